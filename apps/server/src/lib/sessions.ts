import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

/** Opens a session and returns the bearer token (shown once; only its hash is stored). */
export async function createSession(db: Db, customerId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ customerId, tokenHash: hashToken(token) });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a customer, optionally keeping one (the one that made the change). */
export async function revokeAllSessions(db: Db, customerId: number, exceptSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.customerId, customerId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(...conditions));
}
