import { randomUUID } from 'node:crypto';
import { count, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, files, rateLimitCounters } from '../src/db/schema.ts';
import { PROOF_PURPOSE } from '../src/modules/orders/proofs.ts';
import { createStaffMember } from './admin-helpers.ts';
import { form, fn, futureDate } from './clinic-helpers.ts';
import { checkoutBody, createProduct, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { harmlessPdfs, hostilePdfs, imageBombs, pngWithTextBomb, realImage, type CorpusEntry } from './hostile-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The hostile corpus against every route that keeps a file as it came: the order proof at
 * checkout, its re-upload, and the deposit receipt of both booking forms (no account needed).
 */
let t: TestApp;
let token: string;
let orderId: number;
let staffToken: string;
let slot = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createCustomer(t.db));
  orderId = await orderAwaitingProof();
  ({ token: staffToken } = await createStaffMember(t.db));
});
afterAll(() => t.close());

/** Each call a free appointment, so an accepted receipt books and a refused one must not. */
function nextSlot(kind: 'consultation' | 'microneedling') {
  const index = slot++;
  const times = kind === 'consultation' ? ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'] : ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'];
  return { appointment_date: futureDate(5 + Math.floor(index / times.length)), appointment_time: times[index % times.length]! };
}

type Route = { label: string; send(file: { name: string; bytes: Buffer }): Promise<{ status: number; message: string; ok: boolean }> };

/** A new order awaiting its proof: an accepted re-upload moves the last one on. */
async function orderAwaitingProof() {
  const { product } = await createProduct(t.db);
  await t.shop('/add-cart', { product_id: product.id }, token);
  return (await t.shop('/place-order', await checkoutBody(t, token), token)).json.data.order_id as number;
}

const routes: Route[] = [
  {
    label: 'order proof at checkout',
    async send(file) {
      await t.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'proof-upload:%'));
      const res = await uploadProof(t, token, { name: file.name, content: file.bytes });
      return { status: res.status, message: res.json.message, ok: res.json.status === 1 };
    },
  },
  {
    label: 'order proof re-upload',
    async send(file) {
      await t.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'proof-upload:%'));
      const res = await uploadProof(t, token, { name: file.name, content: file.bytes }, '/order-proof', { order_id: String(orderId) });
      if (res.json.status === 1) orderId = await orderAwaitingProof();
      return { status: res.status, message: res.json.message, ok: res.json.status === 1 };
    },
  },
  {
    label: 'consultation deposit receipt',
    async send(file) {
      const fields = {
        full_name: 'Lurdes Mabunda', age: '34', whatsapp: '84 123 4567', email: 'lurdes@exemplo.co.mz', complaints: ['Caspa'],
        appointment_type: 'presencial', payment_method: 'advance_50', ...nextSlot('consultation'),
      };
      const res = await fn(t, 'POST', '/appointments-api/create', { payload: form(fields, { name: file.name, bytes: file.bytes }) });
      return { status: res.status, message: res.json.error, ok: res.json.success === true };
    },
  },
  {
    label: 'micro-needling receipt',
    async send(file) {
      const fields = {
        service_area: 'scalp', package: '1', full_name: 'Carlos Nhantumbo', email: 'carlos@exemplo.co.mz', phone: '847654321',
        payment_option: 'deposit', ...nextSlot('microneedling'),
      };
      const res = await fn(t, 'POST', '/appointments-api/microneedling', { payload: form(fields, { name: file.name, bytes: file.bytes }) });
      return { status: res.status, message: res.json.error, ok: res.json.success === true };
    },
  },
];

const countOf = async (table: typeof files | typeof bookings) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describe('hostile uploads on every route that keeps a file', () => {
  let corpus: CorpusEntry[];
  beforeAll(async () => {
    corpus = [...hostilePdfs(), ...(await imageBombs())];
  });

  it.each(routes.map((r) => [r.label, r] as const))('%s: refuses every hostile PDF and image bomb, with a clear message, storing nothing', async (_label, route) => {
    expect(corpus.length).toBeGreaterThanOrEqual(28);
    const filesBefore = await countOf(files);
    const bookingsBefore = await countOf(bookings);
    for (const entry of corpus) {
      const res = await route.send({ name: entry.name, bytes: entry.bytes });
      expect(res.ok, entry.label).toBe(false);
      expect(res.status, entry.label).toBe(415);
      expect(res.message, entry.label).toMatch(entry.message);
    }
    expect(await countOf(files)).toBe(filesBefore);
    expect(await countOf(bookings)).toBe(bookingsBefore);
  });

  it.each(routes.map((r) => [r.label, r] as const))('%s: accepts PDFs that only draw pages, and keeps images as re-encoded pixels', async (_label, route) => {
    for (const pdf of harmlessPdfs()) {
      const res = await route.send({ name: 'recibo.pdf', bytes: pdf.bytes });
      expect(res.ok, `${pdf.label}: ${res.message}`).toBe(true);
    }
    const before = new Set((await t.db.select({ id: files.id }).from(files)).map((f) => f.id));
    const photo = await realImage('jpeg', { exifGps: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await route.send({ name: 'foto.jpg', bytes: photo })).ok).toBe(true);
    const textBomb = await pngWithTextBomb();
    expect((await route.send({ name: 'captura.png', bytes: textBomb })).ok).toBe(true);

    const kept = (await t.db.select().from(files)).filter((f) => !before.has(f.id) && f.mime.startsWith('image/'));
    expect(kept.map((f) => f.mime).sort()).toEqual(['image/jpeg', 'image/png']);
    for (const file of kept) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif, 'no EXIF (and no GPS) kept').toBeUndefined();
      expect(file.bytes.includes(Buffer.from('zTXt'))).toBe(false);
      expect(file.bytes.length).toBeLessThan(20_000);
      expect(meta.width).toBe(64);
    }
  });
});

describe('staff and customers open kept files through the same safe path', () => {
  it('serves an accepted proof to its customer and to staff, and refuses a hostile file kept before the checks', async () => {
    await t.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'proof-upload:%'));
    const { customer, token: owner } = await createCustomer(t.db);
    const good = (await uploadProof(t, owner, { name: 'recibo.png', content: await realImage('png') })).json.data.proof_id;
    const mine = await t.request({ method: 'GET', url: `/api/loja/payment-proof/${good}`, headers: { authorization: `Bearer ${owner}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    const staff = await t.request({ method: 'GET', url: `/admin-api/files/${good}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(staff.status).toBe(200);
    expect(staff.headers['content-security-policy']).toContain('sandbox');

    // Files stored byte for byte before these checks existed.
    const [scriptPdf] = hostilePdfs();
    const [bomb] = await imageBombs();
    for (const [bytes, mime] of [[scriptPdf!.bytes, 'application/pdf'], [bomb!.bytes, 'image/png']] as const) {
      const id = randomUUID();
      await t.db.insert(files).values({ id, purpose: PROOF_PURPOSE, mime, size: bytes.length, sha256: 'x'.repeat(64), originalName: 'antigo', ownerCustomerId: customer.id, bytes });
      const asStaff = await t.request({ method: 'GET', url: `/admin-api/files/${id}`, headers: { authorization: `Bearer ${staffToken}` } });
      expect(asStaff.status, mime).toBe(422);
      expect(asStaff.json.message).toMatch(/não pode ser aberto com segurança/);
      const asOwner = await t.request({ method: 'GET', url: `/api/loja/payment-proof/${id}`, headers: { authorization: `Bearer ${owner}` } });
      expect(asOwner.status, mime).toBe(422);
    }
  });
});
