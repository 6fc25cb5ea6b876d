import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCTS, productGallery } from './catalogue-data.ts';
import { BLOG_CATEGORIES, BLOG_POSTS } from './content-data.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const effectivePrices = (p: (typeof PRODUCTS)[number]) =>
  p.variants?.length ? p.variants.map((v) => v.salePrice ?? v.price) : [p.salePrice ?? p.price];
const soldOut = (p: (typeof PRODUCTS)[number]) => (p.variants?.length ? p.variants.every((v) => v.stock === 0) : p.stock === 0);

describe('seed catalogue data', () => {
  it('has at least 48 products spread over the six main categories', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(48);
    const main = CATEGORIES.map((c) => c.slug);
    expect(main).toEqual(['shampoos', 'condicionadores', 'mascaras', 'oleos-e-seruns', 'finalizadores', 'acessorios']);
    for (const slug of main) expect(PRODUCTS.filter((p) => p.category === slug).length, slug).toBeGreaterThanOrEqual(8);
    const subs = new Map(CATEGORIES.flatMap((c) => (c.children ?? []).map((ch) => [ch.slug, c.slug] as const)));
    for (const p of PRODUCTS) if (p.subCategory) expect(subs.get(p.subCategory), p.slug).toBe(p.category);
  });

  it('uses unique slugs and SKUs, and sale prices below prices', () => {
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
    const skus = PRODUCTS.flatMap((p) => p.variants?.map((v) => v.sku) ?? []);
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of PRODUCTS) {
      if (p.salePrice !== undefined) expect(p.salePrice, p.slug).toBeLessThan(p.price);
      for (const v of p.variants ?? []) if (v.salePrice !== undefined) expect(v.salePrice, v.sku).toBeLessThan(v.price);
      // A product with variants is listed at its first option's price.
      if (p.variants?.length) expect(p.price, p.slug).toBe(p.variants[0]!.price);
    }
  });

  it('covers the four price bands, variants, sales, trending, featured and sold-out products', () => {
    const prices = PRODUCTS.flatMap(effectivePrices);
    expect(prices.some((x) => x <= 500)).toBe(true);
    expect(prices.some((x) => x > 500 && x <= 1000)).toBe(true);
    expect(prices.some((x) => x > 1000 && x <= 2000)).toBe(true);
    expect(prices.some((x) => x > 2000)).toBe(true);
    expect(PRODUCTS.filter((p) => p.variants?.length).length).toBeGreaterThanOrEqual(6);
    expect(
      PRODUCTS.filter((p) => p.salePrice !== undefined || p.variants?.some((v) => v.salePrice !== undefined)).length,
    ).toBeGreaterThanOrEqual(6);
    expect(PRODUCTS.filter((p) => p.trending).length).toBeGreaterThanOrEqual(6);
    expect(PRODUCTS.filter((p) => p.featured).length).toBeGreaterThanOrEqual(4);
    expect(PRODUCTS.filter((p) => !p.variants?.length && soldOut(p)).length).toBeGreaterThanOrEqual(2);
    expect(PRODUCTS.some((p) => p.variants?.length && soldOut(p))).toBe(true);
    expect(new Set(PRODUCTS.map((p) => p.ageDays)).size).toBeGreaterThan(10);
    expect(PRODUCTS.every((p) => p.sold >= 0 && p.description.startsWith('<p>') && p.detail && p.specification)).toBe(true);
  });

  it('ships every image it names, small, with its dimensions', () => {
    const images = [
      ...PRODUCTS.flatMap((p) => productGallery(p).map((view) => view.url)),
      ...CATEGORIES.map((c) => c.image),
      ...BLOG_POSTS.flatMap((b) => [b.mainImage, ...(b.images ?? [])]),
    ];
    for (const image of images) {
      const file = path.join(webPublic, image);
      expect(existsSync(file), image).toBe(true);
      expect(statSync(file).size, image).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg, image).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });
});

describe('seed blog data', () => {
  it('has at least 8 posts across the four categories, with real content', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(BLOG_POSTS.map((b) => b.category))).toEqual(new Set(BLOG_CATEGORIES.map((c) => c.slug)));
    expect(new Set(BLOG_POSTS.map((b) => b.slug)).size).toBe(BLOG_POSTS.length);
    expect(BLOG_POSTS.filter((b) => b.featured).length).toBeGreaterThanOrEqual(3);
    for (const post of BLOG_POSTS) {
      expect(post.content.filter((b) => b.type === 'paragraph').length, post.slug).toBeGreaterThanOrEqual(3);
      expect(
        post.content.some((b) => b.type === 'heading'),
        post.slug,
      ).toBe(true);
    }
  });
});
