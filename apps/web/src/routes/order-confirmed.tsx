import { useParams } from 'react-router';
import { orderHeadline, parseOrderStatus } from '@shop/contract/order-status';
import { parseOrderId, useOrderDetail } from '../features/orders/api/order-detail.ts';
import { OrderNotFound } from '../features/orders/components/order-detail-view.tsx';
import { OrderConfirmedView } from '../features/orders/components/order-confirmed-view.tsx';
import { RequireSignIn } from '../features/orders/components/require-sign-in.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

function ConfirmedScreen() {
  const id = parseOrderId(useParams().id);
  const order = useOrderDetail(id);
  const status = order.data ? parseOrderStatus(order.data.order_status) : null;
  const fulfilment = order.data?.fulfilment;
  usePageMeta(status === null ? 'Pedido' : orderHeadline(status, fulfilment), undefined, { noindex: true });
  if (id === null || order.isError) return <OrderNotFound />;
  if (!order.data) return <p className="py-16 text-center text-ink/70">A carregar...</p>;
  return <OrderConfirmedView order={order.data} />;
}

export default function OrderConfirmedPage() {
  return (
    <RequireSignIn>
      <section className="px-4 py-12">
        <ConfirmedScreen />
      </section>
    </RequireSignIn>
  );
}
