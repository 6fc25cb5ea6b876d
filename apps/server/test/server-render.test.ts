import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatMoney } from '@shop/contract/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { blogCategories, blogPosts, clinicServices } from '../src/db/schema.ts';
import { createCategory, createProduct } from './catalogue-fixtures.ts';
import { createTestDatabase } from './test-app.ts';

const INDEX = `<!doctype html><html lang="pt"><head><meta charset="UTF-8" /><title>Cabelo &amp; Clínica Maputo</title>
<meta name="description" content="Loja." />
<script type="module" crossorigin src="/assets/index-a.js"></script>
</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  // The entry imports the app (decision 174) and, after load, what works offline.
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['_app-g.js', '_after-load-h.js'] },
  '_app-g.js': { file: 'assets/app-g.js', name: 'app', imports: ['index.html'] },
  '_after-load-h.js': { file: 'assets/after-load-h.js', name: 'after-load', imports: ['index.html'] },
  'src/after-first-screen.ts': { file: 'assets/after-first-screen-f.js', isEntry: true },
  'src/routes/product.tsx': { file: 'assets/product-b.js', imports: ['index.html', '_price-c.js'] },
  '_price-c.js': { file: 'assets/price-c.js', imports: ['index.html'] },
  'src/app/query-provider.tsx': { file: 'assets/query-provider-d.js', imports: ['_price-c.js'] },
  'src/routes/cart.tsx': { file: 'assets/cart-e.js', imports: ['index.html'] },
  'src/routes/consultation.tsx': { file: 'assets/consultation-i.js', imports: ['index.html', '_price-c.js'] },
  'src/routes/home.tsx': { file: 'assets/home-j.js', imports: ['index.html'] },
  'src/routes/not-found.tsx': { file: 'assets/not-found-k.js', imports: ['index.html'] },
};

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx) with the same interface: it
 * counts its renders, shows the data it was given, renders nothing for /cart and fails for /falha.
 */
const RENDERER = `
export async function render(url, data) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  if (url.startsWith('/cart')) return null;
  if (url.startsWith('/falha')) throw new Error('render failed');
  return '<h1>' + url + '</h1><p>' + (data.length ? data.map((d) => d.key + ' ' + (d.value.product_info?.name ?? d.value.data?.length ?? d.value.title ?? d.value.length)).join(', ') : 'sem dados') + '</p>';
}`;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), RENDERER);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), database, serveWeb: true, startWorkers: false });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  (globalThis as { __renders?: number }).__renders = 0;
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('pages rendered by the server (decision 071)', () => {
  it('writes the first screen into the app root, with the data the page carries', async () => {
    const cat = await createCategory(database.db, { name: 'Render Teste' });
    const p = await createProduct(database.db, { categoryId: cat.id, name: 'Máscara Renderizada', priceCents: 50_000, stock: 3 });
    const res = await get(`/product/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root" inert><h1>/product/${p.id}</h1><p>product:${p.id} Máscara Renderizada</p></div>`);
    expect(res.body).toContain(`<script type="application/json" id="initial-data">{"product:${p.id}":`);
    // The renderer is never served.
    expect((await get('/.ssr/entry-server.js')).statusCode).toBe(404);
  });

  it('asks for the app\'s code only after the first screen is painted: the small first script, the entry and the chunks listed for it, the app the entry imports first (decisions 077 and 174)', async () => {
    const cat = await createCategory(database.db, { name: 'Render Código' });
    const p = await createProduct(database.db, { categoryId: cat.id, name: 'Óleo Renderizado', priceCents: 30_000, stock: 3 });
    const html = (await get(`/product/${p.id}`)).body;
    expect(html).toContain('<script type="module" crossorigin src="/assets/after-first-screen-f.js"></script>');
    expect(html).not.toContain('src="/assets/index-a.js"');
    expect(html).not.toContain('modulepreload');
    const code = JSON.parse(/<script type="application\/json" id="app-code">(.*?)<\/script>/s.exec(html)![1]!);
    expect(code).toEqual({ entry: '/assets/index-a.js', preload: ['/assets/app-g.js', '/assets/product-b.js', '/assets/price-c.js', '/assets/query-provider-d.js'] });
  });

  it("lists the screen's code for every page, those without a head of their own too, so it is asked for beside the app's (decision 177)", async () => {
    const listed = async (url: string) => JSON.parse(/<script type="application\/json" id="app-code">(.*?)<\/script>/s.exec((await get(url)).body)![1]!).preload;
    expect(await listed('/consulta-capilar')).toEqual(['/assets/app-g.js', '/assets/consultation-i.js', '/assets/price-c.js', '/assets/query-provider-d.js']);
    // Home paints without TanStack Query (decision 020); an unknown path gets the 404 page's code.
    expect(await listed('/')).toEqual(['/assets/app-g.js', '/assets/home-j.js']);
    expect(await listed('/isto-nao-existe')).toEqual(['/assets/app-g.js', '/assets/not-found-k.js', '/assets/query-provider-d.js', '/assets/price-c.js']);
  });

  it('answers an unknown path 404 with its rendered 404 page', async () => {
    const res = await get('/isto-nao-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root" inert><h1>/isto-nao-existe</h1>');
  });

  it('renders a page once per catalogue version, and revalidates it with its ETag', async () => {
    const first = await get('/about');
    const again = await get('/about');
    expect(renders()).toBe(1);
    expect(again.body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const revalidated = await get('/about', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // A catalogue change moves the version: the page is rendered afresh.
    const cat = await createCategory(database.db, { name: 'Outra Render' });
    await createProduct(database.db, { categoryId: cat.id, name: 'Novo Produto Render', priceCents: 10_000, stock: 1 });
    await get('/about');
    expect(renders()).toBe(2);
  });

  it('leaves the root empty for pages the browser renders, and when the render fails', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');
    // Nothing to paint before the app runs: its entry comes at once.
    expect(cart.body).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(cart.body).not.toContain('after-first-screen');
    const failed = await get('/falha');
    expect(failed.statusCode).toBe(404);
    expect(failed.body).toContain('<div id="root"></div>');
  });

  it('carries the blog\'s and the price list\'s first data, read for each request (not covered by the catalogue version)', async () => {
    const [category] = await database.db.insert(blogCategories).values({ slug: 'render-teste', name: 'Render Teste' }).returning();
    await database.db.insert(blogPosts).values({
      slug: 'artigo-renderizado', title: 'Artigo Renderizado', excerpt: 'Resumo.', categoryId: category!.id, author: 'Equipa', mainImage: '/x.svg',
      featured: true, publishedAt: new Date(Date.now() - 60_000),
    });
    const [service] = await database.db.insert(clinicServices).values({ slug: 'servico-renderizado', category: 'Render', name: 'Serviço Renderizado', description: 'Descrição.', priceCents: 150_000, sortOrder: 999 }).returning();
    const carried = (html: string) => JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

    const blog = await get('/blog?categoria=render-teste');
    expect(blog.statusCode).toBe(200);
    const list = carried(blog.body);
    expect(Object.keys(list)).toEqual(['blog-posts:["","render-teste",1,12]', 'blog-categories']);
    expect(list['blog-posts:["","render-teste",1,12]']).toMatchObject({ total: 1, data: [{ slug: 'artigo-renderizado' }] });
    expect(Object.keys(carried((await get('/blog')).body))).toEqual(['blog-posts:["","",1,12]', 'blog-categories', 'blog-featured:1']);

    const post = await get('/blog/artigo-renderizado');
    expect(post.body).toContain('<title>Artigo Renderizado | Cabelo &amp; Clínica Maputo</title>');
    expect(post.body).toContain('<p>blog-post:artigo-renderizado Artigo Renderizado</p>');
    const missing = await get('/blog/nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('id="initial-data"');

    const services = carried((await get('/services')).body).services as { category: string; services: { name: string }[] }[];
    expect(services.find((g) => g.category === 'Render')?.services.map((s) => s.name)).toEqual(['Serviço Renderizado']);
    expect(carried((await get(`/service/${service!.id}`)).body)).toMatchObject({ [`service:${service!.id}`]: { name: 'Serviço Renderizado', price_text: formatMoney(150_000) } });
    expect((await get('/service/nao-existe')).statusCode).toBe(404);

    // A price changed in the back office shows on the next visit: the page was not kept.
    const before = renders();
    await database.db.update(clinicServices).set({ priceCents: 175_000 }).where(eq(clinicServices.id, service!.id));
    expect((await get(`/service/${service!.id}`)).body).toContain(formatMoney(175_000));
    expect(renders()).toBe(before + 1);
  });
});
