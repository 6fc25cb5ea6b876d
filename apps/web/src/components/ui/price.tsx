import { formatMoney, wireToCents } from '@shop/contract/money';

export interface PriceProps {
  /** Wire amounts ("1500.00"). */
  price: string;
  finalPrice: string;
  /** Shown as "desde" when a product's options have different prices. */
  from?: boolean;
  size?: 'sm' | 'lg';
}

/** The price a shopper pays, with the original price struck through when on sale. */
export function Price({ price, finalPrice, from = false, size = 'sm' }: PriceProps) {
  const final = wireToCents(finalPrice);
  const original = wireToCents(price);
  const onSale = final < original;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
      {from && <span className="text-sm text-ink/70">desde</span>}
      <span className={`font-semibold ${onSale ? 'text-plum-700' : 'text-ink'}`}>
        {onSale && <span className="sr-only">Preço promocional: </span>}
        {formatMoney(final)}
      </span>
      {onSale && (
        <s className={`text-ink/70 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">Preço original: </span>
          {formatMoney(original)}
        </s>
      )}
    </p>
  );
}
