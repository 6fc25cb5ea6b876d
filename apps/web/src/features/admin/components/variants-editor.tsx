import type { VariantDraftData as VariantDraft } from '../lib/product-draft.ts';
import { buttonClass, inputClass } from './form-controls.tsx';

let counter = 0;
export const newVariant = (): VariantDraft => ({ key: `novo-${++counter}`, name: '', sku: '', price: '', sale_price: '', stock: '0' });

/** Each option of the product (size, colour…) with its own SKU, prices and stock. */
export function VariantsEditor({ variants, onChange, errors }: { variants: VariantDraft[]; onChange: (v: VariantDraft[]) => void; errors: Record<string, string[] | undefined> }) {
  const update = (i: number, patch: Partial<VariantDraft>) => onChange(variants.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  const err = (i: number, field: string) => errors[`variants.${i}.${field}`]?.join(' ');
  return (
    <div>
      {variants.length > 0 && (
        <ul className="space-y-3" aria-label="Variantes">
          {variants.map((v, i) => (
            <li key={v.key} className="rounded-lg border border-plum-100 p-3">
              <fieldset>
                <legend className="text-sm font-medium text-plum-900">Variante {i + 1}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
                  {(
                    [
                      ['name', 'Nome', 'Ex.: 250 ml', 'text'],
                      ['sku', 'SKU', 'Ex.: SHAMP-250', 'text'],
                      ['price', 'Preço (MT)', '0,00', 'decimal'],
                      ['sale_price', 'Preço promocional (MT)', 'opcional', 'decimal'],
                      ['stock', 'Stock', '0', 'numeric'],
                    ] as const
                  ).map(([field, label, placeholder, mode]) => (
                    <label key={field} className="block text-xs font-medium">
                      {label}
                      <input
                        value={v[field]}
                        placeholder={placeholder}
                        inputMode={mode}
                        onChange={(e) => update(i, { [field]: e.target.value })}
                        aria-invalid={err(i, field) ? true : undefined}
                        className={inputClass}
                      />
                      {err(i, field) && <span className="mt-1 block text-xs font-normal text-red-700">{err(i, field)}</span>}
                    </label>
                  ))}
                </div>
                <button type="button" className={`${buttonClass.ghost} mt-2 text-red-700`} onClick={() => onChange(variants.filter((_, j) => j !== i))}>
                  Remover variante {i + 1}
                </button>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      {errors.variants && <p className="mt-2 text-sm text-red-700">{errors.variants.join(' ')}</p>}
      <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => onChange([...variants, newVariant()])}>
        Adicionar variante
      </button>
    </div>
  );
}
