import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { PRICE_BAND_KEYS, PRICE_BANDS } from '@shop/contract/catalogue-rules';
import { priceBandNumber, products, productVariants } from '../src/db/schema.ts';
import { createTestDatabase } from './test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Product = typeof products.$inferSelect;
type Variant = typeof productVariants.$inferSelect;

/** What the list figures must be, recomputed here from the rows (not by the database's function). */
function expected(p: Product, variants: Variant[]) {
  if (!variants.length) {
    const final = p.salePriceCents ?? p.priceCents;
    return { listPriceCents: p.priceCents, listSalePriceCents: p.salePriceCents, finalPriceCents: final, maxFinalPriceCents: final, totalStock: p.stock, inStock: p.stock > 0, variantCount: 0, onSale: p.salePriceCents !== null };
  }
  const finalOf = (v: Variant) => v.salePriceCents ?? v.priceCents;
  const cheapest = [...variants].sort((a, b) => finalOf(a) - finalOf(b) || a.sortOrder - b.sortOrder || a.id - b.id)[0]!;
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  return {
    listPriceCents: cheapest.priceCents,
    listSalePriceCents: cheapest.salePriceCents,
    finalPriceCents: finalOf(cheapest),
    maxFinalPriceCents: Math.max(...variants.map(finalOf)),
    totalStock: stock,
    inStock: stock > 0,
    variantCount: variants.length,
    onSale: variants.some((v) => v.salePriceCents !== null),
  };
}

async function checkAll(ids: number[], step: string) {
  const db = database.db;
  const rows = await db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const variants = await db.select().from(productVariants).where(inArray(productVariants.productId, ids));
  for (const p of rows) {
    const want = expected(p, variants.filter((v) => v.productId === p.id));
    const got = {
      listPriceCents: p.listPriceCents, listSalePriceCents: p.listSalePriceCents, finalPriceCents: p.finalPriceCents, maxFinalPriceCents: p.maxFinalPriceCents,
      totalStock: p.totalStock, inStock: p.inStock, variantCount: p.variantCount, onSale: p.onSale,
    };
    expect(got, `product ${p.id} after ${step}`).toEqual(want);
  }
}

describe('list figures kept on the product row', () => {
  it('equal a recomputation from the variants after every random sale, cancellation, return, restock and edit', async () => {
    const db = database.db;
    const withVariants = await queryRows<{ id: number }>(db, sql`select distinct product_id as id from product_variants order by 1 limit 3`);
    const without = await queryRows<{ id: number }>(db, sql`select id from products p where not exists (select 1 from product_variants v where v.product_id = p.id) order by id limit 3`);
    const ids = [...withVariants, ...without].map((r) => Number(r.id));
    expect(ids.length).toBe(6);
    await checkAll(ids, 'the seed');

    const rnd = random(20261126);
    const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
    let sku = 0;
    for (let step = 0; step < 80; step++) {
      const productId = pick(ids);
      const variants = await db.select().from(productVariants).where(eq(productVariants.productId, productId));
      const qty = 1 + Math.floor(rnd() * 3);
      const op = pick(['sale', 'cancel', 'return', 'restock', 'variant-price', 'product-price', 'add-variant', 'remove-variant', 'sold-count'] as const);
      const variant = variants.length ? pick(variants) : null;
      switch (op) {
        case 'sale':
          // As an order takes stock: only when there is enough.
          if (variant) await db.update(productVariants).set({ stock: sql`${productVariants.stock} - ${qty}` }).where(sql`${productVariants.id} = ${variant.id} and ${productVariants.stock} >= ${qty}`);
          else await db.update(products).set({ stock: sql`${products.stock} - ${qty}` }).where(sql`${products.id} = ${productId} and ${products.stock} >= ${qty}`);
          break;
        case 'cancel':
        case 'return':
        case 'restock':
          if (variant) await db.update(productVariants).set({ stock: sql`${productVariants.stock} + ${qty}` }).where(eq(productVariants.id, variant.id));
          else await db.update(products).set({ stock: sql`${products.stock} + ${qty}` }).where(eq(products.id, productId));
          break;
        case 'variant-price': {
          if (!variant) break;
          const price = 10_000 + Math.floor(rnd() * 200) * 500;
          await db.update(productVariants).set({ priceCents: price, salePriceCents: rnd() < 0.4 ? price - 1_000 : null }).where(eq(productVariants.id, variant.id));
          break;
        }
        case 'product-price': {
          const price = 10_000 + Math.floor(rnd() * 200) * 500;
          await db.update(products).set({ priceCents: price, salePriceCents: rnd() < 0.4 ? price - 2_000 : null }).where(eq(products.id, productId));
          break;
        }
        case 'add-variant':
          await db.insert(productVariants).values({ productId, name: `Opção ${step}`, sku: `PROP-${step}-${sku++}`, priceCents: 15_000 + step * 100, stock: Math.floor(rnd() * 5), sortOrder: step });
          break;
        case 'remove-variant':
          if (variant) await db.delete(productVariants).where(eq(productVariants.id, variant.id));
          break;
        case 'sold-count':
          await db.update(products).set({ soldCount: sql`${products.soldCount} + ${qty}` }).where(eq(products.id, productId));
          break;
      }
      await checkAll(ids, `step ${step} (${op} on ${productId})`);
    }
    expect(await queryRows(db, sql`select * from shop_catalogue_drift()`)).toEqual([]);
  });

  it('cannot be written wrong: a direct write of the figures is recomputed', async () => {
    const db = database.db;
    const [p] = await db.select().from(products).where(eq(products.active, true)).limit(1);
    await db.update(products).set({ finalPriceCents: 1, totalStock: 999_999, inStock: true, variantCount: 42 }).where(eq(products.id, p!.id));
    const [after] = await db.select().from(products).where(eq(products.id, p!.id));
    expect(after).toMatchObject({ finalPriceCents: p!.finalPriceCents, totalStock: p!.totalStock, variantCount: p!.variantCount });
  });

  it('keeps the search document with the category names, renamed with the category', async () => {
    const db = database.db;
    const [p] = await db.select({ id: products.id, categoryId: products.categoryId }).from(products).limit(1);
    await db.execute(sql`update categories set name = 'Categoria Renomeada Ábc' where id = ${p!.categoryId}`);
    const [after] = await db.select({ doc: products.searchDoc }).from(products).where(eq(products.id, p!.id));
    expect(after!.doc).toContain('categoria renomeada abc');
  });

  it('keeps each final price in the band the catalogue filters by, at every edge of every band', async () => {
    const prices = PRICE_BAND_KEYS.flatMap((key) => {
      const { min, max } = PRICE_BANDS[key];
      return [min, min + 1, ...(max === null ? [10_000_000] : [max - 1, max])];
    });
    const bands = await database.db.transaction(async (tx) => {
      // The database's own expression for the column, on a copy of the table that lives for this transaction.
      await tx.execute(sql`create temp table band_probe (like products including generated including defaults) on commit drop`);
      for (const cents of prices) {
        await tx.execute(sql`insert into band_probe (slug, name, cover_image, category_id, price_cents, final_price_cents) values (${`p${cents}`}, 'p', '', 1, ${cents}, ${cents})`);
      }
      return queryRows<{ final_price_cents: number; price_band: number | null }>(tx, sql`select final_price_cents, price_band from band_probe order by id`);
    });
    const bandOf = (cents: number) => PRICE_BAND_KEYS.find((key) => cents >= PRICE_BANDS[key].min && (PRICE_BANDS[key].max === null || cents <= PRICE_BANDS[key].max!));
    expect(bands.map((b) => [b.final_price_cents, b.price_band])).toEqual(prices.map((cents) => [cents, priceBandNumber(bandOf(cents)!)]));
  });
});
