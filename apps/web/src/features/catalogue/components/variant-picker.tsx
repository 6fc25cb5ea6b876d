import { useId } from 'react';
import type { VariantGroup } from '@shop/contract/catalogue';
import { formatMoney, wireToCents } from '@shop/contract/money';

/** One option group (e.g. Volume) as radio buttons, each with its own price and whether it is in stock. */
export function VariantPicker({ group, value, onChange }: { group: VariantGroup; value: number | null; onChange: (id: number) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{group.variant_name}</legend>
      <div className="flex flex-wrap gap-2">
        {group.variant_list_data.map((o) => (
          <label
            key={o.id}
            className={`relative flex cursor-pointer flex-col rounded-xl border-2 px-4 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-plum-500 ${
              value === o.id ? 'border-plum-700 bg-plum-50' : 'border-plum-100 bg-white hover:border-plum-200'
            } ${o.in_stock ? '' : 'text-ink/70'}`}
          >
            <input type="radio" name={name} value={o.id} checked={value === o.id} onChange={() => onChange(o.id)} className="sr-only" />
            <span className="font-medium">{o.name}</span>
            <span className="text-xs">{o.in_stock ? formatMoney(wireToCents(o.final_price)) : 'Esgotado'}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
