import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { devMailbox, mailOutbox } from '../../db/schema.ts';
import { enqueueMail } from './outbox.ts';
import { deliverDueMail } from './outbox-worker.ts';
import { devMailboxTransport, type MailTransport } from './transport.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('mail outbox', () => {
  it('delivers queued mail to the development mailbox once', async () => {
    const id = await enqueueMail(database.db, { to: 'a@exemplo.co.mz', subject: 'Olá', text: 'Teste' });
    expect(await deliverDueMail(database.db, devMailboxTransport(database.db))).toBeGreaterThanOrEqual(1);
    expect(await deliverDueMail(database.db, devMailboxTransport(database.db))).toBe(0);
    const delivered = await database.db.select().from(devMailbox).where(eq(devMailbox.outboxId, id));
    expect(delivered).toHaveLength(1);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe('sent');
  });

  it('keeps failed mail for a later retry without failing the caller', async () => {
    const failing: MailTransport = { kind: 'smtp', send: async () => { throw new Error('connection refused'); } };
    const id = await enqueueMail(database.db, { to: 'b@exemplo.co.mz', subject: 'Falha', text: 'x' });
    await deliverDueMail(database.db, failing);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
