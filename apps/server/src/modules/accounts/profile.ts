import { eq, sql } from 'drizzle-orm';
import type { Profile } from '@shop/contract/accounts';
import type { MessageChannel } from '@shop/contract/messaging';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { customerAddresses, customers, files } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { revokeAllSessions } from '../../lib/sessions.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { forgetCodes } from './codes.ts';
import { toProfile, type CustomerRow } from './customer-view.ts';
import { accountDeletedMail, emailChangedMail, passwordChangedMail } from './mail.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { beginAttempt, forgetSources } from '../../lib/sign-in-guard.ts';
import { customerAccount, LIMITS } from './throttle.ts';

export const WRONG_CURRENT_PASSWORD = 'A palavra-passe atual está incorreta.';
export const CONFIRM_WITH_PASSWORD = 'Confirme com a sua palavra-passe atual.';
export const CONTACT_TAKEN = 'Este e-mail ou telemóvel já está associado a outra conta.';

export async function loadCustomer(db: Db, customerId: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row || row.deletedAt) throw notFound('Cliente não encontrado.');
  return row;
}

/**
 * Asks again for the current password before a sensitive change. A wrong one is a 422, never a
 * 401: the web client treats 401 as "session gone" and would sign the customer out.
 */
async function confirmPassword(db: Db, customer: CustomerRow, password: string | undefined, ip: string) {
  if (!customer.passwordHash) return;
  if (!password) throw new AppError('UNPROCESSABLE', CONFIRM_WITH_PASSWORD, { details: { current_password: [CONFIRM_WITH_PASSWORD] } });
  const attempt = await beginAttempt(db, LIMITS.passwordCheck(customer.id, ip));
  if (!(await verifyPassword(password, customer.passwordHash))) {
    throw new AppError('UNPROCESSABLE', WRONG_CURRENT_PASSWORD, { details: { current_password: [WRONG_CURRENT_PASSWORD] } });
  }
  await attempt.succeeded();
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  telephone?: string;
  mobile?: string;
  date_of_birth?: string | null;
  gender?: string | null;
  marketing_opt_in?: boolean;
  message_channel?: MessageChannel;
  current_password?: string;
}

export const CHANNEL_NEEDS_MOBILE = 'Para receber mensagens por SMS ou WhatsApp, indique primeiro o seu telemóvel.';

export async function updateProfile(db: Db, config: Config, customerId: number, changes: ProfileChanges, ip: string): Promise<Profile> {
  const customer = await loadCustomer(db, customerId);
  const mobile = changes.telephone ?? changes.mobile;
  const emailChanges = changes.email !== undefined && changes.email !== customer.email;
  const mobileChanges = mobile !== undefined && mobile !== customer.mobile;
  // Whoever holds the e-mail or phone can recover the account: changing them needs the password.
  if (emailChanges || mobileChanges) await confirmPassword(db, customer, changes.current_password, ip);
  const set: Partial<typeof customers.$inferInsert> = {};
  if (changes.first_name !== undefined) set.firstName = changes.first_name;
  if (changes.last_name !== undefined) set.lastName = changes.last_name;
  if (emailChanges) set.email = changes.email;
  if (mobileChanges) set.mobile = mobile;
  if (changes.date_of_birth !== undefined) set.dateOfBirth = changes.date_of_birth || null;
  if (changes.gender !== undefined) set.gender = changes.gender || null;
  if (changes.marketing_opt_in !== undefined) set.marketingOptIn = changes.marketing_opt_in;
  if (changes.message_channel !== undefined) set.messageChannel = changes.message_channel;
  // A phone channel needs a number to send to, whichever the customer keeps after this change.
  if ((set.messageChannel ?? customer.messageChannel) !== 'email' && !(mobileChanges ? mobile : customer.mobile)) {
    throw new AppError('UNPROCESSABLE', CHANNEL_NEEDS_MOBILE, { details: { message_channel: [CHANNEL_NEEDS_MOBILE] } });
  }
  if (Object.keys(set).length === 0) return toProfile(customer);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(customers).set({ ...set, updatedAt: sql`now()` }).where(eq(customers.id, customerId)).returning();
      if (emailChanges && customer.email) {
        await enqueueMail(tx, { to: customer.email, ...emailChangedMail(config.publicUrl, row!.firstName, changes.email!) });
      }
      return toProfile(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const field = emailChanges && !mobileChanges ? 'email' : !emailChanges && mobileChanges ? (changes.telephone !== undefined ? 'telephone' : 'mobile') : '_';
      throw new AppError('CONFLICT', CONTACT_TAKEN, { details: { [field]: [CONTACT_TAKEN] } });
    }
    throw err;
  }
}

/** Sets a new password, keeps the session that made the change and ends every other one. */
export async function changePassword(db: Db, config: Config, auth: AuthContext, currentPassword: string | undefined, newPassword: string, ip: string) {
  const customer = await loadCustomer(db, auth.customerId);
  await confirmPassword(db, customer, currentPassword, ip);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(customers.id, customer.id));
    await revokeAllSessions(tx, customer.id, auth.sessionId);
    if (customer.email) await enqueueMail(tx, { to: customer.email, ...passwordChangedMail(config.publicUrl, customer.firstName) });
  });
  return null;
}

/**
 * Deletes the account: the row stays (orders and bookings refer to it) but everything personal
 * goes: names replaced, e-mail, mobile, password, birthday and photo removed, addresses and
 * codes deleted, every session revoked.
 */
export async function deleteAccount(db: Db, config: Config, customerId: number, password: string | undefined, ip: string) {
  const customer = await loadCustomer(db, customerId);
  await confirmPassword(db, customer, password, ip);
  await db.transaction(async (tx) => {
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
    await forgetCodes(tx, [customer.email, customer.mobile].filter((t): t is string => !!t));
    await forgetSources(tx, customerAccount(customer.id)!);
    await tx
      .update(customers)
      .set({
        firstName: 'Cliente',
        lastName: 'removido',
        email: null,
        mobile: null,
        passwordHash: null,
        imageFileId: null,
        dateOfBirth: null,
        gender: null,
        marketingOptIn: false,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, customer.id));
    if (customer.imageFileId) await tx.delete(files).where(eq(files.id, customer.imageFileId));
    await revokeAllSessions(tx, customer.id);
    if (customer.email) await enqueueMail(tx, { to: customer.email, ...accountDeletedMail(config.publicUrl, customer.firstName) });
  });
  return null;
}
