import type { ShippingMethod } from '@shop/contract/cart';
import { formatWireMoney, wireToCents } from '@shop/contract/money';
import { RadioGroup } from '../../../components/ui/field.tsx';

export const costLabel = (cost: string) => (wireToCents(cost) === 0 ? 'Grátis' : formatWireMoney(cost));

/** The delivery methods for the chosen state, each with its cost (none once the goods reach free delivery); shown only when there are any. */
export function ShippingOptions({ methods, value, onChange, error, free = false }: { methods: ShippingMethod[]; value: number | null; onChange: (id: number) => void; error?: string; free?: boolean }) {
  if (methods.length === 0) return null;
  return (
    <RadioGroup<number>
      id="shipping-method"
      name="shipping-method"
      label="Método de entrega"
      value={value}
      onChange={onChange}
      error={error}
      options={methods.map((m) => ({
        value: m.id,
        label: (
          <span className="flex items-start justify-between gap-3">
            <span className="font-medium">{m.method_name}</span>
            <span className="shrink-0 font-medium tabular-nums">{free ? 'Grátis' : costLabel(m.cost)}</span>
          </span>
        ),
        hint: m.estimated_days || m.description,
      }))}
    />
  );
}
