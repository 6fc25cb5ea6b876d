import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetail, ProductListItem } from '@shop/contract/catalogue';
import { LOW_STOCK_SHOWN } from '@shop/contract/catalogue-rules';
import { productHead } from '@shop/contract/catalogue-seo';
import { wireToCents } from '@shop/contract/money';
import { paths } from '../lib/paths.ts';
import { Price } from '../components/ui/price.tsx';
import { useAddToCart } from '../features/cart/api/add-to-cart.ts';
import { useProductDetail } from '../features/catalogue/api/get-product-detail.ts';
import { useVariantInfo } from '../features/catalogue/api/get-variant-info.ts';
import { Breadcrumb } from '../features/catalogue/components/breadcrumb.tsx';
import { ProductGrid } from '../features/catalogue/components/product-grid.tsx';
import { ProductGallery } from '../features/catalogue/components/product-gallery.tsx';
import { ProductHtml, ProductTabs } from '../features/catalogue/components/product-tabs.tsx';
import { QuantityInput } from '../features/catalogue/components/quantity-input.tsx';
import { Stars } from '../features/catalogue/components/stars.tsx';
import { StockAlertForm } from '../features/catalogue/components/stock-alert-form.tsx';
import { VariantPicker } from '../features/catalogue/components/variant-picker.tsx';
import { inStockFirst, opensWithHeading } from '../features/catalogue/lib/product-page.ts';
import { WishlistButton } from '../features/wishlist/components/wishlist-button.tsx';
import { ApiError } from '../lib/api-client.ts';
import { pageOrigin, usePageHead, usePageMeta } from '../lib/use-page-meta.ts';

const RELATED_SHOWN = 4;

// Behind a tab: its code loads when the tab is opened.
const ProductReviews = lazy(() => import('../features/catalogue/components/product-reviews.tsx').then((m) => ({ default: m.ProductReviews })));

const heart = (p: ProductListItem) => (
  <WishlistButton product={{ id: p.id, name: p.name, price: wireToCents(p.final_price), image: p.cover_image_url }} />
);

/** Catalogue answers count stock only up to STOCK_SHOWN_UP_TO: a number is shown only when it is low. */
function stockText(stock: number) {
  if (stock <= 0) return 'Esgotado';
  if (stock <= LOW_STOCK_SHOWN) return `Últimas unidades: ${stock} em stock`;
  return 'Em stock';
}

/** /product/{id} and /new-product/{id}. */
export default function ProductPage() {
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : NaN;
  const detail = useProductDetail(productId);
  const missing = !Number.isInteger(productId) || (detail.error instanceof ApiError && detail.error.httpStatus === 404);

  if (missing) return <ProductNotFound />;
  if (detail.isPending) return <ProductSkeleton />;
  if (detail.isError) {
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-plum-700">Não foi possível carregar o produto</h1>
        <p className="mt-3 text-ink/70">{detail.error.message}</p>
        <button type="button" onClick={() => detail.refetch()} className="mt-6 rounded-full bg-plum-700 px-5 py-2 text-white">
          Tentar novamente
        </button>
      </section>
    );
  }
  // Keyed by product: choosing a related product starts again with its own options and quantity.
  return <ProductView key={detail.data.product_info.id} detail={detail.data} />;
}

function ProductView({ detail }: { detail: ProductDetail }) {
  const p = detail.product_info;
  usePageHead(productHead(detail, pageOrigin()));
  const group = detail.variant[0] ?? null;
  const options = inStockFirst(group?.variant_list_data ?? []);
  const [variantId, setVariantId] = useState<number | null>(() => (options.find((o) => o.in_stock) ?? options[0])?.id ?? null);
  const [qty, setQty] = useState(1);
  const { addToCart, isPending: adding } = useAddToCart();
  const chosen = options.find((o) => o.id === variantId) ?? null;
  // Signed-in customers ask the server for the chosen option (the spec's /variant-list); everyone else reads the same numbers here.
  const server = useVariantInfo(p.id, group?.variant_name ?? '', chosen?.id ?? null).data;

  const price = server?.price ?? chosen?.price ?? p.price;
  const finalPrice = server?.final_price ?? chosen?.final_price ?? p.final_price;
  const stock = server?.product_stock ?? chosen?.stock ?? p.stock;
  const canBuy = stock > 0 && (!group || chosen !== null);
  const quantity = Math.min(qty, Math.max(1, stock));

  const crumbs = [
    { label: 'Início', to: paths.home() },
    { label: 'Produtos', to: paths.products() },
    ...detail.breadcrumb.map((c) => ({ label: c.name, to: paths.productsByCategory(c.slug) })),
    { label: p.name },
  ];

  const add = () => {
    if (!canBuy) return;
    void addToCart({
      productId: p.id,
      variantId: chosen?.id ?? null,
      variantName: chosen?.name ?? '',
      name: p.name,
      priceCents: wireToCents(finalPrice),
      image: detail.product_image[0]?.image_url ?? p.cover_image_url,
      qty: quantity,
    });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb items={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <ProductGallery images={detail.product_image} name={p.name} />
        </div>
        <div className="space-y-5">
          <div>
            <p className="text-sm uppercase tracking-wide text-ink/70">
              {p.category_name}
              {p.sub_category_name ? ` · ${p.sub_category_name}` : ''}
            </p>
            <h1 className="mt-1 text-3xl font-semibold text-plum-900">{p.name}</h1>
            <div className="mt-2 flex items-center gap-2">
              <Stars rating={p.average_rating} count={p.rating_count} />
              {p.trending === 1 && <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-medium">Tendência</span>}
            </div>
          </div>
          <div role="status" aria-label="Preço e disponibilidade">
            <Price price={price} finalPrice={finalPrice} size="lg" />
            <p className={`mt-1 text-sm font-medium ${stock > 0 ? (stock <= 5 ? 'text-gold-700' : 'text-green-800') : 'text-red-800'}`}>{stockText(stock)}</p>
          </div>
          {group && <VariantPicker group={{ ...group, variant_list_data: options }} value={variantId} onChange={(v) => setVariantId(v)} />}
          <QuantityInput value={quantity} max={stock} onChange={setQty} disabled={!canBuy} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              onClick={add}
              disabled={!canBuy || adding}
              className="flex-1 rounded-full bg-plum-700 px-6 py-3 font-medium text-white hover:bg-plum-900 disabled:cursor-not-allowed disabled:bg-ink/30"
            >
              {stock > 0 ? 'Adicionar ao carrinho' : 'Esgotado'}
            </button>
            <WishlistButton variant="full" product={{ id: p.id, name: p.name, price: wireToCents(p.final_price), image: p.cover_image_url }} />
          </div>
          {stock <= 0 && (!group || chosen) && (
            <StockAlertForm key={chosen?.id ?? 0} productId={p.id} variantId={chosen?.id ?? null} itemName={chosen ? `${p.name} (${chosen.name})` : p.name} />
          )}
        </div>
      </div>

      <div className="mt-12">
        <ProductTabs
          tabs={[
            {
              id: 'descricao',
              label: 'Descrição',
              content: (
                <div className="max-w-3xl space-y-6">
                  <ProductHtml html={p.description} empty="Este produto ainda não tem descrição." />
                  {p.detail.trim() && (
                    <div>
                      {/* The seed's and most staff-written texts open with their own "Como usar". */}
                      {!opensWithHeading(p.detail, 'Como usar') && <h2 className="mb-2 font-semibold">Como usar</h2>}
                      <ProductHtml html={p.detail} empty="" />
                    </div>
                  )}
                </div>
              ),
            },
            {
              id: 'especificacoes',
              label: 'Especificações',
              content: (
                <div className="max-w-3xl">
                  <ProductHtml html={p.specification} empty="Sem especificações para este produto." />
                </div>
              ),
            },
            {
              id: 'avaliacoes',
              label: `Avaliações (${p.rating_count})`,
              content: (
                <Suspense fallback={<p className="text-ink/70">A carregar avaliações…</p>}>
                  <ProductReviews productId={p.id} reviews={detail.product_Review} average={p.average_rating} count={p.rating_count} reviewedByMe={p.reviewed_by_me} />
                </Suspense>
              ),
            },
          ]}
        />
      </div>

      {/* Related products come with the page's HTML (their code is in the chunk of the product card), their images lazy. */}
      {detail.releted_products.length > 0 && (
        <section aria-labelledby="relacionados" className="mt-12">
          <h2 id="relacionados" className="mb-6 text-2xl font-semibold text-plum-900">
            Também pode gostar
          </h2>
          <ProductGrid products={detail.releted_products.slice(0, RELATED_SHOWN)} action={heart} className="grid-cols-2 lg:grid-cols-4" />
        </section>
      )}
    </div>
  );
}

function ProductNotFound() {
  usePageMeta('Produto não encontrado', 'O produto que procura não existe.', { noindex: true });
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-plum-700">Produto não encontrado</h1>
      <p className="mt-3 text-ink/70">O produto que procura não existe.</p>
      <Link to={paths.products()} className="mt-8 inline-block rounded-full bg-plum-700 px-5 py-2 text-white">
        Ver produtos
      </Link>
    </section>
  );
}

/** The page's frame while the product loads, the same size as the real one. */
function ProductSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8" aria-busy="true">
      <div className="h-5 w-64 rounded bg-plum-50" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="mx-auto aspect-square w-full max-w-xl animate-pulse rounded-2xl bg-plum-50 lg:max-w-none" />
        <div className="space-y-4">
          <div className="h-4 w-32 rounded bg-plum-50" />
          <div className="h-9 w-3/4 rounded bg-plum-50" />
          <div className="h-8 w-40 rounded bg-plum-50" />
          <div className="h-24 rounded bg-plum-50" />
        </div>
      </div>
    </div>
  );
}
