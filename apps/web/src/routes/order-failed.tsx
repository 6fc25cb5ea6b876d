import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OrderFailedView } from '../features/orders/components/order-failed-view.tsx';

export default function OrderFailedPage() {
  const state = useLocation().state as { message?: string; code?: string; at?: string } | null;
  const [at] = useState(() => (state?.at ? new Date(state.at) : new Date()));
  useEffect(() => {
    document.title = 'Não foi possível concluir a encomenda — Cabelo & Clínica Maputo';
  }, []);
  return (
    <section className="px-4 py-12">
      <OrderFailedView message={state?.message} code={state?.code} at={at} />
    </section>
  );
}
