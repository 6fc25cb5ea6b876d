/** Unambiguous characters only (no 0/O, 1/I/L), so a reference survives being read over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;
const SPACE = BigInt(ALPHABET.length) ** BigInt(LENGTH);
// A multiplier with no factor 31 is invertible modulo 31^6: distinct ids give distinct references.
const MULTIPLIER = 2_246_822_519n;
const OFFSET = 193_707_721n;

/**
 * The order reference a customer quotes (CM + 6 characters). Derived from the order id by a
 * permutation, so it is unique without a retry loop and does not make the number of orders obvious
 * (ownership, not secrecy, protects an order).
 */
export function orderReference(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || BigInt(id) >= SPACE) throw new Error(`order id out of range: ${id}`);
  let n = (BigInt(id) * MULTIPLIER + OFFSET) % SPACE;
  let out = '';
  for (let i = 0; i < LENGTH; i += 1) {
    out = ALPHABET[Number(n % BigInt(ALPHABET.length))] + out;
    n /= BigInt(ALPHABET.length);
  }
  return `CM${out}`;
}
