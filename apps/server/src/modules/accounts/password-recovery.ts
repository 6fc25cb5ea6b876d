import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeAllSessions } from '../../lib/sessions.ts';
import { CODE_TTL_SECONDS, consumeCode, issueCode, issueResetToken, RESEND_AFTER_SECONDS, RESET_EXPIRED, RESET_TOKEN_TTL_SECONDS, spendResetToken } from './codes.ts';
import { passwordChangedMail, passwordResetCodeMail } from './mail.ts';
import { countSend, rememberSource, type ClientSource } from '../../lib/sign-in-guard.ts';
import { beginCodeAttempt, codeSendLimits, customerAccount, tooManyCodes } from './throttle.ts';

export const RECOVERY_SENT = 'Se existir uma conta com este e-mail, enviámos um código de 6 dígitos. Verifique a sua caixa de correio.';

const activeCustomerByEmail = (db: Db, email: string) =>
  db.select().from(customers).where(and(eq(customers.email, email), isNull(customers.deletedAt))).limit(1);

/**
 * Step 1. The same answer, the same limits and the same database work whether or not the e-mail
 * has an account: a code row is written either way, and mailed only to a real customer.
 */
export async function sendRecoveryCode(db: Db, config: Config, email: string, source: ClientSource) {
  const [customer] = await activeCustomerByEmail(db, email);
  await countSend(db, await codeSendLimits(db, 'password_reset', email, customer?.id ?? null, source), tooManyCodes);
  const code = await issueCode(db, 'password_reset', email, source);
  if (customer) await enqueueMail(db, { to: email, ...passwordResetCodeMail(config.publicUrl, code) });
  return { expires_in: CODE_TTL_SECONDS, resend_after: RESEND_AFTER_SECONDS };
}

/** Step 2. A right code gives a one-time reset token for step 3. */
export async function verifyRecoveryCode(db: Db, email: string, code: string, source: ClientSource) {
  const attempt = await beginCodeAttempt(db, source);
  const { id } = await consumeCode(db, 'password_reset', email, code, source);
  await attempt.succeeded();
  const [customer] = await activeCustomerByEmail(db, email);
  if (customer) await rememberSource(db, customerAccount(customer.id)!, source);
  return { reset_token: await issueResetToken(db, id), expires_in: RESET_TOKEN_TTL_SECONDS };
}

/** Step 3. Sets the new password, ends every session and tells the customer by e-mail. */
export async function saveRecoveredPassword(db: Db, config: Config, email: string, resetToken: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await spendResetToken(tx, email, resetToken);
    const [customer] = await activeCustomerByEmail(tx, email);
    if (!customer) throw new AppError('UNPROCESSABLE', RESET_EXPIRED);
    await tx.update(customers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(customers.id, customer.id));
    await revokeAllSessions(tx, customer.id);
    await enqueueMail(tx, { to: email, ...passwordChangedMail(config.publicUrl, customer.firstName) });
  });
  return null;
}
