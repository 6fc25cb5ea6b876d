import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/contract/admin';
import type { Db } from '../db/client.ts';
import { staffSessions, staffUsers } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** Who is calling the admin API: resolved from a staff bearer token, never from the body. */
export interface StaffContext {
  staffId: number;
  sessionId: number;
  role: StaffRole;
  email: string;
  name: string;
  mustChangePassword: boolean;
}

const TOUCH_AFTER_MS = 60 * 1000;

/** Opens a staff session and returns its bearer token (shown once; only its hash is stored). */
export async function createStaffSession(db: Db, staffId: number): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token) });
  return token;
}

/** A token is valid while not revoked, its account active, and used within the idle limit. */
export async function resolveStaffSession(db: Db, token: string | null, idleMs: number): Promise<StaffContext | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastUsedAt: staffSessions.lastUsedAt,
      staffId: staffUsers.id,
      role: staffUsers.role,
      email: staffUsers.email,
      name: staffUsers.name,
      mustChangePassword: staffUsers.mustChangePassword,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        eq(staffUsers.active, true),
        gt(staffSessions.lastUsedAt, new Date(Date.now() - idleMs)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(staffSessions).set({ lastUsedAt: sql`now()` }).where(eq(staffSessions.id, row.sessionId));
  }
  const { lastUsedAt: _l, ...context } = row;
  return context;
}

export async function revokeStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every session of a staff member, optionally keeping the one that made the change. */
export async function revokeAllStaffSessions(db: Db, staffId: number, exceptSessionId?: number): Promise<void> {
  const conditions = [eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(staffSessions.id, exceptSessionId));
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(...conditions));
}
