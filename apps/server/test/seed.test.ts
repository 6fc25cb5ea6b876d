import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { seed, seedIfEmpty } from '../src/db/seed/seed.ts';
import { createTestDatabase } from './test-app.ts';
import type { Database } from '../src/db/client.ts';

const TABLES = [
  'countries',
  'states',
  'cities',
  'categories',
  'products',
  'product_images',
  'product_variants',
  'shipping_methods',
  'coupons',
  'clinic_services',
  'blog_categories',
  'blog_posts',
  'customers',
];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
    result[table] = Number(row!.n);
  }
  return result;
}

describe('seed', () => {
  it('seeded the catalogue the shop owner expects', async () => {
    const before = await counts();
    expect(before.products).toBeGreaterThanOrEqual(48);
    expect(before.blog_posts).toBeGreaterThanOrEqual(8);
    expect(before.customers).toBe(1);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await counts();
    const snapshot = await queryRows(database.db, sql`select slug, price_cents, stock, sold_count from products order by slug`);
    await seed(database.db, { demo: true });
    await seed(database.db, { demo: true });
    expect(await counts()).toEqual(before);
    expect(await queryRows(database.db, sql`select slug, price_cents, stock, sold_count from products order by slug`)).toEqual(snapshot);
  });

  it('never reseeds a database that has data', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it('keeps stock and sales of existing rows when seeding again', async () => {
    await database.db.execute(sql`update products set stock = 3, sold_count = 999 where slug = 'mascara-reconstrucao-queratina'`);
    await seed(database.db, { demo: true });
    const [row] = await queryRows<{ stock: number; sold_count: number }>(
      database.db,
      sql`select stock, sold_count from products where slug = 'mascara-reconstrucao-queratina'`,
    );
    expect(row).toEqual({ stock: 3, sold_count: 999 });
  });
});
