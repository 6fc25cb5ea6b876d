import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, bookings, payments, refunds } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { futureDate } from './clinic-helpers.ts';
import { checkoutBody, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
let otherStaffToken: string;
let ownerToken: string;
let accountId: number;
let orderId: number;
let accountBookingRef: string;
let productId: number;
let productName: string;

const booking = (overrides: Record<string, unknown>) => ({ service: 'presencial', date: futureDate(9), time: '10:00', channel: 'telefone', email: '', ...overrides });

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
  otherStaffToken = (await createStaffMember(t.db)).token;
  ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;

  // An account with an order (paid MT 500, MT 120 refunded) and a booking staff took by phone.
  const { customer, token } = await createCustomer(t.db, { firstName: 'Ângela', lastName: 'Mabunda', email: 'angela.mabunda@exemplo.co.mz', mobile: '258847772020' });
  accountId = customer.id;
  const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 5, name: `Máscara de karité ${Date.now()}` });
  productId = product.id;
  productName = product.name;
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const placed = await t.shop('/place-order', await checkoutBody(t, token, { first_name: 'Ângela', last_name: 'Mabunda', email: 'angela.mabunda@exemplo.co.mz', phone: '+258 84 777 2020' }), token);
  expect(placed.status).toBe(201);
  orderId = placed.json.data.order_id;
  await t.db.insert(payments).values({ orderId, method: 'mpesa', amountCents: 50_000, paidOn: '2026-11-01', source: 'manual' });
  await t.db.insert(refunds).values({ orderId, method: 'mpesa', amountCents: 12_000, refundedOn: '2026-11-02', reason: 'Produto em falta.' });
  // Typed with spaces and without the country code: the same person as the account's mobile.
  const linked = await admin(t, '/appointments/create', booking({ full_name: 'Angela M.', phone: '84 777 2020', time: '09:00' }), staffToken);
  expect(linked.status).toBe(201);
  accountBookingRef = linked.json.data.reference;
  // Booked before an account existed: no customer on the row, joined by the phone.
  await t.db.update(bookings).set({ customerId: null }).where(eq(bookings.reference, accountBookingRef));

  // A person with bookings only, by phone.
  const walkIn = await admin(t, '/appointments/create', booking({ full_name: 'Júlia Nhantumbo', phone: '84 777 3030', time: '11:00' }), staffToken);
  expect(walkIn.status).toBe(201);
  const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, walkIn.json.data.reference));
  await t.db.insert(payments).values({ bookingId: row!.id, method: 'cash', amountCents: 150_000, paidOn: '2026-11-03', source: 'manual' });
});
afterAll(() => t.close());

const list = (search: string, token = staffToken) => admin(t, '/clients/list', { search }, token);
const keys = (res: { json: { data: { data: { key: string }[] } } }) => res.json.data.data.map((c) => c.key);

describe('clients', () => {
  it('refuses anyone who is not signed in as staff, and staff who must first change a temporary password', async () => {
    const { token: customerToken } = await createCustomer(t.db);
    const pending = (await createStaffMember(t.db, { mustChangePassword: true })).token;
    const calls: [string, unknown][] = [
      ['/clients/list', {}],
      ['/clients/detail', { key: String(accountId) }],
      ['/clients/note', { key: String(accountId), body: 'Prefere ser contactada à tarde.' }],
      ['/clients/note/delete', { key: String(accountId), id: 1 }],
      ['/search', { q: 'angela' }],
    ];
    for (const [path, body] of calls) {
      expect((await admin(t, path, body)).status).toBe(401);
      expect((await admin(t, path, body, customerToken)).status).toBe(401);
      expect((await admin(t, path, body, pending)).status).toBe(403);
    }
  });

  it('finds a client by name without accents, by phone in any format and by e-mail', async () => {
    const account = String(accountId);
    for (const typed of ['angela', 'ÂNGELA mab', 'angela.mabunda@exemplo', '84 777 2020', '+258847772020', '847772020', '00258 84 777 2020']) {
      expect(keys(await list(typed)), typed).toContain(account);
    }
    for (const typed of ['julia', 'Júlia Nhan', '84 777 3030', '+258 847773030', '847773030']) {
      expect(keys(await list(typed)), typed).toContain('tel-258847773030');
    }
    expect(keys(await list('84 777 9999'))).toEqual([]);
    // A booking whose phone belongs to an account is the account's, not a second client.
    expect(keys(await list('84 777 2020'))).not.toContain('tel-258847772020');
  });

  it("shows an account's orders, bookings, payments, addresses and what was spent net of refunds", async () => {
    const res = await admin(t, '/clients/detail', { key: String(accountId) }, staffToken);
    expect(res.status).toBe(200);
    const c = res.json.data;
    expect(c).toMatchObject({ key: String(accountId), customer_id: accountId, name: 'Ângela Mabunda', phone: '258847772020', orders: 1, bookings: 1, total_spent: '380.00' });
    expect(c.orders_list.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(c.bookings_list.map((b: { reference: string }) => b.reference)).toEqual([accountBookingRef]);
    expect(c.payments.map((p: { kind: string; amount: string; target: string }) => [p.kind, p.amount, p.target])).toEqual([
      ['refund', '120.00', 'order'],
      ['payment', '500.00', 'order'],
    ]);
    // The list agrees with the page.
    const row = (await list('Mabunda')).json.data.data.find((r: { key: string }) => r.key === String(accountId));
    expect(row).toMatchObject({ orders: 1, bookings: 1, total_spent: '380.00' });
  });

  it('opens a phone-only client, and a phone key that belongs to an account opens the account', async () => {
    const contact = (await admin(t, '/clients/detail', { key: 'tel-258847773030' }, staffToken)).json.data;
    expect(contact).toMatchObject({ customer_id: null, name: 'Júlia Nhantumbo', orders: 0, bookings: 1, total_spent: '1500.00', addresses: [] });
    const viaPhone = await admin(t, '/clients/detail', { key: 'tel-258847772020' }, staffToken);
    expect(viaPhone.json.data.key).toBe(String(accountId));
    expect((await admin(t, '/clients/detail', { key: 'tel-258847779999' }, staffToken)).status).toBe(404);
    expect((await admin(t, '/clients/detail', { key: 'abc' }, staffToken)).status).toBe(400);
  });

  it('keeps staff notes; only their author or an owner deletes one, and both are audited', async () => {
    const added = await admin(t, '/clients/note', { key: 'tel-258847773030', body: 'Alérgica a amoníaco.' }, staffToken);
    expect(added.status).toBe(201);
    const note = added.json.data.notes[0];
    expect(note.body).toBe('Alérgica a amoníaco.');
    expect((await admin(t, '/clients/note', { key: 'tel-258847773030', body: '   ' }, staffToken)).status).toBe(400);

    const refused = await admin(t, '/clients/note/delete', { key: 'tel-258847773030', id: note.id }, otherStaffToken);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Só quem escreveu a nota ou o(a) proprietário(a) a pode apagar.');
    // A note is deleted only through its own client.
    expect((await admin(t, '/clients/note/delete', { key: String(accountId), id: note.id }, ownerToken)).status).toBe(404);
    const deleted = await admin(t, '/clients/note/delete', { key: 'tel-258847773030', id: note.id }, ownerToken);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.notes).toEqual([]);
    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, 'tel-258847773030'));
    expect(audit.map((a) => a.action).sort()).toEqual(['client.note', 'client.note_delete']);
  });

  it('tells staff which client placed an order', async () => {
    const res = await admin(t, '/orders/detail', { id: orderId }, staffToken);
    expect(res.json.data.customer_id).toBe(accountId);
  });

  it('finds orders by name without accents and by phone in any format', async () => {
    for (const typed of ['angela mabunda', 'ÂNGELA', '84 777 2020', '+258847772020', '847772020']) {
      const found = await admin(t, '/orders/list', { search: typed }, staffToken);
      expect(found.json.data.data.map((o: { id: number }) => o.id), typed).toContain(orderId);
    }
    expect((await admin(t, '/orders/list', { search: '84 777 9999' }, staffToken)).json.data.data).toEqual([]);
  });

  it('searches orders, bookings, clients and products from one box', async () => {
    const byPhone = (await admin(t, '/search', { q: '84 777 2020' }, staffToken)).json.data;
    expect(byPhone.clients.map((c: { key: string }) => c.key)).toEqual([String(accountId)]);
    expect(byPhone.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(byPhone.bookings.map((b: { reference: string }) => b.reference)).toEqual([accountBookingRef]);
    expect(byPhone.products).toEqual([]);
    const byReference = (await admin(t, '/search', { q: accountBookingRef.toLowerCase() }, staffToken)).json.data;
    expect(byReference.bookings.map((b: { reference: string }) => b.reference)).toEqual([accountBookingRef]);
    const byName = (await admin(t, '/search', { q: 'JULIA nhantumbo' }, staffToken)).json.data;
    expect(byName.clients.map((c: { key: string }) => c.key)).toEqual(['tel-258847773030']);
    expect(byName.bookings.map((b: { full_name: string }) => b.full_name)).toEqual(['Júlia Nhantumbo']);
    const product = (await admin(t, '/search', { q: productName.replace('á', 'a').replace('é', 'e').toUpperCase() }, staffToken)).json.data;
    expect(product.products.map((p: { id: number }) => p.id)).toContain(productId);
    expect((await admin(t, '/search', { q: '  ' }, staffToken)).status).toBe(400);
  });
});
