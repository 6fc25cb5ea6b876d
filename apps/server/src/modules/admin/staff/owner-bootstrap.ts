import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/client.ts';
import { staffUsers } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { revokeAllStaffSessions } from '../../../lib/staff-auth.ts';

/**
 * Development only: the owner created when none exists and no ADMIN_OWNER_* is set (docs/admin.md).
 * Its password is made at creation and printed once in the log, never published (decision 095).
 */
export const DEMO_OWNER = { email: 'dono@cabelomaputo.co.mz', name: 'Dono (demonstração)' } as const;

/** 16 random bytes as a password a person can copy from the log. */
export const newDemoOwnerPassword = () => `Dono-${randomBytes(12).toString('base64url')}`;

export async function hasActiveOwner(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.active, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * Makes `email` an active owner with this password: creates the account, or promotes and
 * reactivates an existing one (ending its sessions). The recovery path when owners are locked out.
 */
export async function upsertOwner(db: Db, input: { email: string; name: string; password: string }): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name, role: 'owner', passwordHash })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning({ id: staffUsers.id });
    if (inserted) {
      await recordAudit(tx, { staffId: inserted.id, email }, { action: 'staff.bootstrap_owner', entity: 'staff', entityId: inserted.id, after: { email, name: input.name, role: 'owner' } });
      return { id: inserted.id, created: true };
    }
    const [updated] = await tx
      .update(staffUsers)
      .set({ role: 'owner', active: true, passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(staffUsers.email, email))
      .returning({ id: staffUsers.id });
    await revokeAllStaffSessions(tx, updated!.id);
    await recordAudit(tx, { staffId: updated!.id, email }, { action: 'staff.bootstrap_owner', entity: 'staff', entityId: updated!.id, after: { email, role: 'owner', active: true } });
    return { id: updated!.id, created: false };
  });
}

type BootstrapLog = { info(message: string): void; warn(message: string): void };

/** The demo owner is demo data: created by a development start or `npm run db:seed -- --demo`, never in production. */
export async function ensureDemoOwner(db: Db, log: BootstrapLog): Promise<string | null> {
  if (await hasActiveOwner(db)) return null;
  const password = newDemoOwnerPassword();
  await upsertOwner(db, { ...DEMO_OWNER, password });
  log.warn(`back office: demo owner ${DEMO_OWNER.email} created with the password ${password} (shown only now; development only; see docs/admin.md)`);
  return password;
}

/**
 * At start (`server.ts`): when no active owner exists, ADMIN_OWNER_EMAIL/ADMIN_OWNER_PASSWORD create
 * one; in development without them, the demo owner. An existing owner is never touched.
 */
export async function ensureFirstOwner(db: Db, config: Config, log: BootstrapLog): Promise<void> {
  if (await hasActiveOwner(db)) return;
  if (config.ADMIN_OWNER_EMAIL && config.ADMIN_OWNER_PASSWORD) {
    await upsertOwner(db, { email: config.ADMIN_OWNER_EMAIL, name: config.ADMIN_OWNER_NAME, password: config.ADMIN_OWNER_PASSWORD });
    log.info('back office: first owner set from ADMIN_OWNER_EMAIL');
    return;
  }
  if (config.NODE_ENV === 'development') {
    await ensureDemoOwner(db, log);
    return;
  }
  log.warn('back office: no owner yet; set ADMIN_OWNER_EMAIL/ADMIN_OWNER_PASSWORD or run `npm run admin:create-owner`');
}
