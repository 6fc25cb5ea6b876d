import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { hashToken } from './tokens.ts';

/**
 * The guard against guessing that an attacker cannot aim at an account (decision 096). Attempts on
 * an account are counted per source: a browser that signed in to it before (its device cookie), an
 * address it signed in from lately, or "elsewhere". Each source backs off on its own, so an attack
 * from elsewhere slows the attacker and never the owner at their usual device or address.
 */

export const DEVICE_COOKIE = 'dispositivo';
const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;
const DEVICE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60;
export const KNOWN_DEVICE_DAYS = 180;
export const KNOWN_ADDRESS_DAYS = 30;
/** Quiet this long and a bucket's failures are forgotten. */
export const FORGET_FAILURES_AFTER_SECONDS = 24 * 60 * 60;

/** Who is asking: the browser's device id (always set by now) and whether it came with the request. */
export interface ClientSource {
  ip: string;
  deviceHash: string;
  /** False on a first visit or for a client that keeps no cookies: then the address stands in for the device. */
  presentedDevice: boolean;
}

function readDeviceCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const value = rest.join('=');
      return DEVICE_ID.test(value) ? value : null;
    }
  }
  return null;
}

/** Reads the device cookie, giving the browser one when it has none. */
export function clientSource(request: FastifyRequest, reply: FastifyReply, secureCookie: boolean): ClientSource {
  const presented = readDeviceCookie(request.headers.cookie);
  const device = presented ?? randomBytes(24).toString('base64url');
  if (!presented) {
    reply.header(
      'Set-Cookie',
      `${DEVICE_COOKIE}=${device}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`,
    );
  }
  return { ip: request.ip, deviceHash: hashToken(device), presentedDevice: presented !== null };
}

export type SourceKind = 'device' | 'address' | 'elsewhere';

/** How the account knows this source. `account` is null when the e-mail or number has no account. */
export async function sourceKind(db: Db, account: string | null, source: ClientSource): Promise<SourceKind> {
  if (!account) return 'elsewhere';
  const rows = await queryRows<{ kind: 'device' | 'address' }>(db, sql`
    select kind from known_sign_in_sources
    where account = ${account} and (
      (kind = 'device' and value = ${source.deviceHash} and last_success_at > now() - make_interval(days => ${KNOWN_DEVICE_DAYS}))
      or (kind = 'address' and value = ${source.ip} and last_success_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})))`);
  if (rows.some((r) => r.kind === 'device')) return 'device';
  return rows.length ? 'address' : 'elsewhere';
}

/** The back-off bucket of an attempt on `subject` (the e-mail or number as typed) from this source. */
export function bucketKey(scope: string, subject: string, kind: SourceKind, source: ClientSource): string {
  if (kind === 'device') return `${scope}:${subject}:device:${source.deviceHash}`;
  if (kind === 'address') return `${scope}:${subject}:address:${source.ip}`;
  return `${scope}:${subject}:elsewhere`;
}

/** Remembers a successful sign-in's browser and address for the account. */
export async function rememberSource(db: Db, account: string, source: ClientSource): Promise<void> {
  await db.execute(sql`
    insert into known_sign_in_sources (account, kind, value, last_success_at)
    values (${account}, 'device', ${source.deviceHash}, now()), (${account}, 'address', ${source.ip}, now())
    on conflict (account, kind, value) do update set last_success_at = now()`);
}

/** Forgets where an account signed in from (account deletion). */
export async function forgetSources(db: Db, account: string): Promise<void> {
  await db.execute(sql`delete from known_sign_in_sources where account = ${account}`);
}

export interface BackoffPolicy {
  /** Failures allowed without any wait. */
  free: number;
  /** The longest wait between two attempts, however many failures. */
  maxDelaySeconds: number;
}

/** The wait after the n-th failure: none while free, then 1 s, 2 s, 4 s … up to the cap. */
export function backoffDelaySeconds(failures: number, policy: BackoffPolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(policy.maxDelaySeconds, 2 ** (failures - policy.free - 1));
}

/**
 * Takes a turn in a bucket: counts the attempt as a failure before it is checked (a burst of
 * parallel guesses cannot slip past) and sets when the next may come. Returns the seconds to wait
 * when the bucket is still waiting; nothing is counted then.
 */
export async function takeTurn(db: Db, key: string, policy: BackoffPolicy): Promise<{ retryAfter: number } | null> {
  const failures = sql`(case when sign_in_backoff.last_failure_at < now() - make_interval(secs => ${FORGET_FAILURES_AFTER_SECONDS}) then 1 else sign_in_backoff.failures + 1 end)`;
  const delay = (n: SQL) =>
    sql`make_interval(secs => case when ${n} <= ${policy.free} then 0 else least(${policy.maxDelaySeconds}, power(2, ${n} - ${policy.free} - 1)) end)`;
  const taken = await queryRows<{ failures: number }>(db, sql`
    insert into sign_in_backoff (key, failures, last_failure_at, blocked_until)
    values (${key}, 1, now(), now() + ${delay(sql`1`)})
    on conflict (key) do update set
      failures = ${failures},
      last_failure_at = now(),
      blocked_until = now() + ${delay(failures)}
    where sign_in_backoff.blocked_until <= now()
       or sign_in_backoff.last_failure_at < now() - make_interval(secs => ${FORGET_FAILURES_AFTER_SECONDS})
    returning failures`);
  if (taken.length) return null;
  const [row] = await queryRows<{ wait: number }>(db, sql`
    select ceil(extract(epoch from (blocked_until - now())))::int as wait from sign_in_backoff where key = ${key}`);
  return { retryAfter: Math.max(1, Number(row?.wait ?? 1)) };
}

/** A success: the bucket starts again from nothing. */
export async function clearBackoff(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from sign_in_backoff where key = ${key}`);
}

/** "30 segundos", "1 minuto", "15 minutos": how long to wait, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export const tooManyAttempts = (retryAfter: number) =>
  new AppError('RATE_LIMITED', `Demasiadas tentativas falhadas. Por segurança, aguarde ${waitInWords(retryAfter)} e tente novamente.`, {
    retryAfter,
  });

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit in the current fixed window and returns the sliding-window estimate: this window's
 * count plus the previous window's, weighted by how much of it still overlaps the last
 * `windowSeconds`. Plain fixed windows would allow twice the limit across a window boundary.
 */
export async function slidingHit(db: Db, key: string, windowSeconds: number): Promise<{ estimate: number; secondsLeft: number }> {
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
  return { estimate: Number(row!.count) + Number(row!.previous) * (1 - elapsed), secondsLeft: Math.max(1, Math.ceil((1 - elapsed) * windowSeconds)) };
}

/** Counts a hit against every limit; the seconds to wait when any is exceeded, else null. */
async function hitAll(db: Db, limits: Limit[]): Promise<number | null> {
  let wait: number | null = null;
  for (const limit of limits) {
    const { estimate, secondsLeft } = await slidingHit(db, limit.key, limit.windowSeconds);
    if (estimate > limit.max) wait = Math.max(wait ?? 0, secondsLeft);
  }
  return wait;
}

/**
 * Counts an attempt against every limit before it is made (so concurrent attempts cannot slip
 * past a limit), refusing it with 429 when any is exceeded. Returns `succeeded()`, which takes
 * the attempt back: only failures stay counted.
 */
export async function beginAttempt(db: Db, limits: Limit[]): Promise<{ succeeded(): Promise<void> }> {
  const wait = await hitAll(db, limits);
  if (wait !== null) throw tooManyAttempts(wait);
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
export async function countSend(db: Db, limits: Limit[], message: (wait: string) => string): Promise<void> {
  const wait = await hitAll(db, limits);
  if (wait !== null) throw new AppError('RATE_LIMITED', message(waitInWords(wait)), { retryAfter: wait });
}

export interface GuardedAttempt {
  /** The attempt succeeded: its bucket starts again, the address hit is taken back, the source becomes known. */
  succeeded(): Promise<void>;
}

/**
 * Guards one password or code attempt on `subject` (the e-mail or number as typed, account or not,
 * so both answer alike). The per-address limit applies unless the browser is known to the
 * account; then the attempt takes a turn in its source's back-off bucket.
 */
export async function beginGuardedAttempt(
  db: Db,
  input: { scope: string; subject: string; account: string | null; source: ClientSource; backoff: BackoffPolicy; addressLimit: Limit },
): Promise<GuardedAttempt> {
  const kind = await sourceKind(db, input.account, input.source);
  const addressAttempt = kind === 'device' ? null : await beginAttempt(db, [input.addressLimit]);
  const key = bucketKey(input.scope, input.subject, kind, input.source);
  const wait = await takeTurn(db, key, input.backoff);
  if (wait) throw tooManyAttempts(wait.retryAfter);
  return {
    async succeeded() {
      await clearBackoff(db, key);
      await addressAttempt?.succeeded();
      if (input.account) await rememberSource(db, input.account, input.source);
    },
  };
}
