import { useState } from 'react';
import { useLocation } from 'react-router';
import { OrderFailedView } from '../features/orders/components/order-failed-view.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

export default function OrderFailedPage() {
  const state = useLocation().state as { message?: string; code?: string; at?: string } | null;
  const [at] = useState(() => (state?.at ? new Date(state.at) : new Date()));
  usePageMeta('Não foi possível concluir a encomenda', undefined, { noindex: true });
  return (
    <section className="px-4 py-12">
      <OrderFailedView message={state?.message} code={state?.code} at={at} />
    </section>
  );
}
