import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { futureDate } from './clinic-helpers.ts';
import { checkoutBody, createProduct, payOrderInFull, shippingMethodByName } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let ownerToken: string;
let ana: { id: number; token: string; name: string };
let bruno: { id: number; token: string; name: string };
let orderId: number;
let orderRef: string;
let bookingRef: string;

interface Entry { staff_id: number; staff_name: string; action: string; kind: string; sentence: string; link: string | null; fulfilment: string | null; before: unknown; after: unknown; created_at: string }
const entries = (res: { json: { data: { data: Entry[] } } }) => res.json.data.data;

beforeAll(async () => {
  t = await createTestApp();
  ownerToken = (await createStaffMember(t.db, { role: 'owner' })).token;
  const a = await createStaffMember(t.db);
  const b = await createStaffMember(t.db);
  ana = { id: a.staff.id, token: a.token, name: a.staff.name };
  bruno = { id: b.staff.id, token: b.token, name: b.staff.name };

  // Ana confirms a customer's order; Bruno books a client by phone.
  const { token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 5 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
  const placed = await t.shop('/place-order', await checkoutBody(t, token), token);
  expect(placed.status).toBe(201);
  orderId = placed.json.data.order_id;
  orderRef = String(placed.json.data.order_id_string).replace(/^#/, '');
  expect((await admin(t, '/orders/status', { id: orderId, status: 1 }, ana.token)).status).toBe(200);
  const booked = await admin(t, '/appointments/create', { service: 'presencial', date: futureDate(9), time: '10:00', channel: 'telefone', email: '', full_name: 'Júlia Nhantumbo', phone: '84 777 3131' }, bruno.token);
  expect(booked.status).toBe(201);
  bookingRef = booked.json.data.reference;
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>, token = ownerToken) => admin(t, '/audit/list', body, token);

describe('activity log', () => {
  it('is refused to guests, customers and staff who are not owners', async () => {
    expect((await admin(t, '/audit/list', {})).status).toBe(401);
    const { token: customerToken } = await createCustomer(t.db);
    const asCustomer = await list({}, customerToken);
    expect(asCustomer.status).toBe(401);
    const asStaff = await list({}, ana.token);
    expect(asStaff.status).toBe(403);
    expect(asStaff.json.code).toBe('FORBIDDEN');
  });

  it('reads each entry as a Portuguese sentence with the business reference, the person and a link', async () => {
    const res = await list({ staff_id: ana.id });
    expect(res.status).toBe(200);
    const change = entries(res).find((e) => e.action === 'order.status_change')!;
    expect(orderRef).toMatch(/^[A-Z0-9]{6,}$/);
    expect(change.sentence).toBe(`${ana.name} mudou a encomenda ${orderRef} de «pendente» para «confirmado».`);
    expect(change.kind).toBe('orders');
    expect(change.link).toBe(`/admin/encomendas/${orderId}`);
    expect(change.sentence).not.toMatch(/order\.|#\d/);
    expect(change.fulfilment).toBe('delivery');

    const booking = entries(await list({ staff_id: bruno.id, kind: 'bookings' }));
    expect(booking).toHaveLength(1);
    expect(booking[0]!.sentence).toBe(`${bruno.name} criou a marcação ${bookingRef} (Júlia Nhantumbo).`);
    expect(booking[0]!.link).toMatch(/^\/admin\/marcacoes\?dia=\d{4}-\d{2}-\d{2}$/);
    expect(booking[0]!.fulfilment).toBeNull();
  });

  it('filters by person and by kind on the server', async () => {
    const anas = entries(await list({ staff_id: ana.id }));
    expect(anas.length).toBeGreaterThan(0);
    expect(anas.every((e) => e.staff_id === ana.id)).toBe(true);
    const orders = entries(await list({ kind: 'orders' }));
    expect(orders.map((e) => e.action)).toContain('order.status_change');
    expect(orders.every((e) => e.action.startsWith('order.'))).toBe(true);
    expect(entries(await list({ kind: 'orders', staff_id: bruno.id }))).toEqual([]);
  });

  it('filters by Maputo calendar days, both included, and pages the result', async () => {
    // 22:30 UTC on 10 March is 00:30 on 11 March in Maputo.
    const rows = Array.from({ length: 35 }, (_, i) => ({
      staffId: bruno.id, staffEmail: 'x@y.co', action: 'staff.sign_in', entity: 'staff', entityId: String(bruno.id),
      createdAt: new Date(Date.UTC(2025, 2, 10, 22, 30, i)),
    }));
    await t.db.insert(adminAuditLog).values([...rows, { staffId: bruno.id, staffEmail: 'x@y.co', action: 'staff.sign_in', entity: 'staff', entityId: String(bruno.id), createdAt: new Date('2025-03-10T21:59:00Z') }]);
    const day = await list({ from: '2025-03-11', to: '2025-03-11' });
    expect(day.status).toBe(200);
    expect(day.json.data.total).toBe(35);
    expect(day.json.data.last_page).toBe(2);
    expect(entries(day)).toHaveLength(30);
    expect(entries(day)[0]!.sentence).toBe(`${bruno.name} entrou na gestão.`);
    const second = await list({ from: '2025-03-11', to: '2025-03-11', page: 2 });
    expect(entries(second)).toHaveLength(5);
    expect((await list({ from: '2025-03-10', to: '2025-03-10' })).json.data.total).toBe(1);
    expect((await list({ to: '2025-03-11', kind: 'team' })).json.data.total).toBe(36);
  });

  it('refuses an unknown kind and a period that ends before it starts, in Portuguese', async () => {
    const kind = await list({ kind: 'everything' });
    expect(kind.status).toBe(400);
    expect(JSON.stringify(kind.json)).toContain('Tipo de atividade desconhecido.');
    const period = await list({ from: '2025-03-12', to: '2025-03-11' });
    expect(period.status).toBe(400);
    expect(JSON.stringify(period.json)).toContain('A data inicial tem de ser anterior à final.');
  });

  it("marks a pick-up order's entries as pick-up, so the before/after reads in pick-up words (decision 147)", async () => {
    const carla = await createStaffMember(t.db);
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 30_000, stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const method = await shippingMethodByName(t.db, 'Levantamento na clínica');
    const placed = await t.shop('/place-order', await checkoutBody(t, token, { method_id: method.id }), token);
    expect(placed.status).toBe(201);
    const id: number = placed.json.data.order_id;
    await payOrderInFull(t.db, id);
    for (const status of [1, 2, 4]) expect((await admin(t, '/orders/status', { id, status }, carla.token)).status).toBe(200);
    const changes = entries(await list({ staff_id: carla.staff.id, kind: 'orders' })).filter((e) => e.action === 'order.status_change');
    expect(changes).toHaveLength(3);
    expect(changes.every((e) => e.fulfilment === 'pickup')).toBe(true);
    expect(changes[0]!.sentence).toMatch(/de «pronto para levantamento» para «levantado»/);
    expect(changes[0]).toMatchObject({ before: { status: 2 }, after: { status: 4 } });
  });
});
