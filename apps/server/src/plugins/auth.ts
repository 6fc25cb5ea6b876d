import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { customers, sessions } from '../db/schema.ts';
import { hashToken } from '../lib/tokens.ts';

export interface AuthContext {
  customerId: number;
  sessionId: number;
}

const TOUCH_AFTER_MS = 5 * 60 * 1000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The customer's token. On the functions API `Authorization` carries the anonymous key, so a
 * signed-in customer's token travels in `X-Customer-Token` there; elsewhere it is the bearer token.
 */
export function customerToken(request: FastifyRequest): string | null {
  if (!request.url.startsWith('/functions/')) return bearerToken(request);
  const header = request.headers['x-customer-token'];
  return typeof header === 'string' && header.trim() ? header.trim() : null;
}

/** Bearer-token sessions: a token is valid while not revoked and used within SESSION_IDLE_DAYS. */
export default fp(async (app) => {
  const idleMs = app.config.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
  const cache = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

  async function resolve(request: FastifyRequest): Promise<AuthContext | null> {
    const token = customerToken(request);
    if (!token || token.length > 200) return null;
    const [row] = await app.db
      .select({ sessionId: sessions.id, customerId: sessions.customerId, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          isNull(customers.deletedAt),
          gt(sessions.lastUsedAt, new Date(Date.now() - idleMs)),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
      await app.db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
    }
    return { customerId: row.customerId, sessionId: row.sessionId };
  }

  app.decorateRequest('auth', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  });
});
