import { Link } from 'react-router';
import { wireToCents } from '@shop/contract/money';
import { paths } from '../app/paths.ts';
import { ProfileScreen } from '../features/accounts/components/profile-screen.tsx';
import { MyBookings } from '../features/bookings/components/my-bookings.tsx';
import { useOrderStats } from '../features/orders/api/order-stats.ts';
import { OrderListView } from '../features/orders/components/order-list-view.tsx';
import { RecentOrders } from '../features/orders/components/recent-orders.tsx';

/**
 * /profile. The accounts feature owns the screen; the orders, wishlist and bookings features
 * plug in through slots (ordersTab, wishlistTab, recentOrders, bookingsSection, stats).
 */
export default function ProfilePage() {
  const { data: orderStats } = useOrderStats();
  return (
    <ProfileScreen
      ordersTab={<OrderListView />}
      recentOrders={<RecentOrders limit={3} />}
      bookingsSection={<MyBookings />}
      stats={{
        orders: orderStats?.orders_count,
        totalSpentCents: orderStats ? wireToCents(orderStats.total_spent) : undefined,
        points: orderStats?.points,
      }}
      wishlistTab={
        <InterimTab title="Lista de Desejos" text="Os produtos que guardou estão na sua lista de desejos." to={paths.wishlist()} label="Abrir a lista de desejos" />
      }
    />
  );
}

function InterimTab({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-plum-700">{title}</h1>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
        <p className="text-ink/80">{text}</p>
        <Link to={to} className="mt-4 inline-flex rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white hover:bg-plum-900">
          {label}
        </Link>
      </div>
    </div>
  );
}
