import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '@shop/contract/wishlist';
import { paths } from '../../../lib/paths.ts';
import { Price } from '../../../components/ui/price.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { toast } from '../../../lib/toast.ts';
import { useWishlistItems } from '../api/get-wishlist.ts';
import { wishlistStore } from '../stores/wishlist-store.ts';

export interface WishlistGridProps {
  /** Adds one item to the cart (wired by the screen: features do not import each other). */
  onAddToCart?: (item: WishlistItem) => void | Promise<void>;
  /** Shown when the list is empty. */
  empty?: ReactNode;
  /** Heading level of each item's name (h2 on the wishlist page, h3 inside the profile). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The wishlist as a grid of products with current prices and stock, each with a link to it,
 * remove, and add to cart (or "Escolher opção" for a product with options). Used by /wishlist and
 * the profile page.
 */
export function WishlistGrid({ onAddToCart, empty = null, headingLevel: Heading = 'h2' }: WishlistGridProps) {
  const { items, isPending, isError, refetch } = useWishlistItems();
  if (isPending) {
    return (
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label="A carregar a lista de desejos">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="aspect-[3/4] animate-pulse rounded-2xl bg-plum-50" />
        ))}
      </ul>
    );
  }
  if (isError && !items.length) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>Não foi possível carregar a lista de desejos.</p>
        <button type="button" onClick={() => refetch()} className="mt-3 font-medium underline">
          Tentar novamente
        </button>
      </div>
    );
  }
  if (!items.length) return <>{empty}</>;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col overflow-hidden rounded-2xl border border-plum-100 bg-white">
          {/* The same product as the name's link below: one stop for the keyboard and one link for a screen reader. */}
          <Link to={paths.newProduct(item.id)} className="relative block bg-plum-50" tabIndex={-1} aria-hidden="true">
            <ProductImage src={item.cover_image_url} alt="" width={400} height={400} sizes="(min-width: 1024px) 18rem, 45vw" className="aspect-square w-full object-contain" />
            {!item.in_stock && <span className="absolute left-2 top-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-medium text-white">Esgotado</span>}
          </Link>
          <div className="flex flex-1 flex-col gap-2 p-3">
            <p className="text-xs uppercase tracking-wide text-ink/70">{item.category_name}</p>
            <Heading className="text-sm font-medium leading-snug">
              <Link to={paths.newProduct(item.id)} className="hover:text-plum-700">
                {item.name}
              </Link>
            </Heading>
            <Price price={item.price} finalPrice={item.final_price} from={item.final_price !== item.max_final_price} />
            <div className="mt-auto flex flex-col gap-2 pt-2">
              {item.variant_product ? (
                <Link to={paths.newProduct(item.id)} className="rounded-full bg-plum-700 px-3 py-2 text-center text-sm font-medium text-white hover:bg-plum-900">
                  Escolher opção
                </Link>
              ) : (
                onAddToCart && (
                  <button
                    type="button"
                    disabled={!item.in_stock}
                    onClick={() => onAddToCart(item)}
                    className="rounded-full bg-plum-700 px-3 py-2 text-sm font-medium text-white hover:bg-plum-900 disabled:cursor-not-allowed disabled:bg-ink/30"
                  >
                    {item.in_stock ? 'Adicionar ao carrinho' : 'Esgotado'}
                  </button>
                )
              )}
              <button
                type="button"
                onClick={async () => {
                  if (await wishlistStore.remove(item.id)) toast.success('Removido da lista de desejos.', 2000);
                }}
                className="rounded-full px-3 py-2 text-sm text-plum-700 hover:bg-plum-50"
                aria-label={`Remover ${item.name} da lista de desejos`}
              >
                Remover
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
