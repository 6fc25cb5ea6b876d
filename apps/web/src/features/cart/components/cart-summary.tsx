import type { Cart } from '@shop/contract/cart';
import { formatWireMoney, wireToCents } from '@shop/contract/money';

/** Subtotal, discount (only when above 0), delivery shown as free in the cart, total. */
export function CartSummary({ cart }: { cart: Cart }) {
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
      <div className="flex justify-between">
        <dt>Entrega</dt>
        <dd>Grátis</dd>
      </div>
      <div className="flex justify-between border-t border-plum-100 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="cart-total">
          {formatWireMoney(cart.final_price)}
        </dd>
      </div>
    </dl>
  );
}
