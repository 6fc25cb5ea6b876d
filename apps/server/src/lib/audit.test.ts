import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { adminAuditLog, staffUsers } from '../db/schema.ts';
import { auditSnapshot, changedFields, recordAudit } from './audit.ts';

describe('auditSnapshot', () => {
  it('redacts secrets at any depth and keeps the rest', () => {
    const snapshot = auditSnapshot({ email: 'a@b.co', passwordHash: 'scrypt$1', nested: { token: 'abc', ok: 1 }, list: [{ password: 'x' }] });
    expect(snapshot).toEqual({ email: 'a@b.co', passwordHash: '[oculto]', nested: { token: '[oculto]', ok: 1 }, list: [{ password: '[oculto]' }] });
  });

  it('turns dates into ISO strings, binaries into their size, and drops undefined', () => {
    const when = new Date('2025-03-01T10:00:00Z');
    expect(auditSnapshot({ at: when, bytes: Buffer.from('hello'), gone: undefined, n: 10n })).toEqual({
      at: '2025-03-01T10:00:00.000Z',
      bytes: '[binário: 5 bytes]',
      n: '10',
    });
    expect(auditSnapshot(undefined)).toBeNull();
  });
});

describe('changedFields', () => {
  it('names the top-level fields that differ', () => {
    expect(changedFields({ a: 1, b: { c: 2 }, d: 'x' }, { a: 1, b: { c: 3 }, e: true })).toEqual(['b', 'd', 'e']);
    expect(changedFields({ at: new Date(0) }, { at: new Date(0) })).toEqual([]);
  });
});

describe('recordAudit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes who, what, which entity, before and after (redacted), and rolls back with the change', async () => {
    const db = database.db;
    const [staff] = await db.insert(staffUsers).values({ email: 'audit@cabelomaputo.co.mz', name: 'Auditora', role: 'owner', passwordHash: 'scrypt$x' }).returning();
    const actor = { staffId: staff!.id, email: staff!.email };
    await recordAudit(db, actor, { action: 'product.update', entity: 'product', entityId: 42, before: { price: 100, passwordHash: 'h' }, after: { price: 90 } });
    const [row] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, '42'));
    expect(row).toMatchObject({
      staffId: staff!.id,
      staffEmail: 'audit@cabelomaputo.co.mz',
      action: 'product.update',
      entity: 'product',
      entityId: '42',
      before: { price: 100, passwordHash: '[oculto]' },
      after: { price: 90 },
    });
    expect(row!.createdAt).toBeInstanceOf(Date);

    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: 'product.update', entity: 'product', entityId: 43 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, '43'))).toEqual([]);

    await recordAudit(db, actor, { action: 'staff.sign_in', entity: 'staff', entityId: staff!.id });
    const [signIn] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'staff.sign_in'));
    expect(signIn).toMatchObject({ before: null, after: null });
  });
});
