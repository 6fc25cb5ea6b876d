import type { OrderDetail } from '@shop/contract/orders';
import { formatWireMoney } from '@shop/contract/money';
import { STORE_PROFILE } from '@shop/contract/store';

/** How to pay an order not yet paid: amount, the store's accounts for its payment type, and the reference to quote. */
export function PaymentInstructions({ order }: { order: Pick<OrderDetail, 'paymnet_type' | 'final_price' | 'reference'> }) {
  const kind = order.paymnet_type === 'mobile_wallet' ? 'wallet' : 'bank';
  const payees = STORE_PROFILE.payees.filter((p) => p.kind === kind);
  return (
    <div className="space-y-2 text-sm">
      <p>
        {kind === 'wallet' ? 'Envie' : 'Transfira'} <strong>{formatWireMoney(order.final_price)}</strong> para {payees.length === 1 ? 'esta conta' : 'uma destas contas'} e indique a referência{' '}
        <strong className="font-mono">{order.reference}</strong>:
      </p>
      <ul className="space-y-1">
        {payees.map((p) => (
          <li key={p.account} className="rounded-lg bg-plum-50 px-3 py-2">
            <span className="font-medium">{p.provider}</span> — <span className="font-mono">{p.account}</span>
            {p.nib && (
              <>
                {' '}
                · NIB <span className="font-mono">{p.nib}</span>
              </>
            )}{' '}
            <span className="text-ink/70">({p.holder})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
