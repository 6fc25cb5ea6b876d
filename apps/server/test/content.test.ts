import { formatMoney } from '@shop/contract/money';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, clinicServices } from '../src/db/schema.ts';
import { fn } from './clinic-helpers.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let categoryId: number;
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  // A category of our own, so the assertions hold whatever the seed's blog grows into.
  const [category] = await t.db.insert(blogCategories).values({ slug: 'teste-zebra', name: 'Teste Zebra' }).returning();
  categoryId = category!.id;
  await t.db.insert(blogPosts).values(
    Array.from({ length: 14 }, (_, i) => ({
      slug: `zebra-${i}`,
      title: i === 0 ? 'Hidratação profunda para caracóis' : `Artigo zebra ${i}`,
      excerpt: i === 1 ? 'Como tratar o couro cabeludo sensível' : 'Texto de teste',
      categoryId,
      author: 'Equipa de testes',
      readTimeMinutes: 4,
      mainImage: '/images/blog/teste.svg',
      content: [{ type: 'paragraph' as const, text: `Corpo do artigo ${i}.` }, { type: 'heading' as const, text: 'Subtítulo' }],
      featured: i === 2,
      views: 100_000 + i,
      publishedAt: ago(100 + i),
    })),
  );
  await t.db.insert(blogPosts).values([
    { slug: 'zebra-rascunho', title: 'Rascunho zebra', excerpt: 'x', categoryId, author: 'x', mainImage: '/x.svg', published: false, publishedAt: ago(1) },
    { slug: 'zebra-agendado', title: 'Agendado zebra', excerpt: 'x', categoryId, author: 'x', mainImage: '/x.svg', publishedAt: new Date(Date.now() + 86_400_000) },
  ]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await fn(t, 'GET', url);
  return { status: res.status, json: res.json, data: res.json?.data };
};

describe('blog posts', () => {
  it('pages by 12 with a Laravel paginator and filters by category slug or id', async () => {
    const first = await get('/blog-api/posts?category=teste-zebra');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ current_page: 1, per_page: 12, total: 14, last_page: 2, from: 1, to: 12 });
    expect(first.data.data).toHaveLength(12);
    expect(first.data.data[0]).toMatchObject({ slug: 'zebra-0', category: 'Teste Zebra', category_slug: 'teste-zebra', read_time: '4 min', author: 'Equipa de testes' });
    expect(first.data.data[0].content).toBeUndefined();
    const second = await get(`/blog-api/posts?category=${categoryId}&page=2`);
    expect(second.data.data.map((p: { slug: string }) => p.slug)).toEqual(['zebra-12', 'zebra-13']);
    expect((await get('/blog-api/posts?category=teste-zebra&limit=5')).data.data).toHaveLength(5);
  });

  it('never lists drafts or posts scheduled for later', async () => {
    const all = await get('/blog-api/posts?category=teste-zebra&limit=50');
    expect(all.data.data.map((p: { slug: string }) => p.slug)).not.toContain('zebra-rascunho');
    expect(all.data.data.map((p: { slug: string }) => p.slug)).not.toContain('zebra-agendado');
    expect((await get('/blog-api/posts/slug/zebra-rascunho')).status).toBe(404);
  });

  it('searches title or excerpt, ignoring case and accents, by GET and by POST /search', async () => {
    const byTitle = await get('/blog-api/posts?search=HIDRATACAO%20caracois');
    expect(byTitle.data.data.map((p: { slug: string }) => p.slug)).toEqual(['zebra-0']);
    const byExcerpt = await fn(t, 'POST', '/blog-api/search', { payload: { query: 'couro cabeludo sensível', category: 'teste-zebra' } });
    expect(byExcerpt.json.data.data.map((p: { slug: string }) => p.slug)).toEqual(['zebra-1']);
    const nothing = await get('/blog-api/posts?search=%25%25_');
    expect(nothing.data.total).toBe(0);
    expect((await get(`/blog-api/posts?search=${'a'.repeat(101)}`)).status).toBe(400);
  });

  it('filters featured posts, and answers featured, popular and recent with their default limits', async () => {
    const featured = await get('/blog-api/posts?featured=true&category=teste-zebra');
    expect(featured.data.data.map((p: { slug: string }) => p.slug)).toEqual(['zebra-2']);
    expect((await get('/blog-api/featured')).data.length).toBeLessThanOrEqual(3);
    expect((await get('/blog-api/featured')).data.every((p: { featured: boolean }) => p.featured)).toBe(true);
    const popular = await get('/blog-api/popular');
    expect(popular.data).toHaveLength(5);
    expect(popular.data[0].slug).toBe('zebra-13');
    const recent = await get('/blog-api/recent?limit=2');
    expect(recent.data).toHaveLength(2);
    expect(new Date(recent.data[0].date).getTime()).toBeGreaterThanOrEqual(new Date(recent.data[1].date).getTime());
  });

  it('reads a post by id and by slug with its text blocks, counting one view per visitor per hour', async () => {
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, 'zebra-5'));
    const first = await fn(t, 'GET', `/blog-api/posts/${row!.id}`, { remoteAddress: '192.0.2.50' });
    expect(first.json.data).toMatchObject({ id: row!.id, title: 'Artigo zebra 5', views: row!.views + 1, images: [] });
    expect(first.json.data.content).toEqual([{ type: 'paragraph', text: 'Corpo do artigo 5.' }, { type: 'heading', text: 'Subtítulo' }]);
    const again = await fn(t, 'GET', '/blog-api/posts/slug/zebra-5', { remoteAddress: '192.0.2.50' });
    expect(again.json.data.views).toBe(row!.views + 1);
    const other = await fn(t, 'GET', '/blog-api/posts/slug/zebra-5', { remoteAddress: '192.0.2.51' });
    expect(other.json.data.views).toBe(row!.views + 2);
  });

  it('answers an unknown post with the not-found message', async () => {
    for (const url of ['/blog-api/posts/999999', '/blog-api/posts/abc', '/blog-api/posts/slug/nao-existe']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, error: 'O artigo que procura não existe ou foi removido.' });
    }
  });
});

describe('blog categories and stats', () => {
  it('counts visible posts per category and lists a category\'s posts', async () => {
    const categories = await get('/blog-api/categories');
    expect(categories.data).toContainEqual({ id: categoryId, name: 'Teste Zebra', slug: 'teste-zebra', post_count: 14 });
    const posts = await get('/blog-api/categories/teste-zebra/posts');
    expect(posts.data).toMatchObject({ total: 14, per_page: 12 });
    expect((await get('/blog-api/categories/nao-existe/posts')).status).toBe(404);
  });

  it('reports totals', async () => {
    const stats = await get('/blog-api/stats');
    expect(stats.data.total_posts).toBeGreaterThanOrEqual(14);
    expect(stats.data.total_views).toBeGreaterThanOrEqual(14 * 100_000);
    expect(stats.data.categories.find((c: { slug: string }) => c.slug === 'teste-zebra').post_count).toBe(14);
  });
});

describe('clinic services', () => {
  it('groups services by category with their price text and booking path', async () => {
    const res = await get('/services-api/services');
    expect(res.status).toBe(200);
    const all = res.data.flatMap((g: { services: unknown[] }) => g.services);
    expect(res.data.map((g: { category: string }) => g.category)).toEqual([...new Set(res.data.map((g: { category: string }) => g.category))]);
    expect(all.find((s: { slug: string }) => s.slug === 'consulta-capilar')).toMatchObject({ price: '3600.00', price_text: formatMoney(360_000), booking_option: 'presencial', booking_path: '/consulta-capilar' });
    expect(all.find((s: { slug: string }) => s.slug === 'consulta-capilar-online')).toMatchObject({ price: '2900.00', booking_option: 'online', booking_path: '/consulta-capilar' });
    expect(all.find((s: { slug: string }) => s.slug === 'microagulhamento')).toMatchObject({ price: '9000.00', price_text: `${formatMoney(900_000)} por sessão`, booking_path: '/microagulhamento' });
    expect(all.find((s: { slug: string }) => s.slug === 'manicure')).toMatchObject({ price: '1600.00', booking_path: null });
    const one = await get(`/services-api/services/${all[0].id}`);
    expect(one.data.slug).toBe(all[0].slug);
    expect((await get('/services-api/services/pedicure')).data.price).toBe('1850.00');
    expect((await get('/services-api/services/9999')).status).toBe(404);
  });

  it('generates the PDF catalogue from the current prices', async () => {
    const first = await t.request({ method: 'GET', url: '/services/catalogo.pdf' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('attachment');
    const pdf = Buffer.from(first.body, 'latin1');
    const raw = await t.app.inject({ method: 'GET', url: '/services/catalogo.pdf' });
    const text = pdfText(raw.rawPayload);
    expect(raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    expect(text).toContain('Manicure');
    expect(text).toContain(formatMoney(160_000));
    expect(text).toContain(formatMoney(360_000));

    await t.db.update(clinicServices).set({ priceCents: 175_000 }).where(eq(clinicServices.slug, 'manicure'));
    const changed = await t.app.inject({ method: 'GET', url: '/services/catalogo.pdf' });
    const changedText = pdfText(changed.rawPayload);
    expect(changedText).toContain(formatMoney(175_000));
    expect(changedText).not.toContain(formatMoney(160_000));
    expect(changed.headers.etag).not.toBe(raw.headers.etag);
    const notModified = await t.app.inject({ method: 'GET', url: '/services/catalogo.pdf', headers: { 'if-none-match': String(changed.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    const page = await get('/services-api/services');
    expect(page.data.flatMap((g: { services: { slug: string; price_text: string }[] }) => g.services).find((s: { slug: string }) => s.slug === 'manicure').price_text).toBe(formatMoney(175_000));
  });

  it('leaves inactive services out of the page and the PDF', async () => {
    await t.db.update(clinicServices).set({ active: false }).where(inArray(clinicServices.slug, ['maquilhagem']));
    const res = await get('/services-api/services');
    expect(res.data.flatMap((g: { services: { slug: string }[] }) => g.services).map((s: { slug: string }) => s.slug)).not.toContain('maquilhagem');
    expect(pdfText((await t.app.inject({ method: 'GET', url: '/services/catalogo.pdf' })).rawPayload)).not.toContain('Maquilhagem');
  });
});
