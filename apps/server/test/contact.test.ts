import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, devMailbox, mailOutbox, newsletterSubscribers } from '../src/db/schema.ts';
import { deliverDueMail } from '../src/lib/mail/outbox-worker.ts';
import { devMailboxTransport } from '../src/lib/mail/transport.ts';
import { composeNewsletterMail } from '../src/modules/contact/newsletter.ts';
import { fn } from './clinic-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Rosa Chissano',
  email: 'Rosa@Exemplo.co.mz',
  phone: '+258 84 555 0101',
  subject: 'treatments',
  message: 'Gostaria de saber mais sobre o microagulhamento.',
  privacy_accepted: true,
  ...overrides,
});

describe('contact-api', () => {
  it('stores the message as unread and e-mails the clinic through the outbox', async () => {
    const res = await fn(t, 'POST', '/contact-api', { payload: message() });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, data: { id: expect.any(Number), message: 'Mensagem enviada com sucesso! Responderemos em breve.' } });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data.id));
    expect(row).toMatchObject({ fullName: 'Rosa Chissano', email: 'rosa@exemplo.co.mz', subject: 'treatments', readAt: null });
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: t.app.config.staffAlertEmail });
    expect(mail!.text).toContain(`${t.app.config.publicUrl}/admin/mensagens`);
    expect(mail!.text).toContain('Gostaria de saber mais sobre o microagulhamento.');
    expect(mail!.text).toContain('rosa@exemplo.co.mz');
    await deliverDueMail(t.db, devMailboxTransport(t.db));
    const delivered = await t.db.select().from(devMailbox).where(eq(devMailbox.outboxId, mail!.id));
    expect(delivered).toHaveLength(1);
  });

  it('sends every subject to the staff address, naming it, and defaults the subject to other', async () => {
    await fn(t, 'POST', '/contact-api', { payload: message({ subject: 'partnerships' }) });
    const [mail] = await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.to).toBe(t.app.config.staffAlertEmail);
    expect(mail!.subject).toContain('Parcerias');
    const res = await fn(t, 'POST', '/contact-api', { payload: message({ subject: undefined }) });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data.id));
    expect(row!.subject).toBe('other');
  });

  it.each([
    [{ privacy_accepted: false }, 'Por favor, aceite a Política de Privacidade'],
    [{ privacy_accepted: undefined }, 'Por favor, aceite a Política de Privacidade'],
    [{ full_name: '  ' }, 'Indique o seu nome.'],
    [{ email: 'sem-arroba' }, 'Indique um e-mail válido.'],
    [{ message: '' }, 'Indique a sua mensagem.'],
    [{ subject: 'spam' }, 'Assunto desconhecido.'],
  ])('refuses %j and stores nothing', async (overrides, error) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await fn(t, 'POST', '/contact-api', { payload: message(overrides) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits one address to 5 messages in 10 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await fn(t, 'POST', '/contact-api', { payload: message(), remoteAddress: '192.0.2.99' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('links the message to a signed-in customer sent in X-Customer-Token', async () => {
    const { customer, token } = await createCustomer(t.db);
    const res = await fn(t, 'POST', '/contact-api', { payload: message(), headers: { 'x-customer-token': token } });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data.id));
    expect(row!.customerId).toBe(customer.id);
  });
});

describe('newsletter', () => {
  let n = 0;
  const signUp = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/loja/subscribe', payload: body, remoteAddress: `10.7.${Math.floor(n / 250)}.${(n++ % 250) + 1}` });
  const subscribers = (email: string) => t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  const welcomeMails = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('subscribes with consent; twice is the same success and sends one welcome e-mail', async () => {
    const first = await signUp({ email: '  Nova@Exemplo.co.mz ', privacy_accepted: true });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: 1, message: 'Inscrição na newsletter realizada com sucesso!', data: { email: 'nova@exemplo.co.mz', subscribed: true } });
    const second = await signUp({ email: 'nova@exemplo.co.mz', privacy_accepted: true });
    expect(second.json).toEqual(first.json);
    expect(await subscribers('nova@exemplo.co.mz')).toHaveLength(1);
    expect(await welcomeMails('nova@exemplo.co.mz')).toHaveLength(1);
  });

  it('refuses without consent or with a bad e-mail', async () => {
    const noConsent = await signUp({ email: 'x@exemplo.co.mz' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.status).toBe(0);
    expect((await signUp({ email: 'invalido', privacy_accepted: true })).status).toBe(400);
    expect(await subscribers('x@exemplo.co.mz')).toHaveLength(0);
  });

  it('settles concurrent sign-ups of one address into one subscriber', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => signUp({ email: 'corrida@exemplo.co.mz', privacy_accepted: true })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await subscribers('corrida@exemplo.co.mz')).toHaveLength(1);
    expect(await welcomeMails('corrida@exemplo.co.mz')).toHaveLength(1);
  });

  it('unsubscribes with the link in the e-mail, and a later sign-up subscribes again', async () => {
    await signUp({ email: 'sair@exemplo.co.mz', privacy_accepted: true });
    const [mail] = await welcomeMails('sair@exemplo.co.mz');
    const link = /http:\/\/localhost:\d+(\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const page = await t.request({ method: 'GET', url: link![1]! });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Subscrição cancelada');
    expect((await subscribers('sair@exemplo.co.mz'))[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect((await t.request({ method: 'GET', url: link![1]! })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/newsletter/unsubscribe?token=nao-existe' })).status).toBe(404);

    await signUp({ email: 'sair@exemplo.co.mz', privacy_accepted: true });
    expect((await subscribers('sair@exemplo.co.mz'))[0]!.status).toBe('subscribed');
    expect(await welcomeMails('sair@exemplo.co.mz')).toHaveLength(2);
  });

  it('supports one-click unsubscribe by POST and undoing it from the page', async () => {
    await signUp({ email: 'clique@exemplo.co.mz', privacy_accepted: true });
    const [row] = await subscribers('clique@exemplo.co.mz');
    const post = await t.request({ method: 'POST', url: `/newsletter/unsubscribe?token=${row!.unsubscribeToken}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.status).toBe(200);
    expect((await subscribers('clique@exemplo.co.mz'))[0]!.status).toBe('unsubscribed');
    const undo = await t.request({ method: 'POST', url: `/newsletter/resubscribe?token=${row!.unsubscribeToken}` });
    expect(undo.status).toBe(200);
    expect((await subscribers('clique@exemplo.co.mz'))[0]!.status).toBe('subscribed');
  });

  it('limits sign-ups from one address to 10 an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.request({ method: 'POST', url: '/api/loja/subscribe', payload: { email: `limite${i}@exemplo.co.mz`, privacy_accepted: true }, remoteAddress: '192.0.2.77' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('puts the subscriber\'s own unsubscribe link in every newsletter e-mail', () => {
    const mail = composeNewsletterMail('https://loja.example', { email: 'a@b.mz', unsubscribeToken: 'tok-123' }, { subject: 'Novidades', text: 'Olá' });
    expect(mail.text).toContain('https://loja.example/newsletter/unsubscribe?token=tok-123');
  });
});
