import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Staff, StaffCreateRequest, StaffResetPasswordRequest, StaffUpdateRequest } from '@shop/contract/admin';
import type { Db } from '../../../db/client.ts';
import { staffUsers } from '../../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { revokeAllStaffSessions, type StaffContext } from '../../../lib/staff-auth.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { toStaff } from './staff-view.ts';

export const MESSAGE_LAST_OWNER = 'Tem de existir pelo menos um(a) proprietário(a) ativo(a).';
export const MESSAGE_EMAIL_TAKEN = 'Já existe um membro da equipa com este e-mail.';

const actorOf = (staff: StaffContext): AuditActor => ({ staffId: staff.staffId, email: staff.email });

export async function listStaff(db: Db): Promise<Staff[]> {
  const rows = await db.select().from(staffUsers).orderBy(desc(staffUsers.active), asc(staffUsers.name));
  return rows.map(toStaff);
}

export async function getStaff(db: Db, id: number): Promise<Staff> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw notFound('Membro da equipa não encontrado.');
  return toStaff(row);
}

/** An owner adds someone; the password they choose is temporary and must be changed at first sign-in. */
export async function createStaff(db: Db, actor: StaffContext, input: StaffCreateRequest): Promise<Staff> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffUsers)
        .values({ email: input.email, name: input.name, role: input.role, passwordHash, mustChangePassword: true, createdById: actor.staffId })
        .returning();
      const staff = toStaff(row!);
      await recordAudit(tx, actorOf(actor), { action: 'staff.create', entity: 'staff', entityId: staff.id, after: staff });
      return staff;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'staff_users_email_uq')) throw new AppError('CONFLICT', MESSAGE_EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Renames, changes the role of, or (de)activates a staff member. The active owners are locked
 * first, so two owners demoting each other at once cannot leave the shop without one.
 */
export async function updateStaff(db: Db, actor: StaffContext, input: StaffUpdateRequest): Promise<Staff> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.active, true)))
      .orderBy(asc(staffUsers.id))
      .for('update');
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.id)).for('update');
    if (!before) throw notFound('Membro da equipa não encontrado.');
    const role = input.role ?? before.role;
    const active = input.active ?? before.active;
    const wasActiveOwner = before.role === 'owner' && before.active;
    if (wasActiveOwner && (role !== 'owner' || !active) && owners.length <= 1) throw new AppError('CONFLICT', MESSAGE_LAST_OWNER);
    const [after] = await tx
      .update(staffUsers)
      .set({ name: input.name ?? before.name, role, active, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, input.id))
      .returning();
    if (before.active && !active) await revokeAllStaffSessions(tx, before.id);
    await recordAudit(tx, actorOf(actor), {
      action: before.active && !active ? 'staff.deactivate' : !before.active && active ? 'staff.reactivate' : 'staff.update',
      entity: 'staff',
      entityId: before.id,
      before: toStaff(before),
      after: toStaff(after!),
    });
    return toStaff(after!);
  });
}

/** An owner sets a new temporary password for someone else; their sessions end. */
export async function resetStaffPassword(db: Db, actor: StaffContext, input: StaffResetPasswordRequest): Promise<Staff> {
  if (input.id === actor.staffId) throw new AppError('UNPROCESSABLE', 'Para alterar a sua própria palavra-passe use «Alterar palavra-passe».');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, input.id))
      .returning();
    if (!row) throw notFound('Membro da equipa não encontrado.');
    await revokeAllStaffSessions(tx, row.id);
    await recordAudit(tx, actorOf(actor), { action: 'staff.reset_password', entity: 'staff', entityId: row.id });
    return toStaff(row);
  });
}

/** The signed-in staff member replaces their password; their other sessions end. */
export async function changeOwnPassword(db: Db, actor: StaffContext, currentPassword: string, newPassword: string): Promise<Staff> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, actor.staffId));
  if (!row) throw notFound('Membro da equipa não encontrado.');
  if (!(await verifyPassword(currentPassword, row.passwordHash))) throw new AppError('UNPROCESSABLE', 'A palavra-passe atual está incorreta.');
  if (await verifyPassword(newPassword, row.passwordHash)) throw new AppError('UNPROCESSABLE', 'A nova palavra-passe deve ser diferente da atual.');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: false, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, actor.staffId))
      .returning();
    await revokeAllStaffSessions(tx, actor.staffId, actor.sessionId);
    await recordAudit(tx, actorOf(actor), { action: 'staff.change_password', entity: 'staff', entityId: actor.staffId });
    return toStaff(updated!);
  });
}
