import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addReviewRequest, stockAlertCancelRequest, stockAlertRequest, bestsellerRequest, categoryListRequest, categoryProductsRequest, checkVariantStockRequest, productDetailRequest,
  productListRequest, relatedProductsRequest, searchRequest, simpleListRequest, trendingCategoryProductsRequest, variantListRequest,
} from '@shop/contract/catalogue';
import { AppError } from '../../lib/errors.ts';
import { paginate } from '../../lib/pagination.ts';
import { shopResult, shopRoute } from '../../lib/shop-route.ts';
import { catalogueRoute } from './cached-route.ts';
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

/** The spec's list calls come in pairs: `/x` adds what a known customer has (in_cart, in_whishlist); `/x-guest` never does. */
const pairs = (path: string): [string, 'optional' | 'none'][] => [[path, 'optional'], [`${path}-guest`, 'none']];

export async function catalogueShopRoutes(app: FastifyInstance) {
  const callUrl = (request: FastifyRequest) => new URL(request.url.split('?')[0] ?? '/', app.config.publicUrl).toString();

  // Every catalogue read also answers GET (one reading of the spec fetches /category that way).
  for (const path of ['/category', '/category-list']) {
    catalogueRoute(app, path, { body: categoryListRequest, auth: 'none', message: 'Lista de categorias.' }, ({ db }) => listMainCategories(db));
  }

  catalogueRoute(app, '/tranding-category', { body: categoryListRequest, auth: 'none', message: 'Categorias em destaque.' }, ({ db }) => trendingCategories(db));

  /** Registers a paginated product list under its path and its guest path. */
  type ListQuery = { filter: ProductFilter; order: ProductOrder; perPage?: number };
  function productList<S extends z.ZodType<{ page: number; per_page: number }>>(
    path: string,
    body: S,
    message: string,
    query: (b: z.infer<S>) => ListQuery | Promise<ListQuery>,
  ) {
    for (const [p, auth] of pairs(path)) {
      catalogueRoute(app, p, { body, auth, message }, async ({ db, body: b, customerId, request }) => {
        const q = await query(b);
        return listProducts(db, { ...q, page: b.page, perPage: q.perPage ?? b.per_page, customerId, path: callUrl(request) });
      });
    }
  }

  productList('/bestseller', bestsellerRequest, 'Mais vendidos.', (b) => ({
    filter: b.category_id ? { categoryId: b.category_id } : {}, order: 'bestsellers', perPage: b.limit,
  }));
  productList('/featured-products', simpleListRequest, 'Produtos em destaque.', () => ({ filter: { featured: true }, order: 'featured' }));
  productList('/recent-product', simpleListRequest, 'Novidades.', () => ({ filter: {}, order: 'newest' }));
  productList('/discount-products', simpleListRequest, 'Produtos em promoção.', () => ({ filter: { discounted: true }, order: 'bestsellers' }));
  productList('/categorys-product', categoryProductsRequest, 'Produtos da categoria.', async (b) => {
    if (!(await findCategory(app.db, { id: b.category_id }))) throw new AppError('NOT_FOUND', 'Categoria não encontrada.');
    return { filter: { categoryId: b.category_id, subCategoryId: b.subcategory_id }, order: 'all' };
  });
  productList('/tranding-category-product', trendingCategoryProductsRequest, 'Produtos da categoria.', async (b) => {
    if (!(await findCategory(app.db, { id: b.main_category_id }))) throw new AppError('NOT_FOUND', 'Categoria não encontrada.');
    return { filter: { categoryId: b.main_category_id }, order: 'trending' };
  });
  productList('/search', searchRequest, 'Resultados da pesquisa.', (b) => ({ filter: { search: planSearch(b.search) }, order: 'relevance' }));

  for (const [path, auth] of pairs('/releted-product')) {
    catalogueRoute(app, path, { body: relatedProductsRequest, auth, message: 'Produtos relacionados.' }, async ({ db, body, customerId, request }) => {
      const items = await relatedProducts(db, body.product_id, body.limit, customerId);
      return paginate(items, items.length, 1, body.limit, callUrl(request));
    });
  }

  catalogueRoute(app, '/product-list', { body: productListRequest, auth: 'optional', message: 'Produtos.' }, ({ db, body, customerId, request }) =>
    catalogue(
      db,
      { search: body.search, sort: body.sort, price: body.price, category: body.category, categoryId: body.category_id, page: body.page, perPage: body.per_page },
      customerId,
      callUrl(request),
    ),
  );

  catalogueRoute(app, '/product-detail', { body: productDetailRequest, auth: 'optional', message: 'Detalhe do produto.' }, ({ db, body, customerId }) =>
    productDetail(db, body.id, customerId),
  );

  // The spec asks variant prices only for signed-in customers; guests read the same numbers in /product-detail.
  shopRoute(app, '/variant-list', { body: variantListRequest, auth: 'required', message: 'Preço da opção.' }, async ({ db, body }) => {
    const optionName = chosenOptionName(body.variant);
    const variantId = body.variant_id ?? chosenVariantId(body.variant) ?? (optionName ? await variantIdByName(db, body.product_id, optionName) : null);
    if (!variantId) throw new AppError('VALIDATION_FAILED', 'Escolha uma opção do produto.', { details: { variant: ['Escolha uma opção do produto.'] } });
    return variantInfo(db, body.product_id, variantId, body.quantity);
  });

  shopRoute(app, '/check-variant-stock', { body: checkVariantStockRequest, auth: 'none', message: 'Stock da opção.' }, ({ db, body }) =>
    variantStock(db, body.product_id, body.variant_sku),
  );

  for (const path of ['/product-rating', '/add-review']) {
    shopRoute(
      app,
      path,
      { body: addReviewRequest, auth: 'required', message: 'Avaliação adicionada com sucesso!', rateLimit: { max: 20, timeWindow: '1 minute' } },
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
    { body: stockAlertRequest, auth: 'optional', message: 'Vamos avisá-lo por e-mail quando voltar.', rateLimit: { max: 20, timeWindow: '1 minute' } },
    ({ db, body, customer }) =>
      requestStockAlert(db, { productId: body.product_id, variantId: body.variant_id ?? null, email: body.email, customerId: customer?.customerId ?? null }, app.config.publicUrl),
  );
  shopRoute(app, '/stock-alert-cancel', { body: stockAlertCancelRequest, auth: 'none', message: 'Aviso anulado.' }, ({ db, body }) => cancelStockAlert(db, body.token));
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
