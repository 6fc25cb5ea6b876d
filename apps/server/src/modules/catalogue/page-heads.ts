import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRequestFor, queryParams } from '@shop/contract/catalogue-url';
import { CARD_IMAGE_SIZES, imageAt, imageSrcSet, PRODUCT_MAIN_IMAGE_SIZES, productHead } from '@shop/contract/catalogue-seo';
import { simpleHead, type HeadTag } from '@shop/contract/seo';
import { categories } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerPageHead } from '../../plugins/web-app.ts';
import { catalogue, listProducts } from './product-lists.ts';
import { productDetail } from './product-detail.ts';
import { plainText } from '../../lib/sanitize-html.ts';

const NOINDEX: HeadTag = { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } };
const CATALOGUE_DESCRIPTION = 'Shampoos, condicionadores, máscaras, óleos e acessórios para o seu cabelo, com entrega em Moçambique.';
/** How many bestsellers the home page shows (apps/web: HOME_BESTSELLERS); a guest's come with its HTML. */
const HOME_BESTSELLERS = 12;
/** The first hero image: the home page's largest paint. */
export const HOME_HERO_IMAGE = '/images/home/hero-1.svg';
// Screens that fetch load TanStack Query with them (decision 020).

const imagePreload = (url: string, sizes: string): HeadTag => {
  const srcset = imageSrcSet(url);
  return { tag: 'link', attrs: { rel: 'preload', as: 'image', href: imageAt(url, 640), fetchpriority: 'high', ...(srcset ? { imagesrcset: srcset, imagesizes: sizes } : {}) } };
};

const isNotFound = (err: unknown) => err instanceof AppError && err.code === 'NOT_FOUND';

/**
 * Heads of the catalogue's pages, written into the HTML the server sends: crawlers and link
 * previews see each product's title, Open Graph tags and Product JSON-LD, and a missing product or
 * category is answered 404. For speed, the page's screen code is preloaded and a guest's first
 * screen of data comes with the HTML, so nothing waits for a second round trip.
 */
export function catalogueHeads(app: FastifyInstance) {
  const origin = () => app.config.publicUrl;
  const missing = (pathname: string, title: string, description: string): ServerPageHead => {
    const head = simpleHead(origin(), pathname, title, description);
    return { head: { ...head, tags: [...head.tags, NOINDEX] }, status: 404 };
  };

  return async (request: FastifyRequest, pathname: string): Promise<ServerPageHead | null> => {
    const product = /^\/(?:new-)?product\/([^/]+)\/?$/.exec(pathname);
    if (product) {
      const id = Number(product[1]);
      if (!/^\d+$/.test(product[1]!) || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
        return missing(pathname, 'Produto não encontrado', 'O produto que procura não existe.');
      }
      try {
        const detail = await productDetail(app.db, id, null);
        const cover = detail.product_image[0]?.image_url ?? detail.product_info.cover_image_url;
        return {
          head: productHead(detail, origin()),
          preload: [imagePreload(cover, PRODUCT_MAIN_IMAGE_SIZES)],
          data: [{ key: `product:${id}`, value: detail }],
        };
      } catch (err) {
        if (!isNotFound(err)) throw err;
        return missing(pathname, 'Produto não encontrado', 'O produto que procura não existe.');
      }
    }

    const query = queryParams(request.url.split('?')[1] ?? '');
    const list = catalogueRequestFor(pathname, query);
    if (list) {
      try {
        const data = await catalogue(
          app.db,
          { search: list.search, sort: list.sort, price: list.price, category: list.category, categoryId: list.category_id, page: list.page, perPage: list.per_page },
          null,
          new URL('/api/' + app.config.STORE_SLUG + '/product-list', origin()).toString(),
        );
        const selected = data.selected_category;
        const canonical = selected ? `/products/${selected.slug}` : '/products';
        const head = selected
          ? simpleHead(origin(), canonical, selected.name, plainText(await categoryDescription(app, selected.id), 160) || CATALOGUE_DESCRIPTION)
          : simpleHead(origin(), canonical, 'Produtos', CATALOGUE_DESCRIPTION);
        // A search or a filtered view is not a page of its own for search engines.
        if (list.search || list.price || list.sort !== 'all') head.tags.push(NOINDEX);
        const first = data.data[0]?.cover_image_url;
        return {
          head,
          preload: first ? [imagePreload(first, CARD_IMAGE_SIZES)] : [],
          data: [{ key: `catalogue:${JSON.stringify(list)}`, value: data }],
        };
      } catch (err) {
        if (!isNotFound(err)) throw err;
        return missing(pathname, 'Categoria não encontrada', CATALOGUE_DESCRIPTION);
      }
    }

    if (pathname === '/') {
      // What the carousel's `/bestseller-guest` call answers, so the server renders the bestsellers into the page (decision 071).
      const bestsellers = await listProducts(app.db, {
        filter: {},
        order: 'bestsellers',
        page: 1,
        perPage: HOME_BESTSELLERS,
        customerId: null,
        path: new URL('/api/' + app.config.STORE_SLUG + '/bestseller-guest', origin()).toString(),
      });
      return {
        head: simpleHead(origin(), '/', undefined),
        preload: [{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: HOME_HERO_IMAGE, fetchpriority: 'high' } }],
        data: [{ key: `bestsellers:${HOME_BESTSELLERS}`, value: bestsellers }],
      };
    }
    if (pathname === '/wishlist') {
      const head = simpleHead(origin(), '/wishlist', 'Lista de desejos');
      return { head: { ...head, tags: [...head.tags, NOINDEX] } };
    }
    return null;
  };
}

async function categoryDescription(app: FastifyInstance, id: number) {
  const [row] = await app.db.select({ description: categories.description }).from(categories).where(eq(categories.id, id));
  return row?.description ?? '';
}
