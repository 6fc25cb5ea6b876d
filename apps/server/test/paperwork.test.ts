import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicAddressLine, STORE_PROFILE } from '@shop/contract/store';
import { inspectPdf } from '../src/lib/pdf-inspection.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { futureDate, insertPendingConsultation } from './clinic-helpers.ts';
import { checkoutBody, createProduct, shippingMethodByName } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { pdfText } from './pdf-text.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db)).token;
});
afterAll(() => t.close());

/** An order of two products (one with a variant), placed through the shop with the named shipping method. */
async function placedOrder(methodName: 'Entrega em Maputo' | 'Levantamento na clínica' = 'Entrega em Maputo') {
  const { customer, token } = await createCustomer(t.db);
  const suffix = randomBytes(2).toString('hex');
  const { product: serum } = await createProduct(t.db, { name: `Sérum de Rícino ${suffix}`, priceCents: 129_000 });
  const { product: shampoo, variants } = await createProduct(t.db, { name: `Champô Mafura ${suffix}`, variants: [{ name: '1 litro', priceCents: 245_050, stock: 5 }] });
  await t.shop('/add-cart', { product_id: serum.id, qty: 2 }, token);
  await t.shop('/add-cart', { product_id: shampoo.id, variant_id: variants[0]!.id, qty: 1 }, token);
  const method = await shippingMethodByName(t.db, methodName);
  const res = await t.shop('/place-order', await checkoutBody(t, token, { method_id: method.id, first_name: 'Célia', last_name: 'Matsinhe', email: `celia.${customer.id}@exemplo.co.mz` }), token);
  expect(res.status).toBe(201);
  const order = (await admin(t, '/orders/detail', { id: res.json.data.order_id }, staffToken)).json.data;
  return { order, serum, shampoo, sku: variants[0]!.sku };
}

/** A download through the server, with its bytes (and the envelope when it is refused). */
async function download(path: string, id: number, token: string | null = staffToken) {
  const res = await t.app.inject({ method: 'POST', url: `/admin-api${path}`, payload: { id }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, headers: res.headers as Record<string, unknown>, rawPayload: res.rawPayload, json: () => res.json() as { message: string } };
}

function textOf(res: Awaited<ReturnType<typeof download>>) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(inspectPdf(new Uint8Array(res.rawPayload))).toEqual([]);
  return pdfText(res.rawPayload);
}

describe('who may print', () => {
  it.each(['/orders/packing-slip', '/orders/invoice', '/appointments/receipt'])('%s refuses guests, customers and a temporary password', async (path) => {
    const { token } = await createCustomer(t.db);
    expect((await download(path, 1, null)).status).toBe(401);
    expect((await download(path, 1, token)).status).toBe(401);
    const pending = await createStaffMember(t.db, { mustChangePassword: true });
    expect((await download(path, 1, pending.token)).status).toBe(403);
  });

  it('an unknown order or booking is 404, a bad id 400', async () => {
    expect((await download('/orders/packing-slip', 99_999_999)).status).toBe(404);
    expect((await download('/orders/invoice', 99_999_999)).status).toBe(404);
    expect((await download('/appointments/receipt', 99_999_999)).status).toBe(404);
    expect((await admin(t, '/orders/invoice', { id: 'x' }, staffToken)).status).toBe(400);
  });
});

describe('the packing slip', () => {
  it('lists every line with quantity and code, the address, and no prices', async () => {
    const { order, serum, shampoo, sku } = await placedOrder();
    const res = await download('/orders/packing-slip', order.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="guia-de-remessa-${order.reference}.pdf"`);
    const text = textOf(res);
    expect(text).toContain('Guia de remessa');
    expect(text).toContain(order.reference);
    expect(text).toContain(serum.name);
    expect(text).toContain('Célia Matsinhe');
    expect(text).toContain(`${shampoo.name} (1 litro)`);
    expect(text).toContain(sku);
    expect(text).toContain('Av. Eduardo Mondlane, 100');
    expect(text).toContain('3 unidades em 2 linhas.');
    expect(text).not.toMatch(/MT\s?\d/);
  });
});

describe('a clinic pick-up order', () => {
  it('reads "Levantamento na clínica" and the clinic address on the packing slip and the invoice, never an address to deliver to', async () => {
    const { order, serum } = await placedOrder('Levantamento na clínica');
    expect(order.fulfilment).toBe('pickup');
    const slip = await download('/orders/packing-slip', order.id);
    expect(slip.headers['content-disposition']).toBe(`attachment; filename="guia-de-levantamento-${order.reference}.pdf"`);
    expect(textOf(slip)).toContain('Guia de levantamento');
    expect(textOf(slip)).not.toContain('Guia de remessa');
    for (const path of ['/orders/packing-slip', '/orders/invoice']) {
      const text = textOf(await download(path, order.id));
      expect(text).toContain('Levantamento na clínica');
      expect(text).toContain(clinicAddressLine());
      expect(text).toContain(serum.name);
      expect(text).not.toContain('Av. Eduardo Mondlane, 100');
      expect(text).not.toMatch(/Entregar a|Entrega \(|envio|enviad/i);
    }
  });
});

describe('the invoice', () => {
  it('is a pro-forma until paid: store, NUIT, lines, totals, IVA inside, nothing paid', async () => {
    const { order, serum } = await placedOrder();
    const text = textOf(await download('/orders/invoice', order.id));
    expect(text).toContain('Fatura pró-forma');
    expect(text).toContain(STORE_PROFILE.legalName);
    expect(text).toContain(`NUIT ${STORE_PROFILE.tax.nuit}`);
    expect(text).toContain(serum.name);
    expect(text).toContain('MT\u00a01\u00a0290,00');
    expect(text).toContain('MT\u00a02\u00a0580,00');
    expect(text).toContain('IVA incluído (16 %)');
    expect(text).toContain('Ainda não há pagamentos registados.');
    expect(text).toContain('Célia Matsinhe');
  });

  it('becomes a fatura-recibo once the ledger holds the total, listing each payment', async () => {
    const { order } = await placedOrder();
    const totalCents = Math.round(Number(order.total) * 100);
    const first = await admin(t, '/payments/record', { kind: 'order', id: order.id, method: 'mpesa', amount: ((totalCents - 10_000) / 100).toFixed(2), reference: 'MPX77' }, staffToken);
    expect(first.status).toBe(200);
    let text = textOf(await download('/orders/invoice', order.id));
    expect(text).toContain('Fatura pró-forma');
    expect(text).toContain('MPX77');
    expect(text).toContain('MT\u00a0100,00');
    expect((await admin(t, '/payments/record', { kind: 'order', id: order.id, method: 'cash', amount: '100' }, staffToken)).status).toBe(200);
    const res = await download('/orders/invoice', order.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="fatura-recibo-${order.reference}.pdf"`);
    text = textOf(res);
    expect(text).toContain('Fatura-recibo');
    expect(text).toContain('Dinheiro');
    expect(text).toContain('M-Pesa');
    expect(text).not.toContain('pró-forma');
  });
});

describe('the clinic receipt', () => {
  const booking = () => insertPendingConsultation(t.db, futureDate(11), '10:00');

  it('is refused while nothing is paid, then lists the deposit and what is still due', async () => {
    const row = await booking();
    const refused = await download('/appointments/receipt', row.id);
    expect(refused.status).toBe(409);
    expect(refused.json().message).toBe('Esta marcação ainda não tem pagamentos registados: não há recibo a emitir.');
    expect((await admin(t, '/payments/record', { kind: 'booking', id: row.id, method: 'mpesa', amount: '1800', reference: 'MPDEP1' }, staffToken)).status).toBe(200);
    const text = textOf(await download('/appointments/receipt', row.id));
    expect(text).toContain('Recibo');
    expect(text).toContain(row.reference);
    expect(text).toContain('Ana Macuácua');
    expect(text).toContain('Consulta capilar presencial');
    expect(text).toContain('MPDEP1');
    expect(text).toContain('MT\u00a03\u00a0600,00');
    expect(text).toContain('Em falta');
    expect(text).toContain('MT\u00a01\u00a0800,00');
  });
});
