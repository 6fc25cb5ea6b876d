import { Link } from 'react-router';
import { formatWireMoney } from '@shop/contract/money';
import { ORDER_STATUS, orderHeadline, parseOrderStatus } from '@shop/contract/order-status';
import type { OrderDetail } from '@shop/contract/orders';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { paths } from '../../../lib/paths.ts';
import { formatDateTime } from '../../../lib/maputo-date.ts';

/** The alternative confirmation, at /order-confirmed/{id}, from the server's copy of the order. */
export function OrderConfirmedView({ order }: { order: OrderDetail }) {
  const status = parseOrderStatus(order.order_status) ?? ORDER_STATUS.pending;
  const pickup = order.fulfilment === 'pickup';
  const whatsapp = whatsappLink(`Olá! Gostaria de confirmar a minha encomenda ${order.reference}.`);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="text-center">
        <h1 className="text-3xl font-semibold text-plum-700">{orderHeadline(status, order.fulfilment)}</h1>
        {status === ORDER_STATUS.pending && (
          <p className="mt-2 text-sm text-ink/70">Confirmamos o pedido assim que verificarmos o pagamento e avisamos por e-mail.</p>
        )}
        <p className="mt-2">
          Número do pedido: <strong className="font-mono">{order.order_id_string}</strong>
        </p>
      </div>
      <dl className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink/70">Data e hora</dt>
          <dd className="font-medium">{formatDateTime(order.order_date)}</dd>
        </div>
        <div>
          <dt className="text-ink/70">Total</dt>
          <dd className="font-medium tabular-nums">{formatWireMoney(order.final_price)}</dd>
        </div>
        <div>
          <dt className="text-ink/70">Artigos</dt>
          <dd className="font-medium">{order.item_count}</dd>
        </div>
        <div>
          <dt className="text-ink/70">Método de pagamento</dt>
          <dd className="font-medium">{order.payment_type_label}</dd>
        </div>
        {pickup ? (
          <div className="sm:col-span-2">
            <dt className="text-ink/70">Levantamento na clínica</dt>
            <dd className="font-medium">{order.pickup_place}</dd>
          </div>
        ) : (
          <div className="sm:col-span-2">
            <dt className="text-ink/70">Entrega estimada</dt>
            <dd className="font-medium">{order.delivery_method.estimated_days || '2-3 dias úteis'}</dd>
          </div>
        )}
      </dl>
      <section className="rounded-2xl bg-plum-50 p-5 text-sm">
        <h2 className="mb-2 font-semibold">Próximos passos</h2>
        {pickup ? (
          <ol className="list-decimal space-y-1 pl-5">
            <li>Preparação: separamos os seus produtos na clínica.</li>
            <li>Pronto para levantamento: avisamos por e-mail quando o pedido estiver pronto.</li>
            <li>Levantamento: traga a referência do pedido à clínica.</li>
          </ol>
        ) : (
          <ol className="list-decimal space-y-1 pl-5">
            <li>Preparação: separamos e embalamos os seus produtos.</li>
            <li>Envio: avisamos quando a encomenda sair.</li>
            <li>Entrega: recebe a encomenda na morada indicada.</li>
          </ol>
        )}
        <p className="mt-3">
          Vai receber a confirmação por WhatsApp.{' '}
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="text-plum-700 underline">
            Abrir WhatsApp
          </a>
        </p>
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.orderTracking(order.order_id)} className="rounded-full bg-plum-700 px-5 py-2 text-white">
          Acompanhar pedido
        </Link>
        <Link to={paths.products()} className="rounded-full border border-plum-200 px-5 py-2">
          Continuar a comprar
        </Link>
        <Link to={paths.profile()} className="px-2 py-2 text-plum-700 underline">
          Os meus pedidos
        </Link>
      </div>
      <div className="flex flex-wrap justify-center gap-3 text-sm">
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="rounded-full border border-plum-200 px-4 py-2">
          WhatsApp
        </a>
        <a href={`tel:${STORE_PROFILE.phones[0]?.replace(/\s/g, '')}`} className="rounded-full border border-plum-200 px-4 py-2">
          Ligar {STORE_PROFILE.phones[0]}
        </a>
        <a href={`mailto:${STORE_PROFILE.emails.commercial}`} className="rounded-full border border-plum-200 px-4 py-2">
          {STORE_PROFILE.emails.commercial}
        </a>
      </div>
    </div>
  );
}
