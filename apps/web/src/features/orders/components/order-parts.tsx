/* What the order page and the page after checkout both show of an order: its products and how to pay it. */
import type { ReactNode } from 'react';
import { formatWireMoney } from '@shop/contract/money';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import type { OrderDetail, OrderLine } from '@shop/contract/orders';
import { PayeeAccounts } from '../../../components/payment.tsx';

/**
 * An order's products as the customer reads them (the order page, the page after checkout): picture, name,
 * variant, quantity × price and the line's total. `note` adds a line under the price (a return's state),
 * `action` a control after the total (asking for a return).
 */
export function OrderLines({ lines, note, action }: { lines: readonly OrderLine[]; note?: (line: OrderLine) => ReactNode; action?: (line: OrderLine) => ReactNode }) {
  return (
    <section className="rounded-2xl border border-plum-100 bg-white p-5">
      <h2 className="mb-2 font-semibold">Produtos</h2>
      <ul className="divide-y divide-plum-100">
        {lines.map((line) => (
          <li key={line.line_id} className="flex flex-wrap items-center gap-3 py-3">
            <ProductThumb src={line.image} alt={line.name} size={56} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{line.name}</p>
              {line.variant_name && <p className="text-ink/70">{line.variant_name}</p>}
              <p className="text-ink/70">
                {line.qty} × {formatWireMoney(line.final_price)}
              </p>
              {note?.(line)}
            </div>
            <p className="text-sm font-medium tabular-nums">{formatWireMoney(line.line_total)}</p>
            {action?.(line)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How to pay an order not yet paid: amount, the store's accounts for its payment type, and the reference to quote. */
export function PaymentInstructions({ order }: { order: Pick<OrderDetail, 'paymnet_type' | 'final_price' | 'reference'> }) {
  return <PayeeAccounts kind={order.paymnet_type === 'mobile_wallet' ? 'wallet' : 'bank'} amount={formatWireMoney(order.final_price)} reference={order.reference} />;
}
