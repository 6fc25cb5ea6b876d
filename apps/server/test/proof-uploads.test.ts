import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, orders, rateLimitCounters } from '../src/db/schema.ts';
import { checkoutBody, createProduct, TINY_JPEG, TINY_PDF, TINY_PNG, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let token: string;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createCustomer(t.db));
  const { product } = await createProduct(t.db);
  await t.shop('/add-cart', { product_id: product.id }, token);
  orderId = (await t.shop('/place-order', await checkoutBody(t, token), token)).json.data.order_id;
});
afterAll(() => t.close());

const latin = (s: string) => Buffer.from(s, 'latin1');
const PNG_MAGIC = TINY_PNG.subarray(0, 8);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const WRONG_TYPE = 'Apenas imagens PNG, JPG ou PDF são permitidos';

/** Each entry: a name, its content, and what the refusal must say. */
const corpus: { label: string; name: string; content: Buffer; message: string | RegExp; type?: string }[] = [
  { label: 'SVG with a script', name: 'comprovativo.svg', content: latin('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'), message: WRONG_TYPE, type: 'image/svg+xml' },
  { label: 'SVG renamed .png', name: 'comprovativo.png', content: latin('<?xml version="1.0"?><svg onload="alert(1)"/>'), message: WRONG_TYPE, type: 'image/png' },
  { label: 'HTML renamed .png', name: 'recibo.png', content: latin('<!doctype html><html><body><script>fetch("/api")</script></body></html>'), message: WRONG_TYPE, type: 'image/png' },
  { label: 'JPEG/HTML polyglot', name: 'foto.jpg', content: Buffer.concat([JPEG_HEAD, latin('<html><script>alert(1)</script></html>'), JPEG_END]), message: WRONG_TYPE, type: 'image/jpeg' },
  { label: 'PNG/HTML polyglot', name: 'foto.png', content: Buffer.concat([PNG_MAGIC, latin('<iframe src="javascript:alert(1)"></iframe>IEND')]), message: WRONG_TYPE },
  { label: 'JPEG with javascript: in a comment', name: 'foto2.jpg', content: Buffer.concat([JPEG_HEAD, latin('javascript:alert(1)'), JPEG_END]), message: WRONG_TYPE },
  { label: 'ELF binary renamed .jpg', name: 'foto.jpg', content: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]), message: WRONG_TYPE },
  { label: 'Windows executable renamed .png', name: 'recibo.png', content: Buffer.concat([latin('MZ'), Buffer.alloc(128, 0x90)]), message: WRONG_TYPE },
  { label: 'ZIP renamed .pdf', name: 'recibo.pdf', content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]), message: WRONG_TYPE, type: 'application/pdf' },
  { label: 'empty file', name: 'vazio.pdf', content: Buffer.alloc(0), message: 'O ficheiro está vazio.' },
  { label: '6 MB image', name: 'grande.png', content: Buffer.concat([PNG_MAGIC, Buffer.alloc(6 * 1024 * 1024, 1)]), message: 'O ficheiro deve ter no máximo 5MB' },
  { label: 'path traversal with a script', name: '../../../../var/www/shell.php', content: latin('<?php system($_GET["c"]); ?>'), message: WRONG_TYPE },
  { label: 'encoded traversal with HTML', name: '..%2F..%2Findex.html', content: latin('<html><body>x</body></html>'), message: /nome do ficheiro não é válido/ },
  { label: 'Windows traversal with a batch script', name: '..\\..\\Windows\\System32\\run.bat', content: latin('@echo off\r\ndel /q C:\\*'), message: WRONG_TYPE },
  { label: 'double extension .php.png with a valid PNG', name: 'comprovativo.php.png', content: TINY_PNG, message: WRONG_TYPE },
  { label: 'double extension .html.jpg with HTML', name: 'recibo.html.jpg', content: latin('<html><script>1</script></html>'), message: WRONG_TYPE },
  { label: 'double extension .svg.pdf with a valid PDF', name: 'recibo.svg.pdf', content: TINY_PDF, message: WRONG_TYPE },
  { label: 'control characters in the name', name: 'recibo\u0007.png', content: TINY_PNG, message: /nome do ficheiro não é válido/ },
  { label: 'wrong magic: PDF without the % sign', name: 'recibo.pdf', content: latin('PDF-1.4\n%%EOF'), message: WRONG_TYPE },
  { label: 'wrong magic: PNG signature off by one byte', name: 'recibo.png', content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]), latin('IEND')]), message: WRONG_TYPE },
  { label: 'GIF (not an accepted type)', name: 'recibo.png', content: latin('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), message: WRONG_TYPE },
  { label: 'WebP (not an accepted type)', name: 'recibo.jpg', content: Buffer.concat([latin('RIFF'), Buffer.from([0x20, 0, 0, 0]), latin('WEBPVP8 '), Buffer.alloc(20)]), message: WRONG_TYPE },
  { label: 'truncated PNG', name: 'recibo.png', content: Buffer.concat([PNG_MAGIC, Buffer.alloc(30)]), message: /danificado ou incompleto/ },
  { label: 'truncated JPEG', name: 'recibo.jpg', content: Buffer.concat([JPEG_HEAD, Buffer.alloc(30)]), message: /danificado ou incompleto/ },
  { label: 'PDF with JavaScript', name: 'recibo.pdf', content: latin('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF'), message: /conteúdo ativo/ },
  { label: 'PDF that launches a program', name: 'recibo.pdf', content: latin('%PDF-1.4\n1 0 obj << /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj\n%%EOF'), message: /conteúdo ativo/ },
  { label: 'plain text named .pdf', name: 'recibo.pdf', content: latin('Transferi 1500 MT ontem'), message: WRONG_TYPE },
];

async function fileCount() {
  return Number((await t.db.select({ n: count() }).from(files))[0]!.n);
}

describe('hostile proof uploads', () => {
  it(`refuses all ${corpus.length} hostile files with a clear message and stores none of them`, async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    const before = await fileCount();
    for (const entry of corpus) {
      // The per-customer upload limit counts refused files too; it is not what this test is about.
      await t.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'proof-upload:%'));
      for (const path of ['/payment-proof-upload', '/order-proof']) {
        const res = await uploadProof(t, token, { name: entry.name, content: entry.content, type: entry.type }, path, path === '/order-proof' ? { order_id: String(orderId) } : {});
        expect(res.status, `${entry.label} → ${path}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${entry.label} → ${path}`).toBeLessThan(500);
        expect(res.json.status, entry.label).toBe(0);
        if (typeof entry.message === 'string') expect(res.json.message, entry.label).toBe(entry.message);
        else expect(res.json.message, entry.label).toMatch(entry.message);
      }
    }
    expect(await fileCount()).toBe(before);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'awaiting_proof', proofFileId: null });
  });

  it('refuses a request with no file, and one that is not multipart', async () => {
    const res = await t.request({ method: 'POST', url: '/api/loja/payment-proof-upload', payload: {}, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(400);
    const empty = await uploadProof(t, token, undefined as never);
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/Escolha o ficheiro do comprovativo/);
  });

  it('drops proofs from checkouts never finished after a day, keeping those an order uses', async () => {
    const { token: shopper, customer } = await createCustomer(t.db);
    const abandoned = (await uploadProof(t, shopper, { name: 'velho.pdf', content: TINY_PDF })).json.data.proof_id;
    const used = (await uploadProof(t, shopper, { name: 'usado.pdf', content: TINY_PDF })).json.data.proof_id;
    const { product } = await createProduct(t.db);
    await t.shop('/add-cart', { product_id: product.id }, shopper);
    expect((await t.shop('/place-order', await checkoutBody(t, shopper, { payment_type: 'bank_transfer', proof_id: used }), shopper)).status).toBe(201);
    await t.db.update(files).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(files.ownerCustomerId, customer.id));
    await uploadProof(t, shopper, { name: 'novo.pdf', content: TINY_PDF });
    const left = (await t.db.select({ id: files.id }).from(files).where(eq(files.ownerCustomerId, customer.id))).map((f) => f.id);
    expect(left).toContain(used);
    expect(left).not.toContain(abandoned);
    expect(left).toHaveLength(2);
  });

  it('limits uploads per customer, refused ones included', async () => {
    const { token: busy } = await createCustomer(t.db);
    const statuses = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await uploadProof(t, busy, { name: 'x.html', content: latin('<html>') })).status);
    expect(statuses.slice(0, 30).every((s) => s === 415)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('accepts real PNG, JPEG and PDF files whatever their name says, storing a safe name and the sniffed type', async () => {
    await t.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'proof-upload:%'));
    const png = await uploadProof(t, token, { name: 'foto do recibo.pdf', content: TINY_PNG, type: 'application/pdf' });
    expect(png.json.data).toMatchObject({ name: 'foto do recibo.png', mime: 'image/png' });
    const jpeg = await uploadProof(t, token, { name: 'IMG_0001.JPEG', content: TINY_JPEG });
    expect(jpeg.json.data).toMatchObject({ name: 'IMG_0001.jpg', mime: 'image/jpeg' });
    const traversal = await uploadProof(t, token, { name: '..\\..\\Windows\\comprovativo.png', content: TINY_PNG });
    expect(traversal.json.data).toMatchObject({ name: 'comprovativo.png', mime: 'image/png' });
    const pdf = await uploadProof(t, token, { name: 'extrato (BIM) #1.pdf', content: TINY_PDF });
    expect(pdf.json.data).toMatchObject({ name: 'extrato BIM 1.pdf', mime: 'application/pdf' });
    const stored = await t.db.select().from(files).where(eq(files.id, pdf.json.data.proof_id));
    expect(stored[0]).toMatchObject({ purpose: 'payment_proof', size: TINY_PDF.length });
    expect(Buffer.compare(stored[0]!.bytes, TINY_PDF)).toBe(0);
  });
});
