import type { AuditAction } from '@shop/contract/audit-log';
import type { Db } from '../db/client.ts';
import { adminAuditLog } from '../db/schema.ts';

export interface AuditActor {
  staffId: number;
  email: string;
}

export interface AuditEntry {
  /** A dotted verb from the one list of codes, each with its Portuguese sentence (`@shop/contract/audit-log`). */
  action: AuditAction;
  /** The kind of thing changed, e.g. `product`, `order`. */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'token', 'tokenHash', 'token_hash', 'new_password', 'current_password']);
const REDACTED = '[oculto]';

/**
 * Makes a value safe and plain for the audit log: secrets redacted, dates as ISO strings,
 * binary content replaced by its size, undefined dropped.
 */
export function auditSnapshot(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `[binário: ${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined || typeof v === 'function') continue;
      out[key] = SECRET_KEYS.has(key) ? REDACTED : auditSnapshot(v);
    }
    return out;
  }
  return String(value);
}

/** The names of the top-level fields that differ between two snapshots. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (auditSnapshot(before) ?? {}) as Record<string, unknown>;
  const b = (auditSnapshot(after) ?? {}) as Record<string, unknown>;
  if (typeof a !== 'object' || typeof b !== 'object') return [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/**
 * Records one staff change. Call it with the transaction that makes the change, so the change
 * and its record commit (or roll back) together.
 */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    staffId: actor.staffId,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before === undefined ? null : auditSnapshot(entry.before),
    after: entry.after === undefined ? null : auditSnapshot(entry.after),
  });
}
