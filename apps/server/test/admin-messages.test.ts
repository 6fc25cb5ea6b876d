import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence } from '@shop/contract/audit-log';
import { adminAuditLog, contactMessageReplies, contactMessages, devMailbox, mailOutbox, newsletterSubscribers } from '../src/db/schema.ts';
import { deliverDueMail } from '../src/lib/mail/outbox-worker.ts';
import { devMailboxTransport } from '../src/lib/mail/transport.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { fn } from './clinic-helpers.ts';
import { createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staff: { id: number; name: string; token: string };
let colleague: { id: number; name: string; token: string };
let owner: { id: number; name: string; token: string };

const member = async (role: 'staff' | 'owner' = 'staff') => {
  const { staff: row, token } = await createStaffMember(t.db, { role });
  return { id: row.id, name: row.name, token };
};

/** A message sent through the shop's contact form, as a visitor sends it. */
async function contactMessage(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(3).toString('hex');
  const res = await fn(t, 'POST', '/contact-api', {
    payload: { full_name: 'Joaquina Muianga', email: `joaquina.${suffix}@exemplo.co.mz`, phone: '+258 84 321 0000', subject: 'treatments', message: 'Queria marcar uma consulta para queda de cabelo.', privacy_accepted: true, ...overrides },
  });
  expect(res.status).toBe(201);
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data.id));
  return row!;
}

const list = async (body: Record<string, unknown>, token = staff.token) => {
  const res = await admin(t, '/messages/list', { per_page: 100, ...body }, token);
  expect(res.status).toBe(200);
  return res.json.data as { data: { id: number; read_at: string | null; answered_at: string | null; assigned_to: { id: number; name: string } | null; replies: number }[]; unread_total: number; unanswered_total: number };
};
const ids = async (body: Record<string, unknown>) => (await list(body)).data.map((m) => m.id);
const auditOf = (id: number) => t.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entity, 'contact_message'), eq(adminAuditLog.entityId, String(id)))).orderBy(desc(adminAuditLog.id));

beforeAll(async () => {
  t = await createTestApp();
  staff = await member();
  colleague = await member();
  owner = await member('owner');
});
afterAll(() => t.close());

describe('a reply written in the back office', () => {
  it('goes to the sender by e-mail through the outbox, stays in the thread, and makes the message read and answered', async () => {
    const message = await contactMessage();
    const res = await admin(t, '/messages/reply', { id: message.id, body: 'Bom dia, Joaquina.\n\nTemos vaga na terça às 10:00. Confirma?' }, staff.token);
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(`Resposta enviada por e-mail para ${message.email}.`);
    const detail = res.json.data;
    expect(detail).toMatchObject({ id: message.id, replies: 1, read_at: expect.any(String), answered_at: expect.any(String) });
    expect(detail.thread).toEqual([{ id: expect.any(Number), staff_name: staff.name, body: 'Bom dia, Joaquina.\n\nTemos vaga na terça às 10:00. Confirma?', delivery: 'pending', created_at: expect.any(String) }]);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.email));
    expect(mail!.subject).toBe('Resposta à sua mensagem (Tratamentos) — Cabelo & Clínica Maputo');
    expect(mail!.text).toContain('Olá Joaquina,');
    expect(mail!.text).toContain('Temos vaga na terça às 10:00. Confirma?');
    expect(mail!.text).toContain(staff.name);
    expect(mail!.text).toContain('Queria marcar uma consulta para queda de cabelo.');
    expect(mail!.text).toContain('clinica@cabelomaputo.co.mz');
    expect(mail!.html).toContain('Temos vaga na terça às 10:00. Confirma?');

    await deliverDueMail(t.db, devMailboxTransport(t.db));
    expect(await t.db.select().from(devMailbox).where(eq(devMailbox.outboxId, mail!.id))).toHaveLength(1);
    const after = (await admin(t, '/messages/detail', { id: message.id }, colleague.token)).json.data;
    expect(after.thread.map((r: { delivery: string }) => r.delivery)).toEqual(['sent']);

    expect(await ids({ filter: 'answered' })).toContain(message.id);
    expect(await ids({ filter: 'unanswered' })).not.toContain(message.id);
    expect(await ids({ filter: 'all' })).toContain(message.id);

    const [entry] = await auditOf(message.id);
    expect(entry).toMatchObject({ action: 'message.reply', staffId: staff.id });
    expect(auditSentence({ action: entry!.action, who: staff.name, subject: 'Joaquina Muianga', before: entry!.before, after: entry!.after })).toBe(
      `${staff.name} respondeu por e-mail à mensagem de Joaquina Muianga.`,
    );
  });

  it('keeps every reply in order, and refuses an empty reply or an unknown message without writing anything', async () => {
    const message = await contactMessage();
    await admin(t, '/messages/reply', { id: message.id, body: 'Primeira resposta.' }, staff.token);
    const second = await admin(t, '/messages/reply', { id: message.id, body: 'Segunda resposta.' }, colleague.token);
    expect(second.json.data.thread.map((r: { staff_name: string; body: string }) => [r.staff_name, r.body])).toEqual([
      [staff.name, 'Primeira resposta.'],
      [colleague.name, 'Segunda resposta.'],
    ]);
    const outboxBefore = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.email))).length;
    const empty = await admin(t, '/messages/reply', { id: message.id, body: '   ' }, staff.token);
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Escreva a resposta.');
    expect((await admin(t, '/messages/reply', { id: 99_999_999, body: 'Olá.' }, staff.token)).status).toBe(404);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.email))).toHaveLength(outboxBefore);
    expect(await t.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, message.id))).toHaveLength(2);
  });
});

describe('read, answered and assigned are marks, not places', () => {
  it('a read message stays in Todas and Por responder; marking it unread puts it back in Por ler', async () => {
    const message = await contactMessage();
    const before = await list({});
    expect(await ids({ filter: 'unread' })).toContain(message.id);
    await admin(t, '/messages/read', { id: message.id, read: true }, staff.token);
    expect(await ids({ filter: 'unread' })).not.toContain(message.id);
    expect(await ids({ filter: 'all' })).toContain(message.id);
    expect(await ids({ filter: 'unanswered' })).toContain(message.id);
    expect((await list({})).unread_total).toBe(before.unread_total - 1);
    await admin(t, '/messages/read', { id: message.id, read: false }, staff.token);
    expect(await ids({ filter: 'unread' })).toContain(message.id);
    expect((await auditOf(message.id)).map((e) => e.action)).toEqual(['message.unread', 'message.read']);
  });

  it('answered by another way (a call, WhatsApp), then back to waiting', async () => {
    const message = await contactMessage();
    const answered = await admin(t, '/messages/answered', { id: message.id, answered: true }, staff.token);
    expect(answered.status).toBe(200);
    expect(answered.json.message).toBe('Mensagem marcada como respondida.');
    expect(answered.json.data).toMatchObject({ answered_at: expect.any(String), read_at: expect.any(String), replies: 0 });
    expect(await ids({ filter: 'answered' })).toContain(message.id);
    const again = await admin(t, '/messages/answered', { id: message.id, answered: false }, staff.token);
    expect(again.json.data.answered_at).toBeNull();
    expect(await ids({ filter: 'unanswered' })).toContain(message.id);
    expect((await auditOf(message.id)).map((e) => e.action)).toEqual(['message.unanswered', 'message.answered']);
  });

  it('staff take a message and let it go; the owner gives it to anyone; the list names who has it', async () => {
    const message = await contactMessage();
    const taken = await admin(t, '/messages/assign', { id: message.id, staff_id: staff.id }, staff.token);
    expect(taken.status).toBe(200);
    expect(taken.json.message).toBe(`Mensagem atribuída a ${staff.name}.`);
    expect((await list({})).data.find((m) => m.id === message.id)!.assigned_to).toEqual({ id: staff.id, name: staff.name });

    const given = await admin(t, '/messages/assign', { id: message.id, staff_id: colleague.id }, owner.token);
    expect(given.json.data.assigned_to).toEqual({ id: colleague.id, name: colleague.name });
    const released = await admin(t, '/messages/assign', { id: message.id, staff_id: null }, colleague.token);
    expect(released.json.data.assigned_to).toBeNull();
    expect(released.json.message).toBe('A mensagem ficou sem responsável.');

    const [last, second] = await auditOf(message.id);
    expect(auditSentence({ action: last!.action, who: colleague.name, subject: 'Joaquina Muianga', before: last!.before, after: last!.after })).toBe(`${colleague.name} deixou a mensagem de Joaquina Muianga sem responsável.`);
    expect(auditSentence({ action: second!.action, who: owner.name, subject: 'Joaquina Muianga', before: second!.before, after: second!.after })).toBe(`${owner.name} atribuiu a mensagem de Joaquina Muianga a ${colleague.name}.`);
    expect(released.json.data.team.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([staff.id, colleague.id, owner.id]));
  });
});

describe('who may do what', () => {
  it('a staff member may not give a message to a colleague, nor take one a colleague has; nothing changes', async () => {
    const message = await contactMessage();
    const toColleague = await admin(t, '/messages/assign', { id: message.id, staff_id: colleague.id }, staff.token);
    expect(toColleague.status).toBe(403);
    expect(toColleague.json.message).toBe('Só o(a) proprietário(a) atribui mensagens a outras pessoas ou tira uma mensagem a quem a tem.');
    await admin(t, '/messages/assign', { id: message.id, staff_id: colleague.id }, owner.token);
    expect((await admin(t, '/messages/assign', { id: message.id, staff_id: staff.id }, staff.token)).status).toBe(403);
    expect((await admin(t, '/messages/assign', { id: message.id, staff_id: null }, staff.token)).status).toBe(403);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row!.assignedStaffId).toBe(colleague.id);
    expect((await auditOf(message.id)).filter((e) => e.action === 'message.assign')).toHaveLength(1);
  });

  it('two staff taking the same free message at once: one gets it, the other is refused', async () => {
    const message = await contactMessage();
    const [a, b] = await Promise.all([
      admin(t, '/messages/assign', { id: message.id, staff_id: staff.id }, staff.token),
      admin(t, '/messages/assign', { id: message.id, staff_id: colleague.id }, colleague.token),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const winner = a.status === 200 ? staff : colleague;
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row!.assignedStaffId).toBe(winner.id);
    expect((await auditOf(message.id)).filter((e) => e.action === 'message.assign')).toHaveLength(1);
  });

  it('nobody is given a message who is not an active member of the team', async () => {
    const message = await contactMessage();
    const { staff: gone } = await createStaffMember(t.db, { active: false });
    const res = await admin(t, '/messages/assign', { id: message.id, staff_id: gone.id }, owner.token);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('Escolha um membro ativo da equipa.');
  });

  it('guests and customers cannot reply, mark or assign; a reply cannot be sent to an address given in the request', async () => {
    const message = await contactMessage();
    const { token: customer } = await createCustomer(t.db);
    for (const [path, body] of [
      ['/messages/reply', { id: message.id, body: 'Olá.' }],
      ['/messages/answered', { id: message.id, answered: true }],
      ['/messages/assign', { id: message.id, staff_id: staff.id }],
      ['/messages/detail', { id: message.id }],
    ] as const) {
      expect((await admin(t, path, body)).status).toBe(401);
      expect((await admin(t, path, body, customer)).status).toBe(401);
    }
    const pending = await createStaffMember(t.db, { mustChangePassword: true });
    expect((await admin(t, '/messages/reply', { id: message.id, body: 'Olá.' }, pending.token)).status).toBe(403);
    expect(await t.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, message.id))).toHaveLength(0);
    // The address comes from the stored message only: one named in the request is ignored.
    expect((await admin(t, '/messages/reply', { id: message.id, body: 'Olá.', email: 'outra@exemplo.com', to: 'outra@exemplo.com' }, staff.token)).status).toBe(201);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outra@exemplo.com'))).toHaveLength(0);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, message.email))).toHaveLength(1);
  });
});

describe('live search in the back office lists', () => {
  it('finds a message by the name typed without accents, by the phone typed with spaces or the country code, and by e-mail', async () => {
    const message = await contactMessage({ full_name: 'Ermelinda Sitóe Mondlane', phone: '847771234', message: 'Têm champô sem sulfatos?' });
    expect(await ids({ search: 'sitoe' })).toContain(message.id);
    expect(await ids({ search: 'ERMELINDA SITOE' })).toContain(message.id);
    expect(await ids({ search: '84 777 1234' })).toContain(message.id);
    expect(await ids({ search: '+258 84 777 1234' })).toContain(message.id);
    expect(await ids({ search: message.email.toUpperCase() })).toContain(message.id);
    expect(await ids({ search: 'champo sem sulfatos' })).toContain(message.id);
    expect(await ids({ search: 'sitoe', filter: 'answered' })).not.toContain(message.id);
    expect(await ids({ search: '84 999 9999' })).not.toContain(message.id);
  });

  it('finds a subscriber by e-mail, or by the name and mobile of the account behind the address', async () => {
    const { customer } = await createCustomer(t.db, { firstName: 'Zefanias', lastName: 'Macuácua', mobile: '258826665544' });
    await t.db.insert(newsletterSubscribers).values({ email: customer.email!, unsubscribeToken: randomBytes(8).toString('hex'), customerId: customer.id });
    const found = async (search: string) => (await admin(t, '/subscribers/list', { search, per_page: 100 }, staff.token)).json.data.data.map((s: { email: string }) => s.email);
    expect(await found('macuacua')).toContain(customer.email);
    expect(await found('82 666 5544')).toContain(customer.email);
    expect(await found(customer.email!.slice(0, 8))).toContain(customer.email);
    expect(await found('Zefanias Macuacua')).toContain(customer.email);
    expect(await found('82 000 0000')).not.toContain(customer.email);
  });

  it('finds a product by its name typed without accents, or by a SKU', async () => {
    const { product } = await createProduct(t.db, { name: `Óleo de rícino ${randomBytes(2).toString('hex')}` });
    const found = async (search: string) => (await admin(t, '/products/list', { search, per_page: 100 }, staff.token)).json.data.data.map((p: { id: number }) => p.id);
    expect(await found('oleo de ricino')).toContain(product.id);
    expect(await found('ÓLEO DE RÍCINO')).toContain(product.id);
    expect(await found('ricino zzz')).not.toContain(product.id);
  });
});
