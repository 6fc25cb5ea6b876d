import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedPeriods, bookingEvents, bookings, files, mailOutbox } from '../src/db/schema.ts';
import { MESSAGE_BAD_IDEMPOTENCY_KEY } from '../src/lib/idempotency-key.ts';
import { maputoInstant } from '../src/lib/maputo-time.ts';
import { consultation, form, fn, futureDate, JPEG, PDF, PNG } from './clinic-helpers.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = futureDate(3);
const slots = async (date: string, type = 'presencial') => (await fn(t, 'GET', `/appointments-api/available-slots?date=${date}&type=${type}`)).json.data as { time: string; available: boolean }[];
const freeTimes = async (date: string, type = 'presencial') => (await slots(date, type)).filter((s) => s.available).map((s) => s.time);

describe('available slots', () => {
  it('lists a weekday, a Saturday and an empty Sunday in the spec shape', async () => {
    const weekday = await fn(t, 'GET', `/appointments-api/available-slots?date=${futureDate(10)}`);
    expect(weekday.status).toBe(200);
    expect(weekday.json.success).toBe(true);
    expect(weekday.json.data).toHaveLength(9);
    expect(weekday.json.data[0]).toEqual({ time: '09:00', available: true });
    expect((await slots(futureDate(10, 'saturday'))).map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00']);
    expect(await slots(futureDate(10, 'sunday'))).toEqual([]);
    expect((await slots(futureDate(10), 'microneedling')).map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('marks everything today and in the past unavailable (24-hour notice)', async () => {
    const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    expect((await slots(today)).every((s) => !s.available)).toBe(true);
    expect((await slots('2020-01-06')).every((s) => !s.available)).toBe(true);
  });

  it('refuses a malformed date', async () => {
    const res = await fn(t, 'GET', '/appointments-api/available-slots?date=2030-02-30');
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
  });

  it('honours periods blocked by staff', async () => {
    const date = futureDate(11);
    await t.db.insert(blockedPeriods).values({ startsAt: maputoInstant(date, '12:00'), endsAt: maputoInstant(date, '14:00'), reason: 'Formação' });
    expect(await freeTimes(date)).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '12:00' }) });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('SLOT_TAKEN');
  });
});

describe('available days', () => {
  it('offers only days with a free time: no Sunday, no today, no fully blocked day', async () => {
    const res = await fn(t, 'GET', '/appointments-api/available-days?type=presencial');
    expect(res.status).toBe(200);
    const days = res.json.data as { date: string; free: number }[];
    const today = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10);
    expect(days.length).toBeGreaterThan(20);
    expect(days.map((d) => d.date)).not.toContain(today);
    expect(days.map((d) => d.date)).not.toContain(futureDate(10, 'sunday'));
    expect(days.every((d) => d.free > 0)).toBe(true);
    expect(days.find((d) => d.date === futureDate(12))?.free).toBe((await freeTimes(futureDate(12))).length);

    const blocked = futureDate(45);
    await t.db.insert(blockedPeriods).values({ startsAt: maputoInstant(blocked, '00:00'), endsAt: maputoInstant(blocked, '23:59'), reason: 'Feriado' });
    const after = (await fn(t, 'GET', '/appointments-api/available-days?type=presencial')).json.data as { date: string }[];
    expect(after.map((d) => d.date)).not.toContain(blocked);
    expect((await fn(t, 'GET', '/appointments-api/available-days?type=manicure')).status).toBe(400);
  });
});

describe('booking a consultation', () => {
  it('books with payment at the clinic, takes the slot and queues both e-mails with an .ics', async () => {
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation() });
    expect(res.status).toBe(201);
    const b = res.json.data;
    expect(b).toMatchObject({
      kind: 'consultation', service: 'presencial', status: 'pending', payment_status: 'pay_at_clinic', price: '3600.00', amount_due_now: '0.00',
      email: 'lurdes@exemplo.co.mz', phone: '258841234567', appointment_date: DAY, appointment_time: '09:00', complaints: ['Queda Capilar', 'Caspa'],
      starts_at: maputoInstant(DAY, '09:00').toISOString(), receipt: null,
    });
    expect(b.reference).toMatch(/^CC-[A-Z2-9]{6}$/);
    expect(b.access_token.length).toBeGreaterThanOrEqual(32);
    expect((await slots(DAY)).find((s) => s.time === '09:00')!.available).toBe(false);

    const mails = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like ${`%${b.reference}%`}`);
    expect(mails.map((m) => m.to).sort()).toEqual([t.app.config.staffAlertEmail, 'lurdes@exemplo.co.mz'].sort());
    const alert = mails.find((m) => m.to === t.app.config.staffAlertEmail)!;
    expect(alert.text).toContain(`${t.app.config.publicUrl}/admin/marcacoes?dia=${DAY}`);
    expect(alert.html).toContain(`/admin/marcacoes?dia=${DAY}`);
    const ics = Buffer.from(mails[0]!.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics).toContain(`UID:${b.reference}@cabelomaputo.co.mz`);
    expect(ics).toContain(`DTSTART:${DAY.replace(/-/g, '')}T070000Z`);
    expect(ics).toMatch(/SUMMARY:Consulta capilar presencial/);
    expect(ics).toMatch(/LOCATION:Cabelo & Clínica Maputo\\, Av\. Julius Nyerere/);
  });

  it('lets an online and an in-person consultation not share the specialist, but a treatment may run at the same time', async () => {
    const online = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_type: 'online', appointment_time: '09:00' }) });
    expect(online.status).toBe(409);
    const micro = await fn(t, 'POST', '/appointments-api/microneedling', {
      payload: { service_area: 'scalp', package: 1, appointment_date: DAY, appointment_time: '09:00', full_name: 'Ana', email: 'ana@exemplo.co.mz', phone: '+258 82 000 1111', payment_option: 'deposit' },
    });
    expect(micro.status).toBe(201);
  });

  it.each([
    [{ full_name: '' }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ age: undefined }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ whatsapp: '' }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ email: '' }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ complaints: [] }, 'Por favor, selecione pelo menos uma queixa'],
    [{ appointment_date: '' }, 'Por favor, selecione data e horário'],
    [{ appointment_time: '' }, 'Por favor, selecione data e horário'],
    [{ age: 0 }, 'A idade deve estar entre 1 e 120 anos.'],
    [{ age: 121 }, 'A idade deve estar entre 1 e 120 anos.'],
    [{ payment_method: 'advance_50' }, 'Por favor, faça o upload do comprovativo de pagamento'],
    [{ appointment_date: '2020-01-06' }, 'A data não pode ser anterior a hoje.'],
    [{ appointment_time: '09:30' }, 'Escolha um dos horários disponíveis para esta data.'],
  ])('refuses %j with the spec message', async (overrides, message) => {
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_time: '16:00', ...overrides }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: message, code: 'VALIDATION_FAILED' });
  });

  it('refuses a slot inside the 24-hour notice', async () => {
    // A start less than 24 hours away: later today before 09:00, otherwise tomorrow at this hour.
    const maputo = new Date(Date.now() + 2 * 3_600_000);
    const hour = maputo.getUTCHours();
    const day = hour < 9 ? maputo : new Date(maputo.getTime() + 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const time = `${String(hour < 9 ? 10 : Math.min(hour, 13)).padStart(2, '0')}:00`;
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: time }) });
    expect(res.status).toBe(400);
    if (day.getUTCDay() !== 0) expect(res.json.error).toBe('As marcações são feitas com pelo menos 24 horas de antecedência. Escolha outro horário.');
  });
});

describe('deposit receipts', () => {
  const date = futureDate(4);

  it('stores a PNG receipt sent as multipart, holds the slot for review and never exposes the file', async () => {
    const fields = { ...consultation({ appointment_date: date, appointment_time: '10:00', payment_method: 'advance_50' }), age: '41', complaints: ['Acne', 'Outras'] };
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: form(fields, { name: '../../comprovativo banco.png', bytes: PNG, type: 'text/plain' }) });
    expect(res.status).toBe(201);
    const b = res.json.data;
    expect(b).toMatchObject({ status: 'awaiting_receipt_review', payment_status: 'under_review', amount_due_now: '1800.00', complaints: ['Acne', 'Outras'], age: 41 });
    expect(b.receipt).toMatchObject({ name: 'comprovativo banco.png' });
    expect(new Date(b.hold_expires_at).getTime()).toBeGreaterThan(Date.now());
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, b.reference));
    const [file] = await t.db.select().from(files).where(eq(files.id, row!.receiptFileId!));
    expect(file).toMatchObject({ purpose: 'booking-receipt', mime: 'image/png', size: b.receipt.size });
    // Kept as re-encoded pixels, not byte for byte.
    expect((await sharp(file!.bytes).metadata()).width).toBe(2);
    expect(JSON.stringify(b)).not.toContain(row!.receiptFileId!);
    const fetched = await t.request({ method: 'GET', url: `/files/${row!.receiptFileId}` });
    expect(fetched.status).toBe(404);
  });

  it('accepts a PDF by content and refuses a disguised file or one over 5 MB with the spec messages', async () => {
    const base = consultation({ appointment_date: date, payment_method: 'advance_50' });
    const ok = await fn(t, 'POST', '/appointments-api/create', { payload: form({ ...base, age: '30', appointment_time: '11:00' }, { name: 'talao.pdf', bytes: PDF }) });
    expect(ok.status).toBe(201);
    const fake = await fn(t, 'POST', '/appointments-api/create', { payload: form({ ...base, age: '30', appointment_time: '12:00' }, { name: 'foto.png', bytes: Buffer.from('isto não é uma imagem'), type: 'image/png' }) });
    expect(fake.status).toBe(415);
    expect(fake.json.error).toBe('Apenas imagens PNG, JPG ou PDF são permitidos');
    const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 10), Buffer.from('IEND')]);
    const tooBig = await fn(t, 'POST', '/appointments-api/create', { payload: form({ ...base, age: '30', appointment_time: '12:00' }, { name: 'grande.png', bytes: big }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error).toBe('O ficheiro deve ter no máximo 5MB');
    expect((await slots(date)).find((s) => s.time === '12:00')!.available).toBe(true);
  });

  it('takes a form sent with no file chosen as no receipt, and refuses a chosen file that is empty', async () => {
    const noneChosen = form({ ...consultation({ appointment_date: date, appointment_time: '14:00' }), age: '30' });
    noneChosen.append('payment_receipt', new Blob([]), '');
    const booked = await fn(t, 'POST', '/appointments-api/create', { payload: noneChosen });
    expect(booked.status).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, booked.json.data.reference));
    expect(row!.receiptFileId).toBeNull();
    const empty = form({ ...consultation({ appointment_date: date, appointment_time: '15:00', payment_method: 'advance_50' }), age: '30' }, { name: 'talao.pdf', bytes: Buffer.alloc(0) });
    const refused = await fn(t, 'POST', '/appointments-api/create', { payload: empty });
    expect(refused.json.error).toBe('O ficheiro está vazio.');
    expect((await slots(date)).find((s) => s.time === '15:00')!.available).toBe(true);
  });

  it('frees the slot once an unreviewed hold expires, in the same transaction as the next booking', async () => {
    const payload = form({ ...(consultation({ appointment_date: date, appointment_time: '13:00', payment_method: 'advance_50' })), age: '30' }, { name: 'c.png', bytes: PNG });
    const first = await fn(t, 'POST', '/appointments-api/create', { payload });
    expect(first.status).toBe(201);
    await t.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.reference, first.json.data.reference));
    expect((await slots(date)).find((s) => s.time === '13:00')!.available).toBe(true);
    const second = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '13:00' }) });
    expect(second.status).toBe(201);
    const [old] = await t.db.select().from(bookings).where(eq(bookings.reference, first.json.data.reference));
    expect(old!.status).toBe('expired');
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, old!.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toContainEqual(['awaiting_receipt_review', 'expired', 'system']);
  });
});

describe('abuse', () => {
  it('limits bookings from one address to 30 an hour', async () => {
    const payload = consultation({ appointment_date: DAY, appointment_time: '09:00' });
    const results = [];
    for (let i = 0; i < 31; i++) results.push(await fn(t, 'POST', '/appointments-api/create', { payload, remoteAddress: '192.0.2.7' }));
    expect(results.slice(0, 30).every((r) => r.status === 409)).toBe(true);
    expect(results[30]!.status).toBe(429);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried booking with the first result, and refuses the key with another body', async () => {
    const date = futureDate(6);
    const headers = { 'idempotency-key': 'booking-retry-0001' };
    const first = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '16:00' }), headers });
    const again = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '16:00' }), headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.data.reference).toBe(first.json.data.reference);
    expect(again.json.data.access_token).toBe(first.json.data.access_token);
    const other = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '17:00' }), headers });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('IDEMPOTENCY_MISMATCH');
    const count = await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, 'booking-retry-0001'));
    expect(count).toHaveLength(1);
  });

  it('refuses a malformed key with the same words as an order, and books nothing', async () => {
    const date = futureDate(6);
    for (const key of ['x', 'k'.repeat(101), 'chave com espaços']) {
      const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '15:00' }), headers: { 'idempotency-key': key } });
      expect(res.status, key).toBe(400);
      expect(res.json.error, key).toBe(MESSAGE_BAD_IDEMPOTENCY_KEY);
    }
    expect((await slots(date)).find((s) => s.time === '15:00')!.available).toBe(true);
  });

  it('settles concurrent retries with one key into one booking', async () => {
    const date = futureDate(6);
    const headers = { 'idempotency-key': 'booking-retry-0002' };
    const results = await Promise.all(Array.from({ length: 10 }, () => fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: '14:00' }), headers })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.json.data.reference)).size).toBe(1);
  });
});

describe('reading a booking', () => {
  it('shows a booking to the holder of its link only', async () => {
    const created = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: futureDate(7), appointment_time: '17:00' }) });
    const { reference, access_token } = created.json.data;
    const ok = await fn(t, 'GET', `/appointments-api/bookings/${reference}?token=${access_token}`);
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ reference, full_name: 'Lurdes Mabunda' });
    expect(ok.json.data.access_token).toBeUndefined();
    const wrong = await fn(t, 'GET', `/appointments-api/bookings/${reference}?token=${'x'.repeat(32)}`);
    expect(wrong.status).toBe(404);
  });
});

describe('a signed-in customer\'s bookings', () => {
  it('links a booking to the customer token, lists it, and lets only its owner cancel it', async () => {
    const owner = await createCustomer(t.db);
    const stranger = await createCustomer(t.db);
    const created = await fn(t, 'POST', '/appointments-api/create', {
      payload: consultation({ appointment_date: futureDate(15), appointment_time: '09:00' }),
      headers: { 'x-customer-token': owner.token },
    });
    expect(created.status).toBe(201);
    const ref = created.json.data.reference;
    const mine = await t.shop('/my-bookings', {}, owner.token);
    expect(mine.json.data.map((b: { reference: string }) => b.reference)).toEqual([ref]);
    expect(mine.json.data[0].can_cancel).toBe(true);
    expect((await t.shop('/my-bookings', {}, stranger.token)).json.data).toEqual([]);
    expect((await t.shop('/my-bookings', {})).status).toBe(401);

    const refused = await t.shop('/booking-cancel', { reference: ref }, stranger.token);
    expect(refused.status).toBe(404);
    const cancelled = await t.shop('/booking-cancel', { reference: ref }, owner.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelled');
    expect((await t.shop('/booking-cancel', { reference: ref }, owner.token)).status).toBe(409);
  });

  it('books as a guest when the customer token is missing or stale', async () => {
    const res = await fn(t, 'POST', '/appointments-api/create', {
      payload: consultation({ appointment_date: futureDate(15), appointment_time: '10:00' }),
      headers: { 'x-customer-token': 'stale-token' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, res.json.data.reference));
    expect(row!.customerId).toBeNull();
  });
});

describe('a customer reschedules their own booking', () => {
  const book = async (token: string, date: string, time: string) => {
    const res = await fn(t, 'POST', '/appointments-api/create', { payload: consultation({ appointment_date: date, appointment_time: time }), headers: { 'x-customer-token': token } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.data.reference as string;
  };

  it('moves it to another free time: the old time is freed, the new one held, recorded and mailed', async () => {
    const owner = await createCustomer(t.db);
    const [from, to] = [futureDate(16), futureDate(17)];
    const ref = await book(owner.token, from, '15:00');
    const moved = await t.shop('/booking-reschedule', { reference: ref, appointment_date: to, appointment_time: '11:00' }, owner.token);
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.message).toBe('Marcação remarcada.');
    expect(moved.json.data).toMatchObject({ reference: ref, appointment_date: to, appointment_time: '11:00', status: 'pending' });
    expect(await freeTimes(from)).toContain('15:00');
    expect(await freeTimes(to)).not.toContain('11:00');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, ref));
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row!.id));
    expect(events.at(-1)).toMatchObject({ actor: 'customer', note: `Remarcada pelo cliente: de ${from} 15:00 para ${to} 11:00.` });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `A sua marcação foi remarcada: ${ref}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('11:00');
  });

  it('refuses strangers, guests, a taken or too-soon time, the same time, and any change under 12 hours', async () => {
    const owner = await createCustomer(t.db);
    const stranger = await createCustomer(t.db);
    const day = futureDate(18);
    const ref = await book(owner.token, day, '09:00');
    await book(stranger.token, day, '10:00');
    const move = (body: Record<string, unknown>, token?: string) => t.shop('/booking-reschedule', { reference: ref, appointment_date: day, ...body }, token);

    expect((await move({ appointment_time: '11:00' }, stranger.token)).status).toBe(404);
    expect((await move({ appointment_time: '11:00' })).status).toBe(401);
    const taken = await move({ appointment_time: '10:00' }, owner.token);
    expect(taken.status).toBe(409);
    expect(taken.json.errors.appointment_time).toEqual(['Este horário já não está disponível. Escolha outro horário.']);
    const same = await move({ appointment_time: '09:00' }, owner.token);
    expect(same.status).toBe(400);
    expect(same.json.errors.appointment_time).toBeDefined();
    const soon = await move({ appointment_date: new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 10), appointment_time: '17:00' }, owner.token);
    expect(soon.status).toBe(400);
    const unreadable = await move({ appointment_time: 'de manhã' }, owner.token);
    expect(unreadable.status).toBe(400);
    expect(unreadable.json.message).toBe('Escolha o horário.');

    // Less than 12 hours before: neither moved nor cancelled online.
    await t.db.update(bookings).set({ startsAt: new Date(Date.now() + 6 * 3_600_000), endsAt: new Date(Date.now() + 7 * 3_600_000) }).where(eq(bookings.reference, ref));
    const late = await move({ appointment_date: futureDate(19), appointment_time: '11:00' }, owner.token);
    expect(late.status).toBe(422);
    expect(late.json.message).toBe('Só é possível remarcar até 12 horas antes da marcação. Contacte-nos por WhatsApp.');
    expect((await t.shop('/booking-cancel', { reference: ref }, owner.token)).status).toBe(422);
    expect((await t.shop('/my-bookings', {}, owner.token)).json.data[0].can_cancel).toBe(false);
  });

  it('settles two customers moving to the same free time at once: exactly one gets it', async () => {
    const [a, b] = [await createCustomer(t.db), await createCustomer(t.db)];
    const day = futureDate(20);
    const refs = [await book(a.token, day, '09:00'), await book(b.token, day, '10:00')];
    const results = await Promise.all([
      t.shop('/booking-reschedule', { reference: refs[0], appointment_date: day, appointment_time: '14:00' }, a.token),
      t.shop('/booking-reschedule', { reference: refs[1], appointment_date: day, appointment_time: '14:00' }, b.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await t.db.select().from(bookings).where(and(eq(bookings.startsAt, maputoInstant(day, '14:00')), eq(bookings.resource, 'consultation')));
    expect(held).toHaveLength(1);
  });
});

describe('micro-needling', () => {
  const date = futureDate(9);
  const micro = (overrides: Record<string, unknown> = {}) => ({
    service_area: 'beard', package: 3, appointment_date: date, appointment_time: '14:00', full_name: 'Carlos Nhantumbo',
    email: 'carlos@exemplo.co.mz', phone: '847654321', notes: 'Primeira vez', payment_option: 'deposit', ...overrides,
  });

  it('saves a package booking with the 50 % deposit, awaiting payment and holding the treatment slot', async () => {
    const res = await fn(t, 'POST', '/appointments-api/microneedling', { payload: micro() });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      kind: 'microneedling', service: 'microneedling', price: '25000.00', amount_due_now: '12500.00', payment_method: 'deposit',
      payment_status: 'awaiting_payment', status: 'pending', microneedling: { area: 'beard', sessions: 3 }, phone: '258847654321',
    });
    expect(res.json.data.reference).toMatch(/^MA-/);
    expect((await slots(date, 'microneedling')).find((s) => s.time === '14:00')!.available).toBe(false);
    const full = await fn(t, 'POST', '/appointments-api/microneedling', { payload: micro({ package: 6, payment_option: 'full', appointment_time: '15:00' }) });
    expect(full.json.data).toMatchObject({ price: '48000.00', amount_due_now: '48000.00' });
  });

  it('takes an optional receipt and refuses an unknown package or a time outside its hours', async () => {
    const withReceipt = await fn(t, 'POST', '/appointments-api/microneedling', {
      payload: form({ ...(micro({ appointment_time: '16:00' })), package: '1' }, { name: 'r.jpg', bytes: JPEG }),
    });
    expect(withReceipt.status).toBe(201);
    expect(withReceipt.json.data).toMatchObject({ status: 'awaiting_receipt_review', amount_due_now: '4500.00' });
    const badPackage = await fn(t, 'POST', '/appointments-api/microneedling', { payload: micro({ package: 2, appointment_time: '17:00' }) });
    expect(badPackage.json.error).toBe('Por favor, escolha um pacote.');
    const lunch = await fn(t, 'POST', '/appointments-api/microneedling', { payload: micro({ appointment_time: '13:00' }) });
    expect(lunch.status).toBe(400);
    const noSlot = await t.db.select().from(bookings).where(and(eq(bookings.resource, 'treatment'), eq(bookings.startsAt, maputoInstant(date, '17:00'))));
    expect(noSlot).toHaveLength(0);
  });
});
