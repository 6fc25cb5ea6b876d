import { useEffect } from 'react';
import { useParams } from 'react-router';
import { parseOrderId, useOrderDetail } from '../features/orders/api/order-detail.ts';
import { OrderDetailView, OrderNotFound } from '../features/orders/components/order-detail-view.tsx';
import { RequireSignIn } from '../features/orders/components/require-sign-in.tsx';
import { OrderProofSlot } from './order-proof-slot.tsx';

function OrderDetailScreen() {
  const id = parseOrderId(useParams().orderId);
  const order = useOrderDetail(id);
  useEffect(() => {
    document.title = `Pedido ${order.data?.order_id_string ?? ''} — Cabelo & Clínica Maputo`;
  }, [order.data]);
  if (id === null || order.isError) return <OrderNotFound />;
  if (!order.data) return <p className="py-16 text-center text-ink/70">A carregar o pedido...</p>;
  return <OrderDetailView order={order.data} proofSlot={<OrderProofSlot orderId={order.data.order_id} />} />;
}

export default function OrderDetailPage() {
  return (
    <RequireSignIn>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <OrderDetailScreen />
      </section>
    </RequireSignIn>
  );
}
