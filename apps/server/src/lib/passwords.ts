import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB). Production never runs below this cost. */
export const PRODUCTION_PASSWORD_COST = 17;
/** The lowest cost the configuration accepts (tests: a hash takes about a millisecond). */
export const MIN_PASSWORD_COST = 10;
export const MAX_PASSWORD_COST = 20;

const R = 8;
const P = 1;
const KEYLEN = 32;
const maxmem = (N: number, r: number) => 256 * N * r;

/**
 * log2 of scrypt's N for new hashes. Set from the validated config (PASSWORD_HASH_COST) by the
 * server, its command-line tools and the test setup; stored hashes carry their own parameters.
 */
let cost = PRODUCTION_PASSWORD_COST;

export function configurePasswordCost(next: number) {
  if (!Number.isInteger(next) || next < MIN_PASSWORD_COST || next > MAX_PASSWORD_COST) {
    throw new RangeError(`password cost must be an integer from ${MIN_PASSWORD_COST} to ${MAX_PASSWORD_COST}`);
  }
  cost = next;
}

const params = () => ({ N: 2 ** cost, r: R, p: P });

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params();
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)),
  });
  return timingSafeEqual(key, expected);
}

/** Whether a stored hash uses other parameters than today's (rehash on next sign-in). */
export const needsRehash = (stored: string) => {
  const { N, r, p } = params();
  return !stored.startsWith(`scrypt$${N}$${r}$${p}$`);
};
