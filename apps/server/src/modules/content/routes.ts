import type { FastifyInstance } from 'fastify';
import { SERVICES_CATALOGUE_PDF_PATH } from '@shop/contract/content';
import { AppError } from '../../lib/errors.ts';
import { functionsRoute } from '../../lib/functions-route.ts';
import {
  blogStats, categoriesWithCounts, featuredPosts, findCategory, listPosts, popularPosts, POST_NOT_FOUND, readPost, recentPosts,
} from './blog.ts';
import { catalogueVersion, renderCatalogue } from './catalogue-pdf.ts';
import { activeServices, findService, groupServices } from './services.ts';

const POSTS_PATH = '/functions/v1/blog-api/posts';

/** Functions API: the blog (spec 2 §7) and the clinic's services. */
export async function contentFunctionsRoutes(app: FastifyInstance) {
  const cacheable = (reply: { header: (k: string, v: string) => unknown }) => reply.header('Cache-Control', 'public, max-age=60');

  functionsRoute(app, 'GET /blog-api/posts', {}, async ({ query, reply }) => {
    cacheable(reply);
    return listPosts(app.db, { ...query, path: POSTS_PATH });
  });

  functionsRoute(app, 'GET /blog-api/posts/slug/:slug', {}, async ({ params, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return readPost(app.db, { slug: String(params.slug ?? '').slice(0, 200) }, request.ip);
  });

  functionsRoute(app, 'GET /blog-api/posts/:id', {}, async ({ params, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const id = String(params.id ?? '');
    if (!/^\d{1,9}$/.test(id)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return readPost(app.db, { id: Number(id) }, request.ip);
  });

  functionsRoute(app, 'GET /blog-api/categories', {}, async ({ reply }) => {
    cacheable(reply);
    return categoriesWithCounts(app.db);
  });

  functionsRoute(app, 'GET /blog-api/categories/:category/posts', {}, async ({ params, query, reply }) => {
    const ref = String(params.category ?? '').slice(0, 80);
    if (!(await findCategory(app.db, ref))) throw new AppError('NOT_FOUND', 'Categoria não encontrada.');
    cacheable(reply);
    return listPosts(app.db, { category: ref, page: query.page, limit: query.limit, path: `/functions/v1/blog-api/categories/${encodeURIComponent(ref)}/posts` });
  });

  functionsRoute(app, 'GET /blog-api/featured', {}, async ({ query, reply }) => {
    cacheable(reply);
    return featuredPosts(app.db, query.limit);
  });
  functionsRoute(app, 'GET /blog-api/popular', {}, async ({ query, reply }) => {
    cacheable(reply);
    return popularPosts(app.db, query.limit);
  });
  functionsRoute(app, 'GET /blog-api/recent', {}, async ({ query, reply }) => {
    cacheable(reply);
    return recentPosts(app.db, query.limit);
  });
  functionsRoute(app, 'GET /blog-api/stats', {}, async ({ reply }) => {
    cacheable(reply);
    return blogStats(app.db);
  });

  functionsRoute(app, 'POST /blog-api/search', {}, async ({ body }) =>
    listPosts(app.db, { search: body.query ?? body.q ?? body.search, category: body.category, page: body.page, limit: body.limit, path: '/functions/v1/blog-api/search' }),
  );

  // Prices: revalidated on every read, so a change in "Serviços" shows at once (decision 126).
  const priceList = (reply: { header: (k: string, v: string) => unknown }) => reply.header('Cache-Control', 'no-cache');

  functionsRoute(app, 'GET /services-api/services', {}, async ({ reply }) => {
    priceList(reply);
    return groupServices(await activeServices(app.db));
  });

  functionsRoute(app, 'GET /services-api/services/:id', {}, async ({ params, reply }) => {
    priceList(reply);
    return findService(app.db, String(params.id ?? '').slice(0, 80));
  });
}

/**
 * The services catalogue as a PDF, at a plain URL a link can download. Drawn on request from the
 * current rows (kept while they do not change), so it always shows the prices of the page.
 */
export async function servicesCatalogueRoute(app: FastifyInstance) {
  let cached: { version: string; bytes: Buffer } | null = null;
  app.get(SERVICES_CATALOGUE_PDF_PATH, async (request, reply) => {
    const rows = await activeServices(app.db);
    const now = new Date();
    // The PDF states the date its prices apply from, so a new day is a new version too.
    const version = `${catalogueVersion(rows)}-${now.toISOString().slice(0, 10)}`;
    const etag = `"${version}"`;
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (cached?.version !== version) cached = { version, bytes: Buffer.from(await renderCatalogue(rows, now, app.config.publicUrl)) };
    return reply
      .type('application/pdf')
      .header('Content-Disposition', 'attachment; filename="catalogo-servicos-cabelo-clinica-maputo.pdf"')
      .send(cached.bytes);
  });
}
