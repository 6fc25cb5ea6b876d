import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryParams } from '@shop/contract/catalogue-url';
import { blogPostsQuery } from '@shop/contract/content';
import { BLOG_PAGE_SIZE, blogListFilters, blogListShowsFeatured, contentDataKeys } from '@shop/contract/content-constants';
import { simpleHead, type HeadTag } from '@shop/contract/seo';
import { AppError } from '../../lib/errors.ts';
import type { ServerPageHead } from '../../plugins/web-app.ts';
import { categoriesWithCounts, featuredPosts, listPosts, POST_NOT_FOUND, readPost } from './blog.ts';
import { activeServices, findService, groupServices } from './services.ts';

const NOINDEX: HeadTag = { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } };
const BLOG_DESCRIPTION = 'Cuidados capilares, tratamentos e saúde do couro cabeludo, explicados pela equipa da clínica.';
const SERVICES_DESCRIPTION = 'Todos os serviços da clínica capilar em Maputo, da consulta de diagnóstico ao microagulhamento, com os preços em vigor.';
// Screens that fetch load TanStack Query with them (decision 020).
const POSTS_PATH = '/functions/v1/blog-api/posts';

const isNotFound = (err: unknown) => err instanceof AppError && err.code === 'NOT_FOUND';

/**
 * The blog's and the clinic services' pages: their head, and their first screen's data written into
 * the HTML as the functions API answers it, so the server renders the posts and prices (decision 071).
 * Posts, categories and prices are not covered by the catalogue version: these pages are rendered
 * for each request (`fresh`), never kept.
 */
export function contentHeads(app: FastifyInstance) {
  const origin = () => app.config.publicUrl;
  const missing = (pathname: string, title: string, description: string): ServerPageHead => {
    const head = simpleHead(origin(), pathname, title, description);
    return { head: { ...head, tags: [...head.tags, NOINDEX] }, status: 404, fresh: true };
  };

  return async (request: FastifyRequest, pathname: string): Promise<ServerPageHead | null> => {
    if (pathname === '/blog') {
      const filters = blogListFilters(queryParams(request.url.split('?')[1] ?? ''));
      const parsed = blogPostsQuery.safeParse({ search: filters.search || undefined, category: filters.category || undefined, page: filters.page, limit: BLOG_PAGE_SIZE });
      const head = simpleHead(origin(), '/blog', 'Blog', BLOG_DESCRIPTION);
      if (filters.search || filters.category || filters.page > 1) head.tags.push(NOINDEX);
      // An address the API would refuse (a search too long): the page shows the API's message itself.
      if (!parsed.success) return { head, fresh: true };
      const q = parsed.data;
      const [posts, categories, featured] = await Promise.all([
        listPosts(app.db, { search: q.search, category: q.category, page: q.page, limit: q.limit, path: POSTS_PATH }),
        categoriesWithCounts(app.db),
        blogListShowsFeatured(filters) ? featuredPosts(app.db, 1) : null,
      ]);
      return {
        head,
        fresh: true,
        data: [
          { key: contentDataKeys.posts(filters, BLOG_PAGE_SIZE), value: posts },
          { key: contentDataKeys.categories(), value: categories },
          ...(featured ? [{ key: contentDataKeys.featured(1), value: featured }] : []),
        ],
      };
    }

    const post = /^\/blog\/([^/]+)\/?$/.exec(pathname);
    if (post) {
      const ref = post[1]!;
      const by = /^\d+$/.test(ref) ? (/^\d{1,9}$/.test(ref) ? { id: Number(ref) } : null) : { slug: ref.slice(0, 200) };
      if (!by) return missing(pathname, 'Artigo não encontrado', POST_NOT_FOUND);
      try {
        // Read as the API reads it for the page (a view is counted once per visitor and hour): the page does not ask again.
        const value = await readPost(app.db, by, request.ip);
        return {
          head: simpleHead(origin(), `/blog/${value.slug}`, value.title, value.excerpt),
          fresh: true,
          data: [{ key: contentDataKeys.post(ref), value }],
        };
      } catch (err) {
        if (!isNotFound(err)) throw err;
        return missing(pathname, 'Artigo não encontrado', POST_NOT_FOUND);
      }
    }

    if (pathname === '/services') {
      return {
        head: simpleHead(origin(), '/services', 'Serviços e preços', SERVICES_DESCRIPTION),
        fresh: true,
        data: [{ key: contentDataKeys.services(), value: groupServices(await activeServices(app.db)) }],
      };
    }

    const service = /^\/service\/([^/]+)\/?$/.exec(pathname);
    if (service) {
      const ref = service[1]!;
      try {
        const value = await findService(app.db, ref.slice(0, 80));
        return {
          head: simpleHead(origin(), `/service/${ref}`, value.name, value.description.slice(0, 160) || SERVICES_DESCRIPTION),
          fresh: true,
          data: [{ key: contentDataKeys.service(ref), value }],
        };
      } catch (err) {
        if (!isNotFound(err)) throw err;
        return missing(pathname, 'Serviço não encontrado', 'Este serviço não existe ou já não está disponível.');
      }
    }
    return null;
  };
}
