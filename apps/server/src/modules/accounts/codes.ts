import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ClientSource } from '../../lib/sign-in-guard.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type CodePurpose = 'phone_sign_in' | 'password_reset';

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_TRIES_PER_CODE = 5;
export const RESEND_AFTER_SECONDS = 60;
export const RESET_TOKEN_TTL_SECONDS = 15 * 60;

export const CODE_EXPIRED = 'O código expirou ou já foi usado. Peça um novo código.';
export const CODE_WRONG_LAST = 'Código incorreto. Peça um novo código.';
export const codeWrong = (left: number) => `Código incorreto. ${left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`}.`;
export const RESET_EXPIRED = 'O pedido de recuperação expirou. Peça um novo código.';

/** Six digits from the CSPRNG, leading zeros kept. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes are kept as salt$sha256(salt:code). A code lives ten minutes and allows five tries, so a
 * stolen hash is worth little; the salt stops one precomputed table from serving every row.
 */
export function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashCode(code, salt).split('$')[1]!, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * The codes a source may use: those its browser asked for; a client that brought no device cookie
 * (a first visit, or a client that keeps none) is known by its address instead. So wrong guesses
 * from elsewhere never spend the tries of the owner's code (decision 096).
 */
const askedBy = (source: ClientSource) =>
  source.presentedDevice
    ? sql`${otpCodes.requesterDevice} = ${source.deviceHash}`
    : sql`(${otpCodes.requesterDevice} = ${source.deviceHash} or ${otpCodes.requesterIp} = ${source.ip})`;

/** Issues a new code for the target; the asker's earlier codes for the same purpose and target stop working. */
export async function issueCode(db: Db, purpose: CodePurpose, target: string, source: ClientSource): Promise<string> {
  const code = generateCode();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.target, target), isNull(otpCodes.consumedAt), askedBy(source)));
    await tx.insert(otpCodes).values({
      purpose,
      target,
      codeHash: hashCode(code),
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
      requesterDevice: source.deviceHash,
      requesterIp: source.presentedDevice ? null : source.ip,
    });
  });
  return code;
}

/**
 * Checks a code against the latest live code this source asked for. A try is counted by a conditional update (never past
 * five, whatever runs at the same time); a right code is consumed by another conditional update,
 * so it works once only. Throws a 422 with a message for the shopper otherwise.
 */
export async function consumeCode(db: Db, purpose: CodePurpose, target: string, code: string, source: ClientSource): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number; code_hash: string; attempts: number }>(db, sql`
    update otp_codes set attempts = attempts + 1
    where id = (
      select id from otp_codes
      where purpose = ${purpose} and target = ${target} and consumed_at is null and expires_at > now() and ${askedBy(source)}
      order by id desc limit 1
    ) and attempts < ${MAX_TRIES_PER_CODE}
    returning id, code_hash, attempts`);
  if (!row) throw new AppError('UNPROCESSABLE', CODE_EXPIRED);
  if (!codeMatches(code, row.code_hash)) {
    const left = MAX_TRIES_PER_CODE - Number(row.attempts);
    throw new AppError('UNPROCESSABLE', left > 0 ? codeWrong(left) : CODE_WRONG_LAST);
  }
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw new AppError('UNPROCESSABLE', CODE_EXPIRED);
  return { id: row.id };
}

/** After a right recovery code: a one-time token for choosing the new password. */
export async function issueResetToken(db: Db, codeId: number): Promise<string> {
  const token = newToken();
  await db.update(otpCodes).set({ resetTokenHash: hashToken(token) }).where(eq(otpCodes.id, codeId));
  return token;
}

/** Spends a reset token (once, within its lifetime, for that e-mail only). */
export async function spendResetToken(db: Db, email: string, token: string): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update otp_codes set reset_used_at = now()
    where reset_token_hash = ${hashToken(token)} and purpose = 'password_reset' and target = ${email}
      and reset_used_at is null and consumed_at > now() - make_interval(secs => ${RESET_TOKEN_TTL_SECONDS})
    returning id`);
  if (rows.length === 0) throw new AppError('UNPROCESSABLE', RESET_EXPIRED);
}

/** Forgets every code sent to these targets (account deletion). */
export async function forgetCodes(db: Db, targets: string[]): Promise<void> {
  for (const target of targets) await db.delete(otpCodes).where(eq(otpCodes.target, target));
}
