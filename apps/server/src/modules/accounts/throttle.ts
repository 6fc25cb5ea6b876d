import type { Db } from '../../db/client.ts';
import { beginAttempt, beginGuardedAttempt, sourceKind, type BackoffPolicy, type ClientSource, type Limit } from '../../lib/sign-in-guard.ts';

export const MINUTES_15 = 15 * 60;
export const HOUR = 60 * 60;

export const tooManyCodes = (wait: string) => `Já pedimos vários códigos há pouco. Aguarde ${wait} antes de pedir outro.`;

/**
 * The customers' numbers (decision 096). Password and code guesses back off per source of the
 * account (its known browsers, its usual addresses, everywhere else), so an attacker slows only
 * themselves; the per-address limits are generous because Mozambican mobile networks put many
 * customers behind one address (carrier-grade NAT).
 */
export const CUSTOMER_BACKOFF: BackoffPolicy = { free: 5, maxDelaySeconds: MINUTES_15 };

export const customerAccount = (id: number | null | undefined) => (id ? `customer:${id}` : null);

/** Whose send bucket: the browser when it brought its cookie, else its address. */
const sourceId = (source: ClientSource) => (source.presentedDevice ? `device:${source.deviceHash}` : `address:${source.ip}`);

export const LIMITS = {
  loginAddress: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 50, windowSeconds: MINUTES_15 }),
  codeCheckAddress: (ip: string): Limit => ({ key: `code-check:ip:${ip}`, max: 50, windowSeconds: MINUTES_15 }),
  /**
   * Sends: 3 per 15 minutes for each asker; 6 an hour from all unknown askers together (each code
   * allows 5 tries, so this caps guesses at an account from elsewhere at 30 an hour); 20 per 15
   * minutes per address, except from a browser known to the account.
   */
  codeSend: (purpose: string, target: string, source: ClientSource, known: 'device' | 'address' | 'elsewhere'): Limit[] => [
    { key: `code-send:${purpose}:${target}:${sourceId(source)}`, max: 3, windowSeconds: MINUTES_15 },
    ...(known === 'elsewhere' ? [{ key: `code-send:${purpose}:${target}:elsewhere`, max: 6, windowSeconds: HOUR }] : []),
    ...(known === 'device' ? [] : [{ key: `code-send:ip:${source.ip}`, max: 20, windowSeconds: MINUTES_15 }]),
  ],
  /** The current password asked again by a signed-in customer (password change, e-mail change, deletion). */
  passwordCheck: (customerId: number, ip: string): Limit[] => [
    { key: `password-check:${customerId}`, max: 10, windowSeconds: MINUTES_15 },
    { key: `login:ip:${ip}`, max: 50, windowSeconds: MINUTES_15 },
  ],
  register: (ip: string): Limit[] => [{ key: `register:ip:${ip}`, max: 10, windowSeconds: HOUR }],
};

/** A password sign-in attempt on the e-mail as typed. */
export const beginPasswordAttempt = (db: Db, email: string, customerId: number | null, source: ClientSource) =>
  beginGuardedAttempt(db, {
    scope: 'login',
    subject: email,
    account: customerAccount(customerId),
    source,
    backoff: CUSTOMER_BACKOFF,
    addressLimit: LIMITS.loginAddress(source.ip),
  });

/**
 * A code check. No per-account count: a code answers only the browser or address that asked for
 * it (codes.ts), five tries each, so guesses from elsewhere never touch the owner's code and are
 * bounded by the sends. The per-address limit still holds.
 */
export const beginCodeAttempt = (db: Db, source: ClientSource) => beginAttempt(db, [LIMITS.codeCheckAddress(source.ip)]);

export const codeSendLimits = async (db: Db, purpose: string, target: string, customerId: number | null, source: ClientSource) =>
  LIMITS.codeSend(purpose, target, source, await sourceKind(db, customerAccount(customerId), source));
