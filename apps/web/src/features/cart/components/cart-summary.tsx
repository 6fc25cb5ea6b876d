import type { Cart } from '@shop/contract/cart';
import { formatWireMoney, wireToCents } from '@shop/contract/money';
import { DeliveryEstimate, type DeliveryEstimateState } from './delivery-estimate.tsx';

/** Subtotal, discount (only when above 0), the delivery by province, and the total of the goods. */
export function CartSummary({ cart, delivery }: { cart: Cart; delivery: DeliveryEstimateState }) {
  const discount = wireToCents(cart.discount);
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatWireMoney(cart.sub_total)}</dd>
      </div>
      {discount > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>Desconto{cart.coupon_info ? ` (${cart.coupon_info.coupon_code})` : ''}</dt>
          <dd className="tabular-nums">−{formatWireMoney(cart.discount)}</dd>
        </div>
      )}
      <div className="border-t border-plum-100 pt-2">
        <dt className="sr-only">Entrega</dt>
        <dd>
          <DeliveryEstimate cart={cart} delivery={delivery} />
        </dd>
      </div>
      <div className="flex justify-between border-t border-plum-100 pt-2 text-base font-semibold">
        <dt>
          Total <span className="text-sm font-normal text-ink/70">(sem entrega)</span>
        </dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatWireMoney(cart.final_price)}
        </dd>
      </div>
    </dl>
  );
}
