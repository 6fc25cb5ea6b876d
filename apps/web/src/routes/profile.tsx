import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { ProfileScreen } from '../features/accounts/components/profile-screen.tsx';

/**
 * /profile. The accounts feature owns the screen; the orders, wishlist and bookings features
 * plug in through slots (ordersTab, wishlistTab, recentOrders, bookingsSection, stats). Until
 * they land here, their tabs link to their own pages and the numbers they own show a dash.
 */
export default function ProfilePage() {
  return (
    <ProfileScreen
      ordersTab={
        <InterimTab title="Minhas Encomendas" text="Acompanhe as suas encomendas, o pagamento e a entrega na página de pedidos." to={paths.orders()} label="Ver os meus pedidos" />
      }
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
