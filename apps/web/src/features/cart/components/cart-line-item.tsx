import { Link } from 'react-router';
import type { CartLine } from '@shop/contract/cart';
import { formatWireMoney } from '@shop/contract/money';
import { paths } from '../../../lib/paths.ts';
import { useChangeQty, useRemoveFromCart } from '../api/update-cart.ts';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { QuantityControl } from './quantity-control.tsx';

/** One line: identity is product + variant. In the drawer the minus goes down to 0 (removal); on the page it stops at 1. */
export function CartLineItem({ line, compact = false, onNavigate }: { line: CartLine; compact?: boolean; onNavigate?: () => void }) {
  const change = useChangeQty();
  const remove = useRemoveFromCart();
  const key = { productId: line.product_id, variantId: line.variant_id || null };
  const busy = change.isPending || remove.isPending;
  const onSale = line.orignal_price !== line.final_price;
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <ProductThumb src={line.image} alt={line.name} size={compact ? 56 : 80} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link to={paths.product(line.product_id)} onClick={onNavigate} className="line-clamp-2 font-medium hover:text-plum-700">
              {line.name}
            </Link>
            {line.variant_name && <p className="text-sm text-ink/70">{line.variant_name}</p>}
            <p className="text-sm">
              <span className="tabular-nums">{formatWireMoney(line.final_price)}</span>
              {onSale && <s className="ml-2 text-ink/70 tabular-nums">{formatWireMoney(line.orignal_price)}</s>}
              <span className="sr-only"> por unidade</span>
            </p>
          </div>
          {!compact && <p className="shrink-0 font-semibold tabular-nums">{formatWireMoney(line.line_total)}</p>}
        </div>
        {line.notice && (
          <p role="status" className="mt-1 text-sm text-amber-800">
            {line.notice}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-3">
          <QuantityControl
            qty={line.qty}
            min={compact ? 0 : 1}
            max={Math.max(line.qty, Math.min(99, line.stock || line.qty))}
            name={line.name}
            disabled={busy}
            onChange={(next) => change.mutate({ key, current: line.qty, next })}
          />
          <button type="button" onClick={() => remove.mutate(key)} disabled={busy} className="text-sm text-plum-700 underline disabled:opacity-50" aria-label={`Remover ${line.name} do carrinho`}>
            Remover
          </button>
        </div>
      </div>
    </li>
  );
}
