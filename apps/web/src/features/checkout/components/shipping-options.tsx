import type { ShippingMethod } from '@shop/contract/cart';
import { formatWireMoney, wireToCents } from '@shop/contract/money';

export const costLabel = (cost: string) => (wireToCents(cost) === 0 ? 'Grátis' : formatWireMoney(cost));

/** The delivery methods for the chosen state, each with its cost; shown only when there are any. */
export function ShippingOptions({ methods, value, onChange, error }: { methods: ShippingMethod[]; value: number | null; onChange: (id: number) => void; error?: string }) {
  if (methods.length === 0) return null;
  return (
    <fieldset aria-describedby={error ? 'shipping-error' : undefined}>
      <legend className="text-sm font-medium">Método de entrega</legend>
      <div className="mt-2 space-y-2">
        {methods.map((m, i) => (
          <label key={m.id} className="flex cursor-pointer items-start gap-3 rounded-xl border border-plum-100 p-3 has-[:checked]:border-plum-500 has-[:checked]:bg-plum-50">
            <input id={i === 0 ? 'shipping-method-first' : undefined} type="radio" name="shipping-method" value={m.id} checked={value === m.id} onChange={() => onChange(m.id)} className="mt-1" />
            <span className="flex-1">
              <span className="block font-medium">{m.method_name}</span>
              <span className="block text-sm text-ink/70">{m.estimated_days || m.description}</span>
            </span>
            <span className="font-medium tabular-nums">{costLabel(m.cost)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="shipping-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
