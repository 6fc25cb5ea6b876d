import { Link, useParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { parseOrderId, useOrderTracking } from '../features/orders/api/order-detail.ts';
import { OrderTrackingView } from '../features/orders/components/order-tracking-view.tsx';
import { RequireSignIn } from '../features/orders/components/require-sign-in.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

function TrackingScreen() {
  const id = parseOrderId(useParams().orderId);
  const tracking = useOrderTracking(id);
  usePageMeta('Acompanhar pedido', undefined, { noindex: true });
  if (id === null || tracking.isError) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-semibold text-plum-700">Pedido não encontrado</h1>
        <Link to={paths.newOrders()} className="mt-4 inline-block text-plum-700 underline">
          Voltar aos meus pedidos
        </Link>
      </div>
    );
  }
  if (!tracking.data) return <p className="py-16 text-center text-ink/70">A carregar...</p>;
  return <OrderTrackingView tracking={tracking.data} />;
}

export default function OrderTrackingPage() {
  return (
    <RequireSignIn>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <TrackingScreen />
      </section>
    </RequireSignIn>
  );
}
