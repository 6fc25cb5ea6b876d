import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_MESSAGES } from '@shop/contract/checkout-messages';
import { formatWireMoney, wireToCents } from '@shop/contract/money';
import { ORDER_STATUS, RETURN_STATUS_LABEL } from '@shop/contract/order-status';
import type { AddressInfo, OrderDetail, OrderLine } from '@shop/contract/orders';
import { paths } from '../../../lib/paths.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCancelOrder, useRequestReturn } from '../api/order-actions.ts';
import { downloadProof } from '../api/order-proof.ts';
import { ReturnRequestDialog, type ReturnAnswer } from './return-request-dialog.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderLines, PaymentInstructions } from './order-parts.tsx';
import { ShipmentFacts } from './shipment-facts.tsx';
import { formatPhone } from '@shop/contract/phone';
import { formatDateTime, formatDay } from '../../../lib/maputo-date.ts';

export const ORDER_NOT_FOUND_TITLE = 'Pedido não encontrado';
export const ORDER_NOT_FOUND_TEXT = 'O pedido que procura não existe.';

export function OrderNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-semibold text-plum-700">{ORDER_NOT_FOUND_TITLE}</h1>
      <p className="mt-2 text-ink/70">{ORDER_NOT_FOUND_TEXT}</p>
      <Link to={paths.newOrders()} className="mt-4 inline-block text-plum-700 underline">
        Ver os meus pedidos
      </Link>
    </div>
  );
}

function AddressBlock({ title, info, comment }: { title: string; info: AddressInfo; comment?: string | null }) {
  return (
    <section className="rounded-2xl border border-plum-100 bg-white p-5 text-sm">
      <h2 className="mb-2 font-semibold">{title}</h2>
      <p>{info.name}</p>
      <p>{info.email}</p>
      <p>{formatPhone(info.phone)}</p>
      <p className="mt-2">
        {info.address}
        {info.bairro ? `, ${info.bairro}` : ''}
      </p>
      {info.reference_point && <p>Ponto de referência: {info.reference_point}</p>}
      <p>
        {info.city}, {info.state}, {info.country}
        {info.postcode ? ` · ${info.postcode}` : ''}
      </p>
      {comment && <p className="mt-2 text-ink/70">Comentário: {comment}</p>}
    </section>
  );
}

type Pending = { kind: 'cancel' } | { kind: 'return'; line: OrderLine };

/**
 * Order detail: products, billing and delivery, status panel, money summary, and the customer's
 * actions (cancel while pending, return a line after delivery), each confirmed first.
 */
/** `buyAgainSlot`: the cart's "Comprar de novo" button, composed by the route (features do not import each other). */
/** `paySlot`: "Pagar com M-Pesa" for mobile-wallet orders (it hides itself when there is nothing to pay or no M-Pesa settings). */
export function OrderDetailView({ order, proofSlot, paySlot, buyAgainSlot }: { order: OrderDetail; proofSlot?: ReactNode; paySlot?: ReactNode; buyAgainSlot?: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const cancel = useCancelOrder();
  const requestReturn = useRequestReturn();
  const close = useCallback(() => setPending(null), []);

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'cancel') {
      cancel.mutate(order.order_id, {
        onSuccess: () => {
          setNotice({ ok: true, text: 'Pedido cancelado com sucesso!' });
          toast.success('Encomenda cancelada com sucesso.');
        },
        onError: () => setNotice({ ok: false, text: 'Falha ao cancelar pedido. Tente novamente.' }),
        onSettled: () => setPending(null),
      });
    }
  };

  const askReturn = (line: OrderLine, answer: ReturnAnswer) => {
    requestReturn.mutate(
      { orderId: order.order_id, productId: line.product_id ?? 0, variantId: line.variant_id, qty: answer.qty, reasonCode: answer.reasonCode, reason: answer.reason || undefined },
      {
        onSuccess: () => {
          setNotice({ ok: true, text: 'Solicitação de devolução enviada com sucesso!' });
          setPending(null);
        },
      },
    );
  };

  const awaitingPayment = order.payment_status === 'awaiting_proof' || order.payment_status === 'rejected';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-plum-700">Pedido {order.order_id_string}</h1>
          <p className="text-sm text-ink/70">Feito em {formatDateTime(order.order_date)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusBadge text={order.order_status_text} label={order.order_status_label} />
          {buyAgainSlot}
        </div>
      </div>

      {notice && (
        <div role={notice.ok ? 'status' : 'alert'} className={`rounded-xl p-4 text-sm ${notice.ok ? 'border border-green-200 bg-green-50 text-green-900' : 'border border-red-200 bg-red-50 text-red-900'}`}>
          {notice.text}
        </div>
      )}

      <section className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 text-sm sm:grid-cols-2 lg:grid-cols-4" aria-label="Estado do pedido">
        <div>
          <p className="text-ink/70">Estado</p>
          <p className="font-medium">{order.order_status_label}</p>
        </div>
        <div>
          <p className="text-ink/70">Pagamento</p>
          <p className="font-medium">{order.payment_status_label}</p>
        </div>
        <div>
          <p className="text-ink/70">Método de pagamento</p>
          <p className="font-medium">{order.payment_type_label}</p>
        </div>
        <div>
          <p className="text-ink/70">{order.fulfilment === 'pickup' ? 'Data de levantamento' : 'Data de entrega'}</p>
          <p className="font-medium">{order.delivery_date ? formatDay(order.delivery_date) : order.order_status === ORDER_STATUS.cancelled ? '—' : `Prevista: ${order.delivery_method.estimated_days || '2–3 dias úteis'}`}</p>
        </div>
      </section>

      {order.payment_status === 'rejected' && order.payment_rejection_reason && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          O comprovativo foi recusado: {order.payment_rejection_reason}
        </p>
      )}
      {awaitingPayment && order.order_status !== ORDER_STATUS.cancelled && (
        <section className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <h2 className="font-semibold">Pagamento em falta</h2>
          {order.paymnet_type === 'mobile_wallet' && paySlot}
          <PaymentInstructions order={order} />
          {order.can_upload_proof && proofSlot}
        </section>
      )}
      {order.proof && (
        <p className="text-sm">
          Comprovativo: {order.proof.name}{' '}
          <button type="button" className="text-plum-700 underline" onClick={() => downloadProof(order.proof!).catch((e: Error) => toast.error(e.message))}>
            Descarregar
          </button>
        </p>
      )}

      <OrderLines
        lines={order.product}
        note={(line) =>
          line.return_status && (
            <p className="text-amber-800">
              {RETURN_STATUS_LABEL[line.return_status]}
              {line.returned_qty > 0 && line.returned_qty < line.qty ? ` (${line.returned_qty} de ${line.qty})` : ''}
            </p>
          )
        }
        action={(line) =>
          line.can_return && (
            <button
              type="button"
              onClick={() => {
                requestReturn.reset();
                setPending({ kind: 'return', line });
              }}
              className="rounded-full border border-plum-200 px-3 py-1 text-sm text-plum-700"
              aria-label={`Solicitar devolução de ${line.name}`}
            >
              Solicitar devolução
            </button>
          )
        }
      />

      <div className="grid gap-4 md:grid-cols-2">
        <AddressBlock title="Dados de faturação" info={order.billing_informations} />
        {order.fulfilment === 'pickup' ? (
          <section className="rounded-2xl border border-plum-100 bg-white p-5 text-sm" aria-label="Levantamento">
            <h2 className="mb-2 font-semibold">Levantamento na clínica</h2>
            <p>{order.pickup_place}</p>
          </section>
        ) : (
          <AddressBlock title="Dados de entrega" info={order.delivery_informations} comment={order.delivery_informations.comment} />
        )}
      </div>
      {order.shipment && <ShipmentFacts tracking={order} />}

      <section className="rounded-2xl border border-plum-100 bg-white p-5" aria-label="Resumo">
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatWireMoney(order.sub_total)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Taxa de entrega ({order.delivery_method.name})</dt>
            <dd className="tabular-nums">{wireToCents(order.delivered_charge) === 0 ? 'Grátis' : formatWireMoney(order.delivered_charge)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Impostos (incluídos no preço)</dt>
            <dd className="tabular-nums">{formatWireMoney(order.tax_price)}</dd>
          </div>
          {wireToCents(order.discount) > 0 && (
            <div className="flex justify-between text-green-800">
              <dt>Desconto{order.coupon_info ? ` (${order.coupon_info.coupon_code})` : ''}</dt>
              <dd className="tabular-nums">−{formatWireMoney(order.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-plum-100 pt-2 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatWireMoney(order.final_price)}</dd>
          </div>
        </dl>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link to={paths.newOrderTracking(order.order_id)} className="rounded-full bg-plum-700 px-5 py-2 text-white">
          Acompanhar pedido
        </Link>
        {order.can_cancel && (
          <button type="button" onClick={() => setPending({ kind: 'cancel' })} className="rounded-full border border-red-300 px-5 py-2 text-red-800">
            Cancelar pedido
          </button>
        )}
        <Link to={paths.newOrders()} className="px-2 py-2 text-plum-700 underline">
          Voltar aos meus pedidos
        </Link>
      </div>

      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        title={`Cancelar o pedido ${order.order_id_string}?`}
        message={CHECKOUT_MESSAGES.cancelConfirm}
        confirmLabel="Sim, cancelar"
        cancelLabel="Não"
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
      {pending?.kind === 'return' && (
        <ReturnRequestDialog line={pending.line} busy={requestReturn.isPending} error={requestReturn.error} onConfirm={(answer) => askReturn(pending.line, answer)} onCancel={close} />
      )}
    </div>
  );
}
