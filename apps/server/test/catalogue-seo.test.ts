import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { blogPosts } from '../src/db/schema.ts';
import { createCategory, createProduct } from './catalogue-fixtures.ts';
import { createTestDatabase } from './test-app.ts';

const INDEX = `<!doctype html><html lang="pt"><head><meta charset="UTF-8" /><title>Cabelo &amp; Clínica Maputo</title>
<meta name="description" content="Loja." />
</head><body><div id="root"></div></body></html>`;

let app: FastifyInstance;
let database: Database;
const ORIGIN = 'https://loja.exemplo.co.mz';
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: [] },
      'src/routes/product.tsx': { file: 'assets/product-b.js', imports: ['index.html', '_price-c.js'] },
      '_price-c.js': { file: 'assets/price-c.js', imports: ['index.html'] },
      'src/app/query-provider.tsx': { file: 'assets/query-provider-d.js', imports: ['_price-c.js'] },
      'src/routes/catalogue.tsx': { file: 'assets/catalogue-e.js', imports: ['_price-c.js'] },
    }),
  );
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN }), database, serveWeb: true, startWorkers: false });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('product pages as crawlers see them', () => {
  it('carry the title, description, canonical link, Open Graph tags, Product JSON-LD and an image preload', async () => {
    const cat = await createCategory(database.db, { name: 'Óleos Teste' });
    const p = await createProduct(database.db, {
      categoryId: cat.id, name: 'Óleo de "Argan" <Puro>', priceCents: 90_000, salePriceCents: 75_000, stock: 4, ratingAverage: 4.5, ratingCount: 2,
      description: '<p>Brilho &amp; nutrição.</p><script>alert(1)</script>', images: ['/media/img42', '/images/products/b.svg'],
    });
    for (const url of [`/product/${p.id}`, `/new-product/${p.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<title>Óleo de "Argan" &lt;Puro&gt; | Cabelo &amp; Clínica Maputo</title>');
      expect(html).toContain('<meta name="description" content="Brilho &amp; nutrição." />');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/${p.id}" data-page-meta>`);
      expect(html).toContain('<meta property="og:type" content="product" data-page-meta>');
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/img42/1280.webp" data-page-meta>`);
      expect(html).toContain('<meta property="product:price:amount" content="750.00" data-page-meta>');
      expect(html).toContain('rel="preload" as="image" href="/media/img42/640.webp" fetchpriority="high" imagesrcset="/media/img42/320.webp 320w');
      expect(html).not.toContain('<script>alert(1)');
      const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/s.exec(html)![1]!);
      expect(jsonLd).toMatchObject({
        '@type': 'Product', name: 'Óleo de "Argan" <Puro>', description: 'Brilho & nutrição.',
        offers: { '@type': 'Offer', price: '750.00', priceCurrency: 'MZN', availability: 'https://schema.org/InStock' },
        aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      });
      expect(jsonLd.image).toEqual([`${ORIGIN}/media/img42/1280.webp`, `${ORIGIN}/images/products/b.svg`]);
    }
  });

  it('preload the screen code and carry the guest detail, so the page needs no second round trip', async () => {
    const cat = await createCategory(database.db);
    const p = await createProduct(database.db, { categoryId: cat.id, name: 'Touca </script><b>' });
    const html = (await get(`/product/${p.id}`)).body;
    for (const file of ['product-b.js', 'price-c.js', 'query-provider-d.js']) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" data-page-meta>`);
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-a.js"');
    expect(html.match(/price-c\.js/g)).toHaveLength(1);
    const data = JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);
    expect(Object.keys(data)).toEqual([`product:${p.id}`]);
    const detail = data[`product:${p.id}`];
    expect(detail.product_info).toMatchObject({ id: p.id, name: 'Touca </script><b>' });
    expect(detail.product_info).not.toHaveProperty('in_whishlist');
  });

  it('describe the range of a product with variants', async () => {
    const cat = await createCategory(database.db);
    const p = await createProduct(database.db, { categoryId: cat.id, variants: [{ name: '250 ml', priceCents: 85_000, stock: 0 }, { name: '500 ml', priceCents: 145_000, salePriceCents: 129_000, stock: 2 }] });
    const html = (await get(`/product/${p.id}`)).body;
    const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/s.exec(html)![1]!);
    expect(jsonLd.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '850.00', highPrice: '1290.00', offerCount: 2 });
    expect(jsonLd.offers.offers.map((o: { availability: string }) => o.availability)).toEqual(['https://schema.org/OutOfStock', 'https://schema.org/InStock']);
    expect(html).toContain('href="/images/products/teste-');
  });

  it('answer a missing product with 404, the app, and noindex', async () => {
    for (const url of ['/product/999999', '/product/abc', '/product/99999999999999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" data-page-meta>');
      expect(res.body).toContain('<title>Produto não encontrado | Cabelo &amp; Clínica Maputo</title>');
    }
  });

  it('title the catalogue and its categories, and 404 an unknown category', async () => {
    const cat = await createCategory(database.db, { name: 'Tranças & Co', description: 'Tudo para tranças.' });
    expect((await get('/products')).body).toContain('<title>Produtos | Cabelo &amp; Clínica Maputo</title>');
    const bySlug = await get(`/products/${cat.slug}`);
    expect(bySlug.body).toContain('<title>Tranças &amp; Co | Cabelo &amp; Clínica Maputo</title>');
    expect(bySlug.body).toContain('content="Tudo para tranças."');
    expect((await get(`/products/category/${cat.id}?sort=newest`)).body).toContain(`href="${ORIGIN}/products/${cat.slug}"`);
    expect((await get('/products/nao-existe')).statusCode).toBe(404);
    const filtered = (await get(`/products/${cat.slug}?q=touca&preco=ate-500&pagina=2`)).body;
    expect(filtered).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(filtered).toContain('<link rel="modulepreload" crossorigin href="/assets/catalogue-e.js" data-page-meta>');
    const [[key, list]] = Object.entries(JSON.parse(/id="initial-data">(.*?)<\/script>/s.exec(filtered)![1]!)) as [[string, unknown]];
    expect(JSON.parse(key.replace(/^catalogue:/, ''))).toEqual({ search: 'touca', sort: 'all', price: 'ate-500', category: cat.slug, page: 2, per_page: 12 });
    expect(list).toMatchObject({ current_page: 2, selected_category: { id: cat.id } });
    // Other pages get the app's shell unchanged but for the store's settings, written as inert JSON.
    const about = (await get('/about')).body;
    const config = /<script type="application\/json" id="shop-config">(.*?)<\/script>/s.exec(about);
    expect(JSON.parse(config![1]!)).toMatchObject({ storeSlug: expect.any(String), anonKey: expect.any(String) });
    expect(about.replace(/\n\s*<script type="application\/json" id="shop-config">.*?<\/script>\n\s*/s, '\n')).toBe(INDEX);
  });
});

describe('the home page', () => {
  it('carries a guest\'s bestsellers as the carousel\'s own call answers them, so the server renders them into the page', async () => {
    const html = (await get('/')).body;
    const data = JSON.parse(/id="initial-data">(.*?)<\/script>/s.exec(html)![1]!);
    expect(Object.keys(data)).toEqual(['bestsellers:12']);
    const carried = data['bestsellers:12'];
    const api = await app.inject({ method: 'POST', url: `/api/${app.config.STORE_SLUG}/bestseller-guest`, payload: { per_page: 12 } });
    // The same list and page as the call (the API writes image addresses absolute; the page keeps them relative).
    const answered = api.json().data;
    expect(carried.data.map((p: { id: number }) => p.id)).toEqual(answered.data.map((p: { id: number }) => p.id));
    expect({ ...carried, data: [] }).toEqual({ ...answered, data: [] });
    expect(carried.data.length).toBeGreaterThan(0);
  });
});

describe('sitemap and robots', () => {
  it('lists static pages, categories with products, products with images, and published blog posts', async () => {
    const cat = await createCategory(database.db);
    const empty = await createCategory(database.db);
    const p = await createProduct(database.db, { categoryId: cat.id, name: 'Pente & Escova' });
    const hidden = await createProduct(database.db, { categoryId: cat.id, active: false });
    const [draft] = await database.db.select().from(blogPosts).limit(1);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const page of ['/', '/products', '/services', '/blog', '/contact', '/about']) expect(xml).toContain(`<loc>${ORIGIN}${page}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/products/${cat.slug}</loc>`);
    expect(xml).not.toContain(`/products/${empty.slug}<`);
    expect(xml).toContain(`<loc>${ORIGIN}/product/${p.id}</loc><lastmod>`);
    expect(xml).toContain('<image:title>Pente &amp; Escova</image:title>');
    expect(xml).not.toContain(`/product/${hidden.id}<`);
    if (draft) expect(xml).toContain(`<loc>${ORIGIN}/blog/${draft.id}</loc>`);
    expect(xml).not.toContain('/checkout');
  });

  it('serves robots.txt pointing at the sitemap and keeping private pages out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
