import { useParams } from 'react-router';
import { parseOrderId, useOrderDetail } from '../features/orders/api/order-detail.ts';
import { OrderDetailView, OrderNotFound } from '../features/orders/components/order-detail-view.tsx';
import { RequireSignIn } from '../features/orders/components/require-sign-in.tsx';
import { Button } from '../components/ui/button.tsx';
import { useBuyAgain } from '../features/cart/api/buy-again.ts';
import type { OrderDetail } from '@shop/contract/orders';
import { OrderMpesaSlot } from './order-mpesa-slot.tsx';
import { OrderProofSlot } from './order-proof-slot.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

/** Puts the order's lines back in the cart (what is still sold and in stock). */
function BuyAgain({ order }: { order: OrderDetail }) {
  const { buyAgain, isPending } = useBuyAgain();
  const lines = order.product.map((l) => ({ productId: l.product_id, variantId: l.variant_id, qty: l.qty, name: l.name }));
  return (
    <Button variant="secondary" size="sm" loading={isPending} loadingText="A adicionar..." onClick={() => void buyAgain(lines)}>
      Comprar de novo
    </Button>
  );
}

function OrderDetailScreen() {
  const id = parseOrderId(useParams().orderId);
  const order = useOrderDetail(id);
  usePageMeta(`Pedido ${order.data?.order_id_string ?? ''}`.trim(), undefined, { noindex: true });
  if (id === null || order.isError) return <OrderNotFound />;
  if (!order.data) return <p className="py-16 text-center text-ink/70">A carregar o pedido...</p>;
  return <OrderDetailView order={order.data} proofSlot={<OrderProofSlot orderId={order.data.order_id} />} paySlot={<OrderMpesaSlot orderId={order.data.order_id} />} buyAgainSlot={<BuyAgain order={order.data} />} />;
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
