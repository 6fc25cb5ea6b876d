import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { parseOrderId, useOrderDetail } from '../features/orders/api/order-detail.ts';
import { RequireSignIn } from '../features/orders/components/require-sign-in.tsx';
import { InformationUnavailable, OrderSuccessView } from '../features/orders/components/order-success-view.tsx';
import { OrderMpesaSlot } from './order-mpesa-slot.tsx';
import { OrderProofSlot } from './order-proof-slot.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

/** /new-order-success and /checkout-success: the order is read from the server by the id in the address. */
function SuccessScreen() {
  const [params] = useSearchParams();
  const state = useLocation().state as { order?: { order_id?: number }; mpesa?: string | null } | null;
  const id = parseOrderId(params.get('order') ?? (state?.order?.order_id ? String(state.order.order_id) : null));
  const order = useOrderDetail(id);
  usePageMeta('Encomenda efetuada', undefined, { noindex: true });
  if (id === null || order.isError) return <InformationUnavailable to={paths.newOrders()} label="Ver os meus pedidos" />;
  if (!order.data) return <p className="py-16 text-center text-ink/70">A carregar a sua encomenda...</p>;
  return <OrderSuccessView order={order.data} proofSlot={<OrderProofSlot orderId={order.data.order_id} />} paySlot={<OrderMpesaSlot orderId={order.data.order_id} autoStart={state?.mpesa ?? undefined} />} />;
}

export default function OrderSuccessPage() {
  return (
    <RequireSignIn>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <SuccessScreen />
      </section>
    </RequireSignIn>
  );
}
