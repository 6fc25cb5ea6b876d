import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { bookings } from '../src/db/schema.ts';
import { maputoInstant } from '../src/lib/maputo-time.ts';
import { ANON_KEY, type TestApp } from './test-app.ts';

/** A Maputo calendar date `daysAhead` or more days from now that falls on the wanted weekday kind. */
export function futureDate(daysAhead: number, kind: 'weekday' | 'saturday' | 'sunday' = 'weekday'): string {
  const start = new Date(Date.now() + 2 * 3_600_000);
  for (let i = daysAhead; i < daysAhead + 8; i++) {
    const d = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + i));
    const day = d.getUTCDay();
    if ((kind === 'weekday' && day >= 1 && day <= 5) || (kind === 'saturday' && day === 6) || (kind === 'sunday' && day === 0)) {
      return d.toISOString().slice(0, 10);
    }
  }
  throw new Error('unreachable');
}

/** A valid consultation booking body, three working days ahead at 09:00, paid at the clinic. */
export const consultation = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Lurdes Mabunda',
  age: 34,
  occupation: 'Professora',
  whatsapp: '84 123 4567',
  email: 'Lurdes@Exemplo.co.mz',
  complaints: ['Queda Capilar', 'Caspa'],
  appointment_type: 'presencial',
  appointment_date: futureDate(3),
  appointment_time: '09:00',
  payment_method: 'establishment',
  ...overrides,
});

/** Minimal real files: images are decoded and re-encoded when kept. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOo0ouu0otmgFAAHN4EDQ8X1JkAAAAASUVORK5CYII=', 'base64');
export const JPEG = Buffer.from('/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const anon = { authorization: `Bearer ${ANON_KEY}`, apikey: ANON_KEY };

export function fn(t: TestApp, method: 'GET' | 'POST', url: string, options: { payload?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return t.request({
    method,
    url: `/functions/v1${url}`,
    headers: { ...anon, ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload as any } : {}),
    // Each call comes from its own address unless a test pins one, so per-IP limits stay out of the way.
    remoteAddress: options.remoteAddress ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
}

export function form(fields: Record<string, unknown>, file?: { name: string; bytes: Buffer; type?: string }): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) data.append(k, String(item));
  }
  if (file) data.append('payment_receipt', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

/** A consultation written straight into the table: MT 3 600 with a 50 % advance, pending, unpaid. */
export async function insertPendingConsultation(db: Db, date: string, time: string) {
  const startsAt = maputoInstant(date, time);
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: `CC-${randomBytes(3).toString('hex').toUpperCase()}`, accessToken: randomBytes(16).toString('hex'), kind: 'consultation', service: 'presencial',
      resource: 'consultation', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), status: 'pending', paymentMethod: 'advance_50',
      paymentStatus: 'awaiting_payment', priceCents: 360_000, dueNowCents: 180_000, holdExpiresAt: new Date(Date.now() + 48 * 3_600_000),
      fullName: 'Ana Macuácua', phone: '258841234567', email: `ana.${randomBytes(3).toString('hex')}@exemplo.co.mz`,
    })
    .returning();
  return booking!;
}
