import { toast } from '../../../lib/toast.ts';
import { useInWishlist, wishlistStore, type WishlistEntry } from '../stores/wishlist-store.ts';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

/** The wishlist toggle: a heart on cards, a labelled button on the product page. */
export function WishlistButton({ product, variant = 'icon' }: { product: WishlistEntry; variant?: 'icon' | 'full' }) {
  const inList = useInWishlist(product.id);
  const toggle = async () => {
    const adding = !inList;
    const ok = await wishlistStore.toggle(product);
    if (ok) toast.success(adding ? 'Adicionado à lista de desejos.' : 'Removido da lista de desejos.', 2000);
  };
  if (variant === 'full') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-pressed={inList}
        className="inline-flex items-center justify-center gap-2 rounded-full border border-plum-700 px-5 py-3 font-medium text-plum-700 hover:bg-plum-50"
      >
        <Heart filled={inList} />
        {inList ? 'Na lista de desejos' : 'Adicionar à lista de desejos'}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={inList}
      aria-label={inList ? `Remover ${product.name} da lista de desejos` : `Adicionar ${product.name} à lista de desejos`}
      className="grid h-11 w-11 place-items-center rounded-full bg-white/90 text-plum-700 shadow-sm hover:bg-white"
    >
      <Heart filled={inList} />
    </button>
  );
}
