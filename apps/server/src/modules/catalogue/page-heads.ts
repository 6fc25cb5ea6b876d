import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageAt, imageSrcSet, PRODUCT_MAIN_IMAGE_SIZES, productHead, simpleHead } from '@shop/contract/catalogue-seo';
import { categories } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerPageHead } from '../../plugins/web-app.ts';
import { plainText } from './sanitize.ts';
import { productDetail } from './product-detail.ts';

const NOINDEX = { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } } as const;
const CATALOGUE_DESCRIPTION = 'Shampoos, condicionadores, máscaras, óleos e acessórios para o seu cabelo, com entrega em Moçambique.';

/**
 * Heads of the catalogue's pages, written into the HTML the server sends: crawlers and link
 * previews see each product's title, Open Graph tags and Product JSON-LD, and a missing product
 * is answered 404. The product page's main image is preloaded so it arrives while the app starts.
 */
export function catalogueHeads(app: FastifyInstance) {
  const origin = () => app.config.publicUrl;
  return async (_request: FastifyRequest, pathname: string): Promise<ServerPageHead | null> => {
    const product = /^\/(?:new-)?product\/([^/]+)\/?$/.exec(pathname);
    if (product) {
      const id = Number(product[1]);
      try {
        if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('NOT_FOUND', 'Produto não encontrado.');
        const detail = await productDetail(app.db, id, null);
        const cover = detail.product_image[0]?.image_url ?? detail.product_info.cover_image_url;
        const srcset = imageSrcSet(cover);
        return {
          head: productHead(detail, origin()),
          preload: [{ tag: 'link', attrs: { rel: 'preload', as: 'image', href: imageAt(cover, 640), fetchpriority: 'high', ...(srcset ? { imagesrcset: srcset, imagesizes: PRODUCT_MAIN_IMAGE_SIZES } : {}) } }],
        };
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'NOT_FOUND') throw err;
        const head = simpleHead(origin(), pathname, 'Produto não encontrado', 'O produto que você procura não existe.');
        return { head: { ...head, tags: [...head.tags, NOINDEX] }, status: 404 };
      }
    }
    if (/^\/(?:new-)?products\/?$/.test(pathname)) return { head: simpleHead(origin(), '/products', 'Produtos', CATALOGUE_DESCRIPTION) };
    const category = /^\/(?:new-)?products\/(?:category\/(\d+)|([^/]+))\/?$/.exec(pathname);
    if (category) {
      const where = category[1] ? eq(categories.id, Math.min(Number(category[1]), 2_147_483_647)) : eq(categories.slug, category[2] ?? '');
      const [row] = await app.db.select().from(categories).where(where);
      if (!row) {
        const head = simpleHead(origin(), pathname, 'Categoria não encontrada', CATALOGUE_DESCRIPTION);
        return { head: { ...head, tags: [...head.tags, NOINDEX] }, status: 404 };
      }
      return { head: simpleHead(origin(), `/products/${row.slug}`, row.name, plainText(row.description, 160) || CATALOGUE_DESCRIPTION) };
    }
    if (pathname === '/') return { head: simpleHead(origin(), '/', undefined) };
    if (pathname === '/wishlist') {
      const head = simpleHead(origin(), '/wishlist', 'Lista de desejos');
      return { head: { ...head, tags: [...head.tags, NOINDEX] } };
    }
    return null;
  };
}
