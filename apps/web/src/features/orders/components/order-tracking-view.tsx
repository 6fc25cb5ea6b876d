import { Link } from 'react-router';
import { ORDER_STATUS, parseOrderStatus, trackingNotice } from '@shop/contract/order-status';
import type { Tracking } from '@shop/contract/orders';
import { paths } from '../../../lib/paths.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ShipmentFacts } from './shipment-facts.tsx';
import { formatDateTime, formatDay } from '../../../lib/maputo-date.ts';

/** Four steps with a progress bar filling to (step + 1) / 4, a notice, and the order's history. */
export function OrderTrackingView({ tracking }: { tracking: Tracking }) {
  const percent = Math.round(tracking.progress * 100);
  return (
    <div className="space-y-6">
      <Link to={paths.newOrders()} className="text-sm text-plum-700 underline">
        ← Voltar aos meus pedidos
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-plum-700">Acompanhar pedido {tracking.order_id_string}</h1>
        <p className="text-sm text-ink/70">Feito em {formatDay(tracking.order_date)}</p>
      </div>

      {tracking.cancelled ? (
        <p role="status" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          Este pedido foi cancelado.
        </p>
      ) : (
        <>
          <div role="progressbar" aria-label="Progresso do pedido" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-plum-100">
            <div className="h-full bg-plum-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <ol className="grid gap-3 sm:grid-cols-4">
            {tracking.steps.map((step, i) => (
              <li key={step.label} aria-current={tracking.step === i ? 'step' : undefined} className={`rounded-xl border p-3 text-sm ${step.reached ? 'border-plum-500 bg-plum-50' : 'border-plum-100 text-ink/70'}`}>
                <span className={`mb-1 inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold ${step.reached ? 'bg-plum-700 text-white' : 'bg-plum-100'}`}>{step.reached ? <CheckIcon width={14} height={14} strokeWidth={2.5} /> : i + 1}</span>
                <p className="font-medium">{step.label}</p>
                {step.date && <p className="text-xs text-ink/70">{formatDateTime(step.date)}</p>}
              </li>
            ))}
          </ol>
          <p role="status" className={`rounded-xl border p-4 ${tracking.step === 3 ? 'border-green-200 bg-green-50 text-green-900' : 'border-plum-100 bg-plum-50'}`}>
            {tracking.step === 3 && tracking.delivery_date
              ? `${tracking.fulfilment === 'pickup' ? 'Pedido levantado' : 'Pedido entregue'} em ${formatDay(tracking.delivery_date)}. Obrigado pela sua compra!`
              : trackingNotice(parseOrderStatus(tracking.order_status) ?? ORDER_STATUS.pending, tracking.estimated_delivery, tracking.fulfilment)}
          </p>
          <ShipmentFacts tracking={tracking} />
        </>
      )}

      {tracking.events.length > 0 && (
        <section>
          <h2 className="mb-2 font-semibold">Histórico</h2>
          <ol className="space-y-2 border-l-2 border-plum-100 pl-4 text-sm">
            {tracking.events.map((e, i) => (
              <li key={i}>
                <span className="text-ink/70">{formatDateTime(e.at)}</span> — {e.label}
              </li>
            ))}
          </ol>
        </section>
      )}
      <Link to={paths.order(tracking.order_id)} className="inline-block text-plum-700 underline">
        Ver detalhes do pedido
      </Link>
    </div>
  );
}
