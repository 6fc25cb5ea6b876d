import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { AppError } from './errors.ts';

/**
 * Counts a hit against `key` in a fixed window kept in the database (so several instances
 * share it) and returns the count so far in this window.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`
    insert into rate_limit_counters (key, window_start, count)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
    returning count`);
  return Number(rows[0]?.count ?? 0);
}

/** Reads the count in the current window without adding to it. */
export async function currentCount(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`
    select count from rate_limit_counters
    where key = ${key}
      and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`);
  return Number(rows[0]?.count ?? 0);
}

export async function enforceLimit(db: Db, key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const count = await countHit(db, key, windowSeconds);
  if (count > limit) throw new AppError('RATE_LIMITED', message);
}
