import { OrderListView } from '../features/orders/components/order-list-view.tsx';
import { RequireSignIn } from '../features/orders/components/require-sign-in.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

export default function OrdersPage() {
  usePageMeta('Os meus pedidos', undefined, { noindex: true });
  return (
    <RequireSignIn>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-semibold text-plum-700">Os meus pedidos</h1>
        <OrderListView />
      </section>
    </RequireSignIn>
  );
}
