import type { VariantDraftData as VariantDraft } from '../lib/product-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

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
                    <TextField
                      key={field}
                      label={label}
                      value={v[field]}
                      placeholder={placeholder}
                      inputMode={mode}
                      onChange={(e) => update(i, { [field]: e.target.value })}
                      error={err(i, field)}
                    />
                  ))}
                </div>
                <Button variant="ghost" size="sm" className="mt-2 text-red-700" onClick={() => onChange(variants.filter((_, j) => j !== i))}>
                  Remover variante {i + 1}
                </Button>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      {errors.variants && <p className="mt-2 text-sm text-red-700">{errors.variants.join(' ')}</p>}
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => onChange([...variants, newVariant()])}>
        Adicionar variante
      </Button>
    </div>
  );
}
