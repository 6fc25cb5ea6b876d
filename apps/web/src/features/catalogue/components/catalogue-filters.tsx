import { useId, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { CategoryFacet } from '@shop/contract/catalogue';
import { PRICE_BANDS, PRICE_BAND_KEYS, PRODUCT_SORTS, PRODUCT_SORT_LABELS, type PriceBand, type ProductSort } from '@shop/contract/catalogue-rules';

export interface CategoryNavProps {
  categories: CategoryFacet[];
  selected: CategoryFacet | null;
  /** URL of a category's page (null: all categories) with the other filters kept. */
  href: (category: CategoryFacet | null) => string;
  /** Choosing only marks the category (the phone's filter sheet applies on "Ver N produtos"). */
  onPick?: (category: CategoryFacet | null) => void;
}

/** The sidebar's categories: main ones with their counts, and the selected one's sub-categories. */
export function CategoryNav({ categories, selected, href, onPick }: CategoryNavProps) {
  const mains = categories.filter((c) => c.parent_id === null);
  const openMain = selected ? (selected.parent_id ?? selected.id) : null;
  const all = mains.reduce((sum, c) => sum + c.total_product, 0);
  const link = (active: boolean) =>
    `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${active ? 'bg-plum-700 font-medium text-white' : 'hover:bg-plum-50'}`;
  // In the sheet a choice is not yet the page shown.
  const current = onPick ? 'true' : 'page';
  const pick = (category: CategoryFacet | null) =>
    onPick
      ? (event: MouseEvent) => {
          event.preventDefault();
          onPick(category);
        }
      : undefined;
  return (
    <nav aria-label="Categorias">
      <h2 className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-ink/70">Categorias</h2>
      <ul className="space-y-0.5">
        <li>
          <Link to={href(null)} onClick={pick(null)} aria-current={selected === null ? current : undefined} className={link(selected === null)}>
            <span>Todas as categorias</span>
            <span className="text-xs opacity-80">{all}</span>
          </Link>
        </li>
        {mains.map((c) => (
          <li key={c.id}>
            <Link to={href(c)} onClick={pick(c)} aria-current={selected?.id === c.id ? current : undefined} className={link(selected?.id === c.id)}>
              <span>{c.name}</span>
              <span className="text-xs opacity-80">{c.total_product}</span>
            </Link>
            {openMain === c.id && categories.some((s) => s.parent_id === c.id) && (
              <ul className="ml-3 mt-0.5 space-y-0.5 border-l border-plum-100 pl-2">
                {categories
                  .filter((s) => s.parent_id === c.id)
                  .map((s) => (
                    <li key={s.id}>
                      <Link to={href(s)} onClick={pick(s)} aria-current={selected?.id === s.id ? current : undefined} className={link(selected?.id === s.id)}>
                        <span>{s.name}</span>
                        <span className="text-xs opacity-80">{s.total_product}</span>
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The spec's four price bands, as radio buttons (one band at a time, or none). */
export function PriceFilter({ value, onChange }: { value: PriceBand | null; onChange: (band: PriceBand | null) => void }) {
  const name = useId();
  const options: { key: PriceBand | null; label: string }[] = [{ key: null, label: 'Todos os preços' }, ...PRICE_BAND_KEYS.map((k) => ({ key: k, label: PRICE_BANDS[k].label }))];
  return (
    <fieldset>
      <legend className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-ink/70">Preço</legend>
      <div className="space-y-0.5">
        {options.map((o) => (
          <label key={o.key ?? 'all'} className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-plum-50">
            <input type="radio" name={name} checked={value === o.key} onChange={() => onChange(o.key)} className="h-4 w-4 accent-plum-700" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="whitespace-nowrap text-ink/70">Ordenar por</span>
      <select value={value} onChange={(e) => onChange(e.target.value as ProductSort)} className="rounded-full border border-plum-200 bg-white px-3 py-2">
        {PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {PRODUCT_SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
