import { useId } from 'react';

/** Quantity on the product page: at least 1, at most what is in stock. */
export function QuantityInput({ value, max, onChange, disabled = false }: { value: number; max: number; onChange: (n: number) => void; disabled?: boolean }) {
  const id = useId();
  const clamp = (n: number) => Math.max(1, Math.min(Math.max(1, max), Number.isFinite(n) ? Math.trunc(n) : 1));
  const button = 'grid h-11 w-11 place-items-center text-lg text-plum-700 hover:bg-plum-50 disabled:text-ink/30 disabled:hover:bg-transparent';
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium">
        Quantidade
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-plum-200 bg-white">
        <button type="button" className={button} onClick={() => onChange(clamp(value - 1))} disabled={disabled || value <= 1} aria-label="Diminuir quantidade">
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
          className="w-14 appearance-none bg-transparent text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" className={button} onClick={() => onChange(clamp(value + 1))} disabled={disabled || value >= max} aria-label="Aumentar quantidade">
          +
        </button>
      </div>
    </div>
  );
}
