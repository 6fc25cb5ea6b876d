import { Link } from 'react-router';
import type { WishlistItem } from '@shop/contract/wishlist';
import { wireToCents } from '@shop/contract/money';
import { paths } from '../lib/paths.ts';
import { useAddToCart, type CartLineInput } from '../features/cart/api/add-to-cart.ts';
import { useWishlistItems } from '../features/wishlist/api/get-wishlist.ts';
import { WishlistGrid } from '../features/wishlist/components/wishlist-grid.tsx';
import { useWishlistCount, wishlistStore } from '../features/wishlist/stores/wishlist-store.ts';
import { Button } from '../components/ui/button.tsx';
import { useConfirm } from '../components/ui/confirm-dialog.tsx';
import { toast } from '../lib/toast.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';

const toLine = (item: WishlistItem): CartLineInput => ({
  productId: item.id,
  variantId: null,
  variantName: '',
  name: item.name,
  priceCents: wireToCents(item.final_price),
  image: item.cover_image_url,
  qty: 1,
});

function EmptyWishlist() {
  return (
    <div className="rounded-3xl border border-plum-100 bg-white px-6 py-16 text-center">
      <h2 className="text-xl font-semibold">A sua lista de desejos está vazia</h2>
      <p className="mt-2 text-ink/70">Toque no coração de um produto para o guardar aqui.</p>
      <Link to={paths.products()} className="mt-6 inline-block rounded-full bg-plum-700 px-5 py-2.5 font-medium text-white hover:bg-plum-900">
        Ver produtos
      </Link>
    </div>
  );
}

export default function WishlistPage() {
  usePageMeta('Lista de desejos', undefined, { noindex: true });
  const count = useWishlistCount();
  const { items } = useWishlistItems();
  const { addToCart } = useAddToCart();
  const { confirm, dialog } = useConfirm();
  const canAddAll = items.some((i) => i.in_stock && !i.variant_product);

  const addAll = async () => {
    const ready = items.filter((i) => i.in_stock && !i.variant_product);
    for (const item of ready) await addToCart(toLine(item));
    const skipped = items.length - ready.length;
    if (skipped > 0) toast.info(`${skipped} ${skipped === 1 ? 'produto precisa' : 'produtos precisam'} de uma opção ou ${skipped === 1 ? 'está esgotado' : 'estão esgotados'}: veja-os na lista.`, 5000);
  };
  const clear = async () => {
    const ok = await confirm({ title: 'Remover todos os produtos da lista de desejos?', confirmLabel: 'Remover todos', tone: 'danger' });
    if (!ok) return;
    if (await wishlistStore.clear()) toast.success('Lista de desejos limpa.');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {dialog}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-plum-900">Lista de desejos</h1>
          <p className="mt-1 text-sm text-ink/70">
            {count} {count === 1 ? 'produto' : 'produtos'}
          </p>
        </div>
        {count > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={addAll} disabled={!canAddAll} aria-describedby={canAddAll ? undefined : 'add-all-why'}>
              Adicionar tudo ao carrinho
            </Button>
            <button type="button" onClick={clear} className="rounded-full border border-plum-700 px-5 py-2 text-sm font-medium text-plum-700 hover:bg-plum-50">
              Limpar lista
            </button>
            {!canAddAll && (
              <p id="add-all-why" className="w-full text-sm text-ink/70">
                Nenhum produto pode ir já para o carrinho: estão esgotados ou precisam que escolha uma opção na página do produto.
              </p>
            )}
          </div>
        )}
      </div>
      <WishlistGrid onAddToCart={(item) => addToCart(toLine(item))} empty={<EmptyWishlist />} />
      {count > 0 && (
        <p className="mt-8 text-center">
          <Link to={paths.products()} className="font-medium text-plum-700 hover:underline">
            Ver todos os produtos
          </Link>
        </p>
      )}
    </div>
  );
}
