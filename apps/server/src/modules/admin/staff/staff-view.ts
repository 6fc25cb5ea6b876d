import type { Staff } from '@shop/contract/admin';
import type { staffUsers } from '../../../db/schema.ts';

type StaffRow = typeof staffUsers.$inferSelect;

/** A staff member as the back office shows them: never the password hash. */
export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    must_change_password: row.mustChangePassword,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
