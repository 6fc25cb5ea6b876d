import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the database client', () => {
  // The embedded database keeps array parsers for plain types only (db/client.ts, keepPlainArrayParsers).
  it('answers arrays of plain types as arrays, on either driver', async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select array['a', 'b']::text[] as texts, array[1, 2]::int[] as ints, array[true, false] as flags,
        array['{"a": 1}'::jsonb] as documents, array['Maputo']::varchar[] as names`,
    );
    expect(row).toEqual({ texts: ['a', 'b'], ints: [1, 2], flags: [true, false], documents: [{ a: 1 }], names: ['Maputo'] });
  });

  // PGlite's own map also parsed arrays of every row type; copying that map for every query was the cost.
  it('answers an array of rows as PostgreSQL writes it, as node-postgres does', async () => {
    const [row] = await queryRows<{ places: unknown }>(
      database.db,
      sql`select array_agg(countries order by id) as places from countries where id in (select id from countries order by id limit 2)`,
    );
    expect(typeof row!.places).toBe('string');
    expect(row!.places).toMatch(/^\{"\(\d+,/);
  });
});
