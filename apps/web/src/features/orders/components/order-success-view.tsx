import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWireMoney } from '@shop/contract/money';
import { ORDER_STATUS, orderHeadline, parseOrderStatus } from '@shop/contract/order-status';
import type { OrderDetail } from '@shop/contract/orders';
import { whatsappLink } from '@shop/contract/store';
import { paths } from '../../../lib/paths.ts';
import { OrderLines, PaymentInstructions } from './order-parts.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';

export function InformationUnavailable({ to, label }: { to: string; label: string }) {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-semibold text-plum-700">Informação não disponível</h1>
      <Link to={to} className="mt-4 inline-block text-plum-700 underline">
        {label}
      </Link>
    </div>
  );
}

function PaymentLine({ order }: { order: OrderDetail }) {
  if (order.payment_status === 'on_delivery') return <p>Pagamento na entrega (M-Pesa ou dinheiro).</p>;
  if (order.payment_status === 'paid') return <p>{order.payment_type_label}: pagamento confirmado.</p>;
  if (order.payment_status === 'under_review') return <p>{order.payment_type_label}: comprovativo recebido, a aguardar confirmação.</p>;
  return <p>{order.payment_type_label}: a aguardar o pagamento.</p>;
}

/**
 * Built from the server's copy of the order (by its id in the address), so a reload shows it
 * again. The total paid is the order's total.
 */
/** `paySlot`: "Pagar com M-Pesa" for mobile-wallet orders (it hides itself when the shop has no M-Pesa settings). */
export function OrderSuccessView({ order, proofSlot, paySlot }: { order: OrderDetail; proofSlot?: ReactNode; paySlot?: ReactNode }) {
  const delivery = order.delivery_informations ?? order.billing_informations;
  const transfer = order.paymnet_type === 'bank_transfer' || order.paymnet_type === 'mobile_wallet';
  return (
    <div className="space-y-8">
      <div className="text-center">
        <CheckIcon width={56} height={56} className="mx-auto text-plum-700" />
        <h1 className="mt-2 text-3xl font-semibold text-plum-700">Encomenda efetuada com sucesso!</h1>
        <p className="mt-2">
          Número do pedido: <strong className="font-mono">{order.order_id_string}</strong>
        </p>
      </div>

      <section className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 text-sm sm:grid-cols-3" aria-label="Resumo da encomenda">
        <div>
          <p className="text-ink/70">{order.payment_status === 'paid' ? 'Total pago' : 'Total'}</p>
          <p className="text-lg font-semibold tabular-nums">{formatWireMoney(order.final_price)}</p>
        </div>
        <div>
          <p className="text-ink/70">Estado</p>
          <p className="font-medium">{orderHeadline(parseOrderStatus(order.order_status) ?? ORDER_STATUS.pending, order.fulfilment)}</p>
        </div>
        {order.fulfilment === 'pickup' ? (
          <div>
            <p className="text-ink/70">Levantamento na clínica</p>
            <p className="font-medium">{order.pickup_place}</p>
          </div>
        ) : (
          <div>
            <p className="text-ink/70">Entrega</p>
            <p className="font-medium">
              {delivery.address}
              {delivery.bairro ? `, ${delivery.bairro}` : ''}, {delivery.city}
            </p>
          </div>
        )}
      </section>

      <section className="space-y-3 rounded-2xl border border-plum-100 bg-white p-5 text-sm">
        <h2 className="font-semibold">Pagamento</h2>
        <PaymentLine order={order} />
        {order.paymnet_type === 'mobile_wallet' && paySlot}
        {(order.payment_status === 'awaiting_proof' || order.payment_status === 'rejected') && (
          <>
            {order.paymnet_type === 'mobile_wallet' && paySlot && <p className="text-ink/70">Ou pague por envio e carregue o comprovativo:</p>}
            <PaymentInstructions order={order} />
            {order.can_upload_proof && proofSlot}
          </>
        )}
      </section>

      <OrderLines lines={order.product} />

      <section className="rounded-2xl bg-plum-50 p-5 text-sm">
        <h2 className="mb-2 font-semibold">Próximos passos</h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Enviámos a confirmação para {order.billing_informations.email}.</li>
          <li>Pode acompanhar a encomenda em «Os meus pedidos».</li>
          <li>{order.fulfilment === 'pickup' ? 'Avisamos quando o pedido estiver pronto para levantamento na clínica.' : 'Avisamos quando a encomenda for enviada.'}</li>
          {transfer && <li>Verificamos o comprovativo de pagamento e confirmamos a encomenda.</li>}
        </ol>
      </section>

      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.newOrderTracking(order.order_id)} className="rounded-full bg-plum-700 px-5 py-2 text-white">
          Acompanhar pedido
        </Link>
        <Link to={paths.newProducts()} className="rounded-full border border-plum-200 px-5 py-2">
          Continuar a comprar
        </Link>
        <Link to={paths.contact()} className="px-2 py-2 text-plum-700 underline">
          Contacto
        </Link>
        <a href={whatsappLink(`Olá! Fiz a encomenda ${order.reference} no site.`)} target="_blank" rel="noopener noreferrer" className="px-2 py-2 text-plum-700 underline">
          Falar connosco no WhatsApp
        </a>
      </div>
    </div>
  );
}
