import { useState } from 'react';
import type { CategoryFacet } from '@shop/contract/catalogue';
import type { PriceBand } from '@shop/contract/catalogue-rules';
import { catalogueRequestFor, queryParams } from '@shop/contract/catalogue-url';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useProductList } from '../api/get-product-list.ts';
import { seeProductsLabel } from '../lib/filter-chips.ts';
import { CategoryNav, PriceFilter } from './catalogue-filters.tsx';

export interface FilterChoice {
  category: CategoryFacet | null;
  price: PriceBand | null;
}

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  categories: CategoryFacet[];
  /** What the page shows now: the sheet starts from it. */
  current: FilterChoice;
  /** The catalogue URL of a choice, with the search and sort kept. */
  href: (choice: FilterChoice) => string;
  /** Shows the chosen filters (the sheet closes itself). */
  onApply: (choice: FilterChoice) => void;
}

/**
 * The phone's filters: a sheet (the app's one dialog) where the shopper chooses a category and a
 * price band, sees how many products that gives, and applies both at once with "Ver N produtos".
 */
export function FilterSheet(props: FilterSheetProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Filtros" closeLabel="Fechar filtros" variant="sheet-right">
      {/* Mounted on opening, so every opening starts from the page's filters. */}
      <FilterSheetBody {...props} />
    </Dialog>
  );
}

function FilterSheetBody({ onClose, categories, current, href, onApply }: FilterSheetProps) {
  const [choice, setChoice] = useState<FilterChoice>(current);
  const url = href(choice);
  const [path = '', query = ''] = url.split('?');
  const count = useProductList(catalogueRequestFor(path, queryParams(query))!);
  const counted = count.data && !count.isPlaceholderData;
  const apply = () => {
    onApply(choice);
    onClose();
  };
  return (
    <>
      <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-2 py-4">
        <CategoryNav categories={categories} selected={choice.category} href={(category) => href({ ...choice, category })} onPick={(category) => setChoice((c) => ({ ...c, category }))} />
        <PriceFilter value={choice.price} onChange={(price) => setChoice((c) => ({ ...c, price }))} />
      </div>
      <div className="flex items-center gap-3 border-t border-plum-100 px-4 py-3">
        <Button variant="ghost" onClick={() => setChoice({ category: null, price: null })} disabled={choice.category === null && choice.price === null}>
          Limpar
        </Button>
        <Button block onClick={apply} aria-live="polite">
          {counted ? seeProductsLabel(count.data.total) : 'Ver produtos'}
        </Button>
      </div>
    </>
  );
}
