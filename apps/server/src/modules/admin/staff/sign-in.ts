import { eq, sql } from 'drizzle-orm';
import type { StaffLoginResponse } from '@shop/contract/admin';
import type { Db } from '../../../db/client.ts';
import { staffUsers } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../../lib/passwords.ts';
import { countHit } from '../../../lib/rate-limit.ts';
import { createStaffSession } from '../../../lib/staff-auth.ts';
import { toStaff } from './staff-view.ts';

export const MESSAGE_INVALID_CREDENTIALS = 'E-mail ou palavra-passe incorretos.';
export const MESSAGE_ACCOUNT_INACTIVE = 'Esta conta foi desativada. Fale com o(a) proprietário(a) da loja.';
export const MESSAGE_TOO_MANY_ATTEMPTS = 'Demasiadas tentativas falhadas. Aguarde 15 minutos e tente novamente.';

/** Failed sign-ins allowed per account and per IP address in each window; the window rolls, so no one is locked out for good. */
export const SIGN_IN_LIMITS = { windowSeconds: 15 * 60, perAccount: 5, perIp: 20 } as const;

export const signInKeys = (email: string, ip: string) => ({ account: `staff-sign-in:account:${email}`, ip: `staff-sign-in:ip:${ip}` });

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

async function forgiveHit(db: Db, key: string) {
  const w = SIGN_IN_LIMITS.windowSeconds;
  await db.execute(sql`
    update rate_limit_counters set count = greatest(count - 1, 0)
    where key = ${key} and window_start = to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w})`);
}

/**
 * Signs a staff member in. Each attempt is counted before the password is checked (so a burst of
 * parallel guesses cannot slip past the limit) and forgiven when it succeeds.
 */
export async function signInStaff(db: Db, input: { email: string; password: string; ip: string }): Promise<StaffLoginResponse> {
  const keys = signInKeys(input.email, input.ip);
  const [accountCount, ipCount] = [await countHit(db, keys.account, SIGN_IN_LIMITS.windowSeconds), await countHit(db, keys.ip, SIGN_IN_LIMITS.windowSeconds)];
  if (accountCount > SIGN_IN_LIMITS.perAccount || ipCount > SIGN_IN_LIMITS.perIp) throw new AppError('RATE_LIMITED', MESSAGE_TOO_MANY_ATTEMPTS);

  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, staff?.passwordHash ?? (await (dummyHash ??= hashPassword('dummy-password-for-timing'))));
  if (!staff || !ok) throw new AppError('UNAUTHENTICATED', MESSAGE_INVALID_CREDENTIALS);
  await forgiveHit(db, keys.account);
  await forgiveHit(db, keys.ip);
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
