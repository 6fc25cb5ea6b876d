import type { Cart } from '@shop/contract/cart';
import { formatWireMoney, wireToCents } from '@shop/contract/money';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { costLabel } from './shipping-options.tsx';

/**
 * Items with name, quantity and line price; subtotal; the discount only when above 0; the chosen
 * delivery's cost; the total. Every number is the server's, priced with the chosen delivery, and
 * the total is exactly what the order will record.
 */
export function OrderSummary({ cart, methodChosen, updating }: { cart: Cart; methodChosen: boolean; updating: boolean }) {
  return (
    <section aria-labelledby="summary-title" className="space-y-4" aria-busy={updating}>
      <h2 id="summary-title" className="text-lg font-semibold">
        Resumo do pedido
      </h2>
      <ul className="divide-y divide-plum-100">
        {cart.product_list.map((l) => (
          <li key={`${l.product_id}:${l.variant_id}`} className="flex items-center gap-3 py-3">
            <ProductThumb src={l.image} alt={l.name} size={48} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium">{l.name}</p>
              <p className="text-ink/70">
                {l.variant_name ? `${l.variant_name} · ` : ''}Qtd: {l.qty}
              </p>
            </div>
            <p className="text-sm font-medium tabular-nums">{formatWireMoney(l.line_total)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatWireMoney(cart.sub_total)}</dd>
        </div>
        {wireToCents(cart.discount) > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>Desconto{cart.coupon_info ? ` (${cart.coupon_info.coupon_code})` : ''}</dt>
            <dd className="tabular-nums">−{formatWireMoney(cart.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Entrega{cart.shipping_method ? ` (${cart.shipping_method.method_name})` : ''}</dt>
          <dd className="tabular-nums">{methodChosen && cart.shipping_method ? costLabel(cart.shipping) : 'Escolha o método'}</dd>
        </div>
        <div className="flex justify-between border-t border-plum-100 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatWireMoney(cart.final_price)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
