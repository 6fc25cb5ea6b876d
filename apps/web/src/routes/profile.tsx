import { Link } from 'react-router';
import { wireToCents } from '@shop/contract/money';
import { paths } from '../lib/paths.ts';
import { ProfileScreen } from '../features/accounts/components/profile-screen.tsx';
import { MyBookings } from '../features/bookings/components/my-bookings.tsx';
import { useOrderStats } from '../features/orders/api/order-stats.ts';
import { LoyaltyPoints } from '../features/orders/components/loyalty-points.tsx';
import { OrderListView } from '../features/orders/components/order-list-view.tsx';
import { RecentOrders } from '../features/orders/components/recent-orders.tsx';
import { useAddToCart } from '../features/cart/api/add-to-cart.ts';
import { WishlistGrid } from '../features/wishlist/components/wishlist-grid.tsx';
import { useWishlistCount } from '../features/wishlist/stores/wishlist-store.ts';

/**
 * /profile. The accounts feature owns the screen; the orders, wishlist and bookings features
 * plug in through slots (ordersTab, pointsTab, wishlistTab, recentOrders, bookingsSection, stats).
 */
export default function ProfilePage() {
  const { data: orderStats } = useOrderStats();
  const favourites = useWishlistCount();
  const { addToCart } = useAddToCart();
  return (
    <ProfileScreen
      ordersTab={<OrderListView />}
      pointsTab={<LoyaltyPoints />}
      recentOrders={<RecentOrders limit={3} />}
      bookingsSection={<MyBookings />}
      stats={{
        orders: orderStats?.orders_count,
        totalSpentCents: orderStats ? wireToCents(orderStats.total_spent) : undefined,
        points: orderStats?.points,
        favourites,
      }}
      wishlistTab={
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold text-plum-700">Lista de Desejos</h1>
          <WishlistGrid
            onAddToCart={(item) =>
              addToCart({ productId: item.id, variantId: null, variantName: '', name: item.name, priceCents: wireToCents(item.final_price), image: item.cover_image_url, qty: 1 })
            }
            empty={<EmptyNotice text="Ainda não guardou nenhum produto." to={paths.products()} label="Ver produtos" />}
          />
        </div>
      }
    />
  );
}

function EmptyNotice({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <p className="text-ink/80">{text}</p>
      <Link to={to} className="mt-4 inline-flex rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white hover:bg-plum-900">
        {label}
      </Link>
    </div>
  );
}
