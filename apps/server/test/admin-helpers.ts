import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { StaffRole } from '@shop/contract/admin';
import type { Db } from '../src/db/client.ts';
import { staffUsers } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createStaffSession } from '../src/lib/staff-auth.ts';
import type { TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'Equipa#Segura2025';
let passwordHash: Promise<string> | null = null;

/** A staff member with an open session (the password is STAFF_PASSWORD). */
export async function createStaffMember(db: Db, overrides: { role?: StaffRole; active?: boolean; mustChangePassword?: boolean; email?: string } = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [staff] = await db
    .insert(staffUsers)
    .values({
      email: overrides.email ?? `equipa.${suffix}@cabelomaputo.co.mz`,
      name: `Equipa ${suffix}`,
      role: overrides.role ?? 'staff',
      active: overrides.active ?? true,
      mustChangePassword: overrides.mustChangePassword ?? false,
      passwordHash: await (passwordHash ??= hashPassword(STAFF_PASSWORD)),
    })
    .returning();
  const token = await createStaffSession(db, staff!.id);
  return { staff: staff!, token };
}

/** POST an admin call: `admin(t, '/products/list', body, token?)`. */
export function admin(t: TestApp, path: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}) {
  return t.request({
    method: 'POST',
    url: `/admin-api${path}`,
    payload: body as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/** A real image made on the spot. */
export function testImage(format: 'png' | 'jpeg' | 'webp' = 'png', width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 140, g: 74, b: 120 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body with one file field named `file`. */
export function multipart(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----admin-test-${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadImage(t: TestApp, token: string | undefined, bytes: Buffer, filename = 'foto.png', contentType = 'image/png') {
  const body = multipart(bytes, filename, contentType);
  return t.request({
    method: 'POST',
    url: '/admin-api/media/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
