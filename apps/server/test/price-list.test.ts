import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shop/contract/money';
import { bookings, clinicServices } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { fn, futureDate } from './clinic-helpers.ts';
import { createCustomer } from './factories.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await createStaffMember(t.db, { role: 'owner' })).token;
  staff = (await createStaffMember(t.db, { role: 'staff' })).token;
});
afterAll(() => t.close());

const DAY = futureDate(4);
const consultation = (time: string, overrides: Record<string, unknown> = {}) => ({
  full_name: 'Lurdes Mabunda', age: 34, whatsapp: '84 123 4567', email: 'lurdes@exemplo.co.mz', complaints: ['Caspa'],
  appointment_type: 'presencial', appointment_date: DAY, appointment_time: time, payment_method: 'establishment', ...overrides,
});
const micro = (time: string, pkg: number) => ({
  service_area: 'scalp', package: pkg, appointment_date: futureDate(6), appointment_time: time, full_name: 'Carlos', email: 'carlos@exemplo.co.mz', phone: '847654321', payment_option: 'deposit',
});
const services = async () => (await fn(t, 'GET', '/services-api/services')).json.data.flatMap((g: { services: unknown[] }) => g.services) as { slug: string; price: string; price_text: string; booking_option: string | null }[];
const line = async (slug: string) => (await t.db.select().from(clinicServices).where(eq(clinicServices.slug, slug)))[0]!;
const asSaved = (row: typeof clinicServices.$inferSelect, changes: Record<string, unknown>) => ({
  id: row.id, category: row.category, name: row.name, description: row.description, price: (row.priceCents / 100).toFixed(2), price_note: row.priceNote,
  duration_minutes: row.durationMinutes, sort_order: row.sortOrder, active: row.active, ...changes,
});

describe('one price list', () => {
  it('prices a booking from the list; a price change applies to new bookings only', async () => {
    const first = await fn(t, 'POST', '/appointments-api/create', { payload: consultation('09:00') });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ price: '3600.00' });

    const presencial = await line('consulta-capilar');
    const saved = await admin(t, '/services/save', asSaved(presencial, { price: '4000.00' }), owner);
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ price: '4000.00', price_text: formatMoney(400_000), booking_option: 'presencial' });

    expect((await services()).find((s) => s.slug === 'consulta-capilar')).toMatchObject({ price: '4000.00', price_text: formatMoney(400_000) });
    const pdf = pdfText((await t.app.inject({ method: 'GET', url: '/services/catalogo.pdf' })).rawPayload);
    expect(pdf).toContain(formatMoney(400_000));

    const third = await fn(t, 'POST', '/appointments-api/create', { payload: consultation('11:00') });
    expect(third.status).toBe(201);
    expect(third.json.data.price).toBe('4000.00');

    const [kept] = await t.db.select().from(bookings).where(eq(bookings.reference, first.json.data.reference));
    expect(kept!.priceCents).toBe(360_000);
    const again = await fn(t, 'GET', `/appointments-api/bookings/${first.json.data.reference}?token=${first.json.data.access_token}`);
    expect(again.json.data.price).toBe('3600.00');
  });

  it('derives the micro-needling deposit from the listed package price', async () => {
    const three = await line('microagulhamento-3-sessoes');
    expect((await admin(t, '/services/save', asSaved(three, { price: '27000.00' }), owner)).status).toBe(200);
    const res = await fn(t, 'POST', '/appointments-api/microneedling', { payload: micro('10:00', 3) });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ price: '27000.00', amount_due_now: '13500.00' });
  });

  it('adds a service and retires one: the list, the PDF and the booking pages follow', async () => {
    const created = await admin(t, '/services/save', { category: 'Cabelo', name: 'Hidratação profunda', description: 'Máscara e vapor.', price: '1250.00', price_note: 'por sessão', duration_minutes: 45 }, owner);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ slug: 'hidratacao-profunda', booking_option: null, active: true, price_text: `${formatMoney(125_000)} por sessão` });
    expect((await services()).map((s) => s.slug)).toContain('hidratacao-profunda');
    expect(pdfText((await t.app.inject({ method: 'GET', url: '/services/catalogo.pdf' })).rawPayload)).toContain('Hidratação profunda');

    const six = await line('microagulhamento-6-sessoes');
    expect((await admin(t, '/services/save', asSaved(six, { active: false }), owner)).status).toBe(200);
    expect((await services()).map((s) => s.slug)).not.toContain('microagulhamento-6-sessoes');
    const refused = await fn(t, 'POST', '/appointments-api/microneedling', { payload: micro('15:00', 6) });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/não está disponível/);
    expect(await t.db.select().from(bookings).where(eq(bookings.sessions, 6))).toEqual([]);
  });

  it('refuses bad input in Portuguese and keeps the price list to the owner', async () => {
    const manicure = await line('manicure');
    const bad = await admin(t, '/services/save', asSaved(manicure, { price: '-5' }), owner);
    expect(bad.status).toBe(400);
    expect(bad.json.errors.price).toBeDefined();
    const noCategory = await admin(t, '/services/save', { name: 'Sem categoria', price: '100.00' }, owner);
    expect(noCategory.status).toBe(400);
    expect(Object.keys(noCategory.json.errors)).toContain('category');

    const byStaff = await admin(t, '/services/save', asSaved(manicure, { price: '1.00' }), staff);
    expect(byStaff.status).toBe(403);
    const { token: customer } = await createCustomer(t.db);
    expect((await admin(t, '/services/save', asSaved(manicure, { price: '1.00' }), customer)).status).toBe(401);
    expect((await admin(t, '/services/save', asSaved(manicure, { price: '1.00' }))).status).toBe(401);
    expect((await line('manicure')).priceCents).toBe(160_000);
    // Staff still read the list (to answer a client on the phone).
    expect((await admin(t, '/services/list', {}, staff)).status).toBe(200);
  });
});
