import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export const MINUTES_15 = 15 * 60;
export const HOUR = 60 * 60;

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export const TOO_MANY_ATTEMPTS = 'Demasiadas tentativas falhadas. Por segurança, aguarde 15 minutos e tente novamente.';
export const TOO_MANY_CODES = 'Já pedimos vários códigos há pouco. Aguarde 15 minutos antes de pedir outro.';

/**
 * Brute-force limits, kept in the database so several instances share the counts. A limit always
 * expires: a real customer is never locked out for good.
 * The per-account keys use the e-mail or phone as typed (normalised), whether or not an account
 * exists, so the answers are the same for both.
 */
export const LIMITS = {
  login: (email: string, ip: string): Limit[] => [
    { key: `login:account:${email}`, max: 10, windowSeconds: MINUTES_15 },
    { key: `login:ip:${ip}`, max: 50, windowSeconds: MINUTES_15 },
  ],
  codeCheck: (purpose: string, target: string, ip: string): Limit[] => [
    { key: `code-check:${purpose}:${target}`, max: 10, windowSeconds: MINUTES_15 },
    { key: `code-check:ip:${ip}`, max: 50, windowSeconds: MINUTES_15 },
  ],
  codeSend: (purpose: string, target: string, ip: string): Limit[] => [
    { key: `code-send:${purpose}:${target}`, max: 3, windowSeconds: MINUTES_15 },
    { key: `code-send:ip:${ip}`, max: 20, windowSeconds: MINUTES_15 },
  ],
  /** The current password asked again by a signed-in customer (password change, e-mail change, deletion). */
  passwordCheck: (customerId: number, ip: string): Limit[] => [
    { key: `password-check:${customerId}`, max: 10, windowSeconds: MINUTES_15 },
    { key: `login:ip:${ip}`, max: 50, windowSeconds: MINUTES_15 },
  ],
  register: (ip: string): Limit[] => [{ key: `register:ip:${ip}`, max: 10, windowSeconds: HOUR }],
};

/**
 * Counts a hit in the current fixed window and returns the sliding-window estimate: this window's
 * count plus the previous window's, weighted by how much of it still overlaps the last
 * `windowSeconds`. Plain fixed windows would allow twice the limit across a window boundary.
 */
export async function slidingHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await queryRows<{ count: number; previous: number; elapsed: number }>(db, sql`
    with hit as (
      insert into rate_limit_counters (key, window_start, count)
      values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning count, window_start
    )
    select hit.count,
      coalesce((select c.count from rate_limit_counters c
                where c.key = ${key} and c.window_start = hit.window_start - make_interval(secs => ${windowSeconds})), 0) as previous,
      extract(epoch from (now() - hit.window_start)) / ${windowSeconds} as elapsed
    from hit`);
  const elapsed = Math.min(1, Math.max(0, Number(row!.elapsed)));
  return Number(row!.count) + Number(row!.previous) * (1 - elapsed);
}

/**
 * Counts an attempt against every limit before it is made (so concurrent attempts cannot slip
 * past a limit), refusing it with 429 when any is exceeded. Returns `succeeded()`, which takes
 * the attempt back: only failures stay counted.
 */
export async function beginAttempt(db: Db, limits: Limit[], message = TOO_MANY_ATTEMPTS): Promise<{ succeeded(): Promise<void> }> {
  let exceeded = false;
  for (const limit of limits) {
    if ((await slidingHit(db, limit.key, limit.windowSeconds)) > limit.max) exceeded = true;
  }
  if (exceeded) throw new AppError('RATE_LIMITED', message);
  return {
    async succeeded() {
      for (const limit of limits) {
        await db.execute(sql`
          update rate_limit_counters set count = greatest(count - 1, 0)
          where key = ${limit.key}
            and window_start = to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds})`);
      }
    },
  };
}

/** Counts a send; refuses it with 429 past the limit. Sends stay counted even when they succeed. */
export async function countSend(db: Db, limits: Limit[], message = TOO_MANY_CODES): Promise<void> {
  let exceeded = false;
  for (const limit of limits) {
    if ((await slidingHit(db, limit.key, limit.windowSeconds)) > limit.max) exceeded = true;
  }
  if (exceeded) throw new AppError('RATE_LIMITED', message);
}
