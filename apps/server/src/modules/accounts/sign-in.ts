import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginResponse, VerifyOtpResponse } from '@shop/contract/accounts';
import { TERMS_VERSION } from '@shop/contract/accounts-rules';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { enqueueSms, smsAvailable, type SmsChannel } from '../../lib/messaging/sms.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { createSession } from '../../lib/sessions.ts';
import { CODE_TTL_SECONDS, consumeCode, issueCode, RESEND_AFTER_SECONDS } from './codes.ts';
import { toUser } from './customer-view.ts';
import { phoneCodeText, welcomeMail } from './mail.ts';
import { countSend, rememberSource, type ClientSource } from '../../lib/sign-in-guard.ts';
import { beginCodeAttempt, beginPasswordAttempt, codeSendLimits, customerAccount, LIMITS, tooManyCodes } from './throttle.ts';

export const INVALID_CREDENTIALS = 'E-mail ou palavra-passe incorretos.';
export const ACCOUNT_EXISTS = 'Já existe uma conta com este e-mail ou telemóvel. Entre na sua conta ou recupere a palavra-passe.';
export const PHONE_UNAVAILABLE = 'A entrada com o telemóvel não está disponível de momento. Use o seu e-mail.';

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;
export const verifyAgainstDummy = async (password: string) => verifyPassword(password, await (dummyHash ??= hashPassword('dummy-password')));

const signedIn = async (db: Db, customer: typeof customers.$inferSelect): Promise<LoginResponse> => ({
  ...toUser(customer),
  token: await createSession(db, customer.id),
  token_type: 'Bearer',
});

export async function signInWithPassword(db: Db, email: string, password: string, source: ClientSource): Promise<LoginResponse> {
  const [customer] = await db.select().from(customers).where(and(eq(customers.email, email), isNull(customers.deletedAt))).limit(1);
  const attempt = await beginPasswordAttempt(db, email, customer?.id ?? null, source);
  const ok = customer?.passwordHash ? await verifyPassword(password, customer.passwordHash) : await verifyAgainstDummy(password).then(() => false);
  // 422, not 401: clients read any 401 as "session gone"; a wrong password is a refused form.
  if (!customer || !ok) throw new AppError('UNPROCESSABLE', INVALID_CREDENTIALS);
  await attempt.succeeded();
  if (customer.passwordHash && needsRehash(customer.passwordHash)) {
    await db.update(customers).set({ passwordHash: await hashPassword(password) }).where(eq(customers.id, customer.id));
  }
  return signedIn(db, customer);
}

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  marketing_opt_in?: boolean;
  accept_terms: true;
}

export async function register(db: Db, config: Config, input: Registration, source: ClientSource): Promise<LoginResponse> {
  await countSend(db, LIMITS.register(source.ip), () => 'Foram criadas demasiadas contas a partir desta ligação. Tente novamente mais tarde.');
  const taken = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.email} = ${input.email} or ${customers.mobile} = ${input.mobile}`)
    .limit(1);
  if (taken.length) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          mobile: input.mobile,
          passwordHash,
          marketingOptIn: input.marketing_opt_in ?? false,
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: new Date(),
        })
        .returning();
      await enqueueMail(tx, { to: input.email, ...welcomeMail(config.publicUrl, input.first_name) });
      await rememberSource(tx, customerAccount(customer!.id)!, source);
      return signedIn(tx, customer!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
    throw err;
  }
}

const customerByMobile = (db: Db, mobile: string) =>
  db.select().from(customers).where(and(eq(customers.mobile, mobile), isNull(customers.deletedAt))).limit(1);

/**
 * Sends a sign-in code to a Mozambican mobile, whether or not it has an account: the code goes
 * to the phone's owner, so the answer tells nobody else anything.
 */
export async function sendPhoneCode(db: Db, config: Config, mobile: string, channel: SmsChannel, source: ClientSource) {
  if (!smsAvailable(config)) throw new AppError('UNAVAILABLE', PHONE_UNAVAILABLE);
  const [owner] = await customerByMobile(db, mobile);
  await countSend(db, await codeSendLimits(db, 'phone_sign_in', mobile, owner?.id ?? null, source), tooManyCodes);
  const code = await issueCode(db, 'phone_sign_in', mobile, source);
  await enqueueSms(db, { to: mobile, text: phoneCodeText(code), channel, code });
  return { expires_in: CODE_TTL_SECONDS, resend_after: RESEND_AFTER_SECONDS };
}

/** A right code signs the phone's customer in, or opens an account for a phone that had none. */
export async function verifyPhoneCode(db: Db, mobile: string, code: string, source: ClientSource): Promise<VerifyOtpResponse> {
  const attempt = await beginCodeAttempt(db, source);
  await consumeCode(db, 'phone_sign_in', mobile, code, source);
  await attempt.succeeded();
  const find = () => customerByMobile(db, mobile);
  let [customer] = await find();
  let isNew = false;
  if (!customer) {
    // The code form says that confirming opens an account under the terms (phone-sign-in.tsx).
    const inserted = await db
      .insert(customers)
      .values({ firstName: '', lastName: '', mobile, marketingOptIn: false, termsVersion: TERMS_VERSION, termsAcceptedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    isNew = inserted.length > 0;
    [customer] = isNew ? inserted : await find();
  }
  if (!customer) throw new AppError('CONFLICT', 'Não foi possível entrar com este número. Contacte-nos.');
  await rememberSource(db, customerAccount(customer.id)!, source);
  return { ...(await signedIn(db, customer)), is_new: isNew };
}
