import { eq, sql } from 'drizzle-orm';
import type { StaffLoginResponse } from '@shop/contract/admin';
import type { Db } from '../../../db/client.ts';
import { staffUsers } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../../lib/passwords.ts';
import { beginGuardedAttempt, type BackoffPolicy, type ClientSource, type Limit } from '../../../lib/sign-in-guard.ts';
import { createStaffSession } from '../../../lib/staff-auth.ts';
import { toStaff } from './staff-view.ts';

export const MESSAGE_INVALID_CREDENTIALS = 'E-mail ou palavra-passe incorretos.';
export const MESSAGE_ACCOUNT_INACTIVE = 'Esta conta foi desativada. Fale com o(a) proprietário(a) da loja.';

/**
 * Staff numbers (decision 096): fewer free failures than customers, the same doubling wait up to
 * 15 minutes, counted per source of the account so an attack from elsewhere slows only itself.
 */
export const STAFF_BACKOFF: BackoffPolicy = { free: 3, maxDelaySeconds: 15 * 60 };
export const staffAddressLimit = (ip: string): Limit => ({ key: `staff-sign-in:ip:${ip}`, max: 20, windowSeconds: 15 * 60 });

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

/**
 * Signs a staff member in. Each attempt takes its turn before the password is checked (so a burst
 * of parallel guesses cannot slip past the back-off) and is forgiven when it succeeds.
 */
export async function signInStaff(db: Db, input: { email: string; password: string; source: ClientSource }): Promise<StaffLoginResponse> {
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email)).limit(1);
  const attempt = await beginGuardedAttempt(db, {
    scope: 'staff-sign-in',
    subject: input.email,
    account: staff ? `staff:${staff.id}` : null,
    source: input.source,
    backoff: STAFF_BACKOFF,
    addressLimit: staffAddressLimit(input.source.ip),
  });
  const ok = await verifyPassword(input.password, staff?.passwordHash ?? (await (dummyHash ??= hashPassword('dummy-password-for-timing'))));
  if (!staff || !ok) throw new AppError('UNAUTHENTICATED', MESSAGE_INVALID_CREDENTIALS);
  await attempt.succeeded();
  if (!staff.active) throw new AppError('FORBIDDEN', MESSAGE_ACCOUNT_INACTIVE);

  const rehash = needsRehash(staff.passwordHash) ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffUsers)
      .set({ lastSignInAt: sql`now()`, ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(staffUsers.id, staff.id))
      .returning();
    const token = await createStaffSession(tx, staff.id);
    await recordAudit(tx, { staffId: staff.id, email: staff.email }, { action: 'staff.sign_in', entity: 'staff', entityId: staff.id });
    return { token, token_type: 'Bearer' as const, staff: toStaff(updated!) };
  });
}
