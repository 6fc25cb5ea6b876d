import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { countHit } from '../../lib/rate-limit.ts';

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
 * Brute-force limits. Windows are fixed and kept in the database, so a limit always expires (a
 * real customer is never locked out for good) and several instances share the counts.
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
 * Counts an attempt against every limit before it is made (so concurrent attempts cannot slip
 * past a limit), refusing it with 429 when any is exceeded. Returns `succeeded()`, which takes
 * the attempt back: only failures stay counted.
 */
export async function beginAttempt(db: Db, limits: Limit[], message = TOO_MANY_ATTEMPTS): Promise<{ succeeded(): Promise<void> }> {
  let exceeded = false;
  for (const limit of limits) {
    const count = await countHit(db, limit.key, limit.windowSeconds);
    if (count > limit.max) exceeded = true;
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
    if ((await countHit(db, limit.key, limit.windowSeconds)) > limit.max) exceeded = true;
  }
  if (exceeded) throw new AppError('RATE_LIMITED', message);
}
