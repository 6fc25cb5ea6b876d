import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { createCustomer } from './factories.ts';
import { SLUG, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer; field?: string }) {
  const boundary = '----avatar' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string | undefined, body: ReturnType<typeof multipart>) =>
  t.request({ method: 'POST', url: `/api/${SLUG}/update-user-image`, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 140, g: 74, b: 120 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS secreto' } } })
    .toFormat(format)
    .toBuffer();

describe('/update-user-image', () => {
  it('needs a session and a multipart body with an image', async () => {
    expect((await upload(undefined, multipart({}, { name: 'a.jpg', type: 'image/jpeg', bytes: await photo(10, 10) }))).status).toBe(401);
    const { token } = await createCustomer(t.db);
    const json = await t.shop('/update-user-image', { image: 'x' }, token);
    expect(json.status).toBe(400);
    const noFile = await upload(token, multipart({ theme_id: 'beauty' }));
    expect(noFile.status).toBe(400);
    expect(noFile.json.message).toMatch(/Escolha uma imagem/);
  });

  it('checks by content: refuses text named .png, a PDF and a truncated image', async () => {
    const { token } = await createCustomer(t.db);
    const text = await upload(token, multipart({}, { name: 'foto.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') }));
    expect(text.status).toBe(415);
    expect(text.json.message).toBe('Apenas imagens PNG, JPG ou PDF são permitidos');
    const pdf = await upload(token, multipart({}, { name: 'foto.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF') }));
    expect(pdf.status).toBe(415);
    const jpeg = await photo(50, 50);
    const cut = await upload(token, multipart({}, { name: 'foto.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, jpeg.length - 20) }));
    expect(cut.status).toBe(415);
  });

  it('refuses files over 5 MB with 413', async () => {
    const { token } = await createCustomer(t.db);
    const big = Buffer.concat([await photo(10, 10, 'png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(token, multipart({}, { name: 'grande.png', type: 'image/png', bytes: big }));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('O ficheiro deve ter no máximo 5MB');
  });

  it('refuses a foreign customer_id field with 403', async () => {
    const { customer, token } = await createCustomer(t.db);
    const res = await upload(token, multipart({ customer_id: String(customer.id + 1) }, { name: 'a.jpg', type: 'image/jpeg', bytes: await photo(20, 20) }));
    expect(res.status).toBe(403);
  });

  it('resizes to a 256 px square WebP without metadata, serves it publicly and replaces the old one', async () => {
    const { customer, token } = await createCustomer(t.db);
    const res = await upload(token, multipart({ customer_id: String(customer.id) }, { name: 'retrato.jpg', type: 'image/jpeg', bytes: await photo(1200, 800) }));
    expect(res.status).toBe(200);
    // Absolute, from the address the request came to (PUBLIC_URL when set).
    expect(res.json.data.image).toMatch(/^http:\/\/localhost(:80)?\/files\/avatar\/[0-9a-f-]{36}$/);
    const url = new URL(res.json.data.image as string).pathname;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const second = await upload(token, multipart({}, { name: 'novo.png', type: 'image/png', bytes: await photo(300, 300, 'png') }));
    expect(second.json.data.image).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const owned = await t.db.select({ id: files.id }).from(files).where(eq(files.ownerCustomerId, customer.id));
    expect(owned).toHaveLength(1);
    expect((await t.shop('/user-detail', {}, token)).json.data.image).toBe(second.json.data.image);
  });

  it('serves only avatars, and 404 for unknown or malformed ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/files/avatar/nao-existe' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/files/avatar/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
  });
});
