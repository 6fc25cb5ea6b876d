import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { bookings } from '../src/db/schema.ts';
import { maputoInstant } from '../src/lib/maputo-time.ts';
import { consultation, fn, futureDate } from './clinic-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The large race of bookings.test.ts, in the slow project that runs after the quick ones.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one slot, many requests', () => {
  it('books exactly one of 100 concurrent requests for the same slot', async () => {
    const date = futureDate(5);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '15:00', full_name: `Cliente ${i}` }), remoteAddress: `10.1.${Math.floor(i / 250)}.${i % 250}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(results.find((r) => r.status === 409)!.json).toMatchObject({ code: 'SLOT_TAKEN', error: 'Este horário já não está disponível. Escolha outro horário.' });
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from bookings where starts_at = ${maputoInstant(date, '15:00')} and resource = 'consultation'`);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('the database itself refuses a second active booking of the same slot', async () => {
    const date = futureDate(5);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.startsAt, maputoInstant(date, '15:00')));
    const { id: _id, reference: _r, idempotencyKey: _k, ...copy } = row!;
    await expect(t.db.insert(bookings).values({ ...copy, reference: 'CC-DUPLI1' })).rejects.toThrow();
    await t.db.insert(bookings).values({ ...copy, reference: 'CC-CANCEL', status: 'cancelled' });
  });
});
