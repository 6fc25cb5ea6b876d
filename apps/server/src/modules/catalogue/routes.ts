import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestSchema, ShopSpec } from '@shop/contract/api';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { paginate } from '../../lib/pagination.ts';
import { shopResult, shopRoute } from '../../lib/shop-route.ts';
import { catalogueRoute, type CataloguePath } from './cached-route.ts';
import { listMainCategories } from './categories.ts';
import { productDetail, relatedProducts } from './product-detail.ts';
import { catalogue, findCategory, listProducts, trendingCategories } from './product-lists.ts';
import type { ProductFilter, ProductOrder } from './product-query.ts';
import { addReview } from './reviews.ts';
import { acceptFormPosts, plainPage, queryToken } from '../../lib/plain-page.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { cancelStockAlert, requestStockAlert, stockAlertByToken } from './stock-alerts.ts';
import { planSearch } from './search.ts';
import { chosenOptionName, chosenVariantId, variantIdByName, variantInfo, variantStock } from './variants.ts';

/**
 * The spec's list calls come in pairs: `/x` adds what a known customer has (in_cart, in_whishlist);
 * `/x-guest` never does (the call map says which is which).
 */
const pairs = <P extends CataloguePath>(path: P) => [path, `${path}-guest`] as const;

/** The paginated product lists, each with its `-guest` twin. */
type ProductListPath = '/bestseller' | '/featured-products' | '/recent-product' | '/discount-products' | '/categorys-product' | '/tranding-category-product' | '/search';

export async function catalogueShopRoutes(app: FastifyInstance) {
  const callUrl = (request: FastifyRequest) => new URL(request.url.split('?')[0] ?? '/', app.config.publicUrl).toString();

  // Every catalogue read also answers GET (one reading of the spec fetches /category that way).
  for (const path of ['/category', '/category-list'] as const) {
    catalogueRoute(app, path, { message: 'Lista de categorias.' }, ({ db }) => listMainCategories(db));
  }

  catalogueRoute(app, '/tranding-category', { message: 'Categorias em destaque.' }, ({ db }) => trendingCategories(db));

  /** Registers a paginated product list under its path and its guest path. */
  type ListQuery = { filter: ProductFilter; order: ProductOrder; perPage?: number };
  function productList<P extends ProductListPath>(path: P, message: string, query: (b: z.output<RequestSchema<ShopSpec<P>>>) => ListQuery | Promise<ListQuery>) {
    for (const p of pairs(path)) {
      // Both calls of a pair take the same request; the map's `${P}-guest` is not narrowed to it by TypeScript.
      catalogueRoute<ProductListPath | `${ProductListPath}-guest`>(app, p, { message }, async ({ db, body: b, customerId, request }) => {
        const q = await query(b as z.output<RequestSchema<ShopSpec<P>>>);
        return listProducts(db, { ...q, page: b.page, perPage: q.perPage ?? b.per_page, customerId, path: callUrl(request) });
      });
    }
  }

  productList('/bestseller', 'Mais vendidos.', (b) => ({
    filter: b.category_id ? { categoryId: b.category_id } : {}, order: 'bestsellers', perPage: b.limit,
  }));
  productList('/featured-products', 'Produtos em destaque.', () => ({ filter: { featured: true }, order: 'featured' }));
  productList('/recent-product', 'Novidades.', () => ({ filter: {}, order: 'newest' }));
  productList('/discount-products', 'Produtos em promoção.', () => ({ filter: { discounted: true }, order: 'bestsellers' }));
  productList('/categorys-product', 'Produtos da categoria.', async (b) => {
    if (!(await findCategory(app.db, { id: b.category_id }))) throw new AppError('NOT_FOUND', 'Categoria não encontrada.');
    return { filter: { categoryId: b.category_id, subCategoryId: b.subcategory_id }, order: 'all' };
  });
  productList('/tranding-category-product', 'Produtos da categoria.', async (b) => {
    if (!(await findCategory(app.db, { id: b.main_category_id }))) throw new AppError('NOT_FOUND', 'Categoria não encontrada.');
    return { filter: { categoryId: b.main_category_id }, order: 'trending' };
  });
  productList('/search', 'Resultados da pesquisa.', (b) => ({ filter: { search: planSearch(b.search) }, order: 'relevance' }));

  for (const path of pairs('/releted-product')) {
    catalogueRoute(app, path, { message: 'Produtos relacionados.' }, async ({ db, body, customerId, request }) => {
      const items = await relatedProducts(db, body.product_id, body.limit, customerId);
      return paginate(items, items.length, 1, body.limit, callUrl(request));
    });
  }

  catalogueRoute(app, '/product-list', { message: 'Produtos.' }, ({ db, body, customerId, request }) =>
    catalogue(
      db,
      { search: body.search, sort: body.sort, price: body.price, category: body.category, categoryId: body.category_id, page: body.page, perPage: body.per_page },
      customerId,
      callUrl(request),
    ),
  );

  catalogueRoute(app, '/product-detail', { message: 'Detalhe do produto.' }, ({ db, body, customerId }) =>
    productDetail(db, body.id, customerId),
  );

  // The spec asks variant prices only for signed-in customers; guests read the same numbers in /product-detail.
  shopRoute(app, '/variant-list', { message: 'Preço da opção.' }, async ({ db, body }) => {
    const optionName = chosenOptionName(body.variant);
    const variantId = body.variant_id ?? chosenVariantId(body.variant) ?? (optionName ? await variantIdByName(db, body.product_id, optionName) : null);
    if (!variantId) throw new AppError('VALIDATION_FAILED', 'Escolha uma opção do produto.', { details: { variant: ['Escolha uma opção do produto.'] } });
    return variantInfo(db, body.product_id, variantId, body.quantity);
  });

  shopRoute(app, '/check-variant-stock', { message: 'Stock da opção.' }, ({ db, body }) =>
    variantStock(db, body.product_id, body.variant_sku),
  );

  for (const path of ['/product-rating', '/add-review'] as const) {
    shopRoute(
      app,
      path,
      { message: 'Avaliação adicionada com sucesso!', rateLimit: { max: 20, timeWindow: '1 minute' } },
      async ({ db, body, customer }) => {
        const productId = (body.id ?? body.product_id)!;
        const result = await addReview(db, { productId, customerId: customer.customerId, rating: body.rating_no, title: body.title, body: body.description });
        return shopResult(result, 'Avaliação adicionada com sucesso!', 201);
      },
    );
  }

  // "Avise-me quando voltar": by e-mail, for guests too.
  shopRoute(
    app,
    '/stock-alert',
    { message: 'Vamos avisá-lo por e-mail quando voltar.', rateLimit: { max: 20, timeWindow: '1 minute' } },
    ({ db, body, customer }) =>
      requestStockAlert(db, { productId: body.product_id, variantId: body.variant_id ?? null, email: body.email, customerId: customer?.customerId ?? null }, app.config.publicUrl),
  );
  shopRoute(app, '/stock-alert-cancel', { message: 'Aviso anulado.' }, ({ db, body }) => cancelStockAlert(db, body.token));
}

/**
 * The link in the "aviso registado" e-mail. Opening it only shows the request (mail scanners open
 * links); the button withdraws it.
 */
export async function stockAlertPageRoutes(app: FastifyInstance) {
  acceptFormPosts(app);
  const invalid = (reply: FastifyReply) => plainPage(reply, 404, 'Ligação inválida', '<p>Este aviso já foi anulado ou a ligação não é válida.</p>');

  app.get('/avise-me/anular', async (request, reply) => {
    const token = queryToken(request.query);
    const alert = await stockAlertByToken(app.db, token);
    if (!alert) return invalid(reply);
    if (alert.notified) return plainPage(reply, 200, 'Aviso já enviado', `<p>Já lhe enviámos o aviso de que ${escapeHtml(alert.item)} voltou. Não enviaremos mais nenhum.</p>`);
    return plainPage(
      reply,
      200,
      'Anular o aviso',
      `<p>Pediu um e-mail quando ${escapeHtml(alert.item)} voltar ao stock.</p><form method="post" action="/avise-me/anular?token=${encodeURIComponent(token)}"><button type="submit">Não quero ser avisado</button></form>`,
    );
  });

  app.post('/avise-me/anular', async (request, reply) => {
    const { cancelled } = await cancelStockAlert(app.db, queryToken(request.query));
    if (!cancelled) return invalid(reply);
    return plainPage(reply, 200, 'Aviso anulado', '<p>Não lhe enviaremos o aviso deste produto.</p>');
  });
}
