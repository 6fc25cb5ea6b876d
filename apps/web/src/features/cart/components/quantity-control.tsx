/**
 * − qty +. `min` is 1 on the product page and the cart page; the drawer passes 0, so its minus
 * at 1 asks for 0, which removes the line.
 */
export function QuantityControl({
  qty,
  min,
  max = 99,
  name,
  disabled,
  onChange,
}: {
  qty: number;
  min: 0 | 1;
  max?: number;
  name: string;
  disabled?: boolean;
  onChange: (next: number) => void;
}) {
  const button = 'flex h-8 w-8 items-center justify-center rounded-full border border-plum-200 text-lg leading-none text-plum-700 hover:bg-plum-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center gap-2" role="group" aria-label={`Quantidade de ${name}`}>
      <button type="button" className={button} aria-label={`Diminuir quantidade de ${name}`} disabled={disabled || qty <= min} onClick={() => onChange(Math.max(min, qty - 1))}>
        −
      </button>
      <span className="min-w-6 text-center text-sm font-medium tabular-nums" aria-live="polite">
        {qty}
      </span>
      <button type="button" className={button} aria-label={`Aumentar quantidade de ${name}`} disabled={disabled || qty >= max} onClick={() => onChange(Math.min(max, qty + 1))}>
        +
      </button>
    </div>
  );
}
