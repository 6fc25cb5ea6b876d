import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { imageAt } from '@shop/contract/catalogue-seo';
import { absoluteUrl } from '@shop/contract/seo';
import { queryRows } from '../../db/client.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { blogPosts } from '../../db/schema.ts';

/** Public pages that are always there (the catalogue's own come from the database). */
const STATIC_PAGES = ['/', '/products', '/services', '/consulta-capilar', '/microagulhamento', '/blog', '/about', '/contact', '/privacy', '/terms'];

const xml = escapeHtml;
const day = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);

interface Entry {
  path: string;
  lastmod?: Date | string;
  images?: { url: string; title: string }[];
}

export function renderSitemap(origin: string, entries: Entry[]): string {
  const urls = entries.map((e) => {
    const images = (e.images ?? []).map((i) => `<image:image><image:loc>${xml(absoluteUrl(origin, i.url))}</image:loc><image:title>${xml(i.title)}</image:title></image:image>`).join('');
    return `<url><loc>${xml(absoluteUrl(origin, e.path))}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}${images}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml` from the database (products, categories with products, blog posts, static pages) and `/robots.txt`. */
export async function catalogueSeoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const [products, categories, posts] = await Promise.all([
      queryRows<{ id: number; name: string; cover_image: string; updated_at: Date | string }>(
        app.db,
        sql`select id, name, cover_image, updated_at from products where active order by id`,
      ),
      queryRows<{ slug: string }>(
        app.db,
        sql`select c.slug from categories c where exists (select 1 from products p where p.active and (p.category_id = c.id or p.sub_category_id = c.id)) order by c.sort_order, c.id`,
      ),
      app.db.select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(eq(blogPosts.published, true)).orderBy(desc(blogPosts.publishedAt)),
    ]);
    const entries: Entry[] = [
      ...STATIC_PAGES.map((path) => ({ path })),
      ...categories.map((c) => ({ path: `/products/${encodeURIComponent(c.slug)}` })),
      ...products.map((p) => ({ path: `/product/${p.id}`, lastmod: p.updated_at, images: [{ url: imageAt(p.cover_image, 1280), title: p.name }] })),
      ...posts.map((p) => ({ path: `/blog/${p.id}`, lastmod: p.updatedAt })),
    ];
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(renderSitemap(app.config.publicUrl, entries));
  });

  app.get('/robots.txt', async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      ...['/admin', '/api/', '/functions/', '/cart', '/new-cart', '/checkout', '/new-checkout', '/profile', '/orders', '/new-orders', '/login', '/wishlist', '/dev/'].map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${absoluteUrl(app.config.publicUrl, '/sitemap.xml')}`,
      '',
    ].join('\n');
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });
}
