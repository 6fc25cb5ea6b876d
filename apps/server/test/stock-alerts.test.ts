import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, stockAlerts } from '../src/db/schema.ts';
import { admin, createStaffMember } from './admin-helpers.ts';
import { createCategory, createProduct } from './catalogue-fixtures.ts';
import { checkoutBody } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await createStaffMember(t.db, { role: 'staff' })).token;
});
afterAll(async () => {
  await t.close();
});

const mailsTo = async (email: string, subject = 'Voltou:') => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.startsWith(subject));
const cancelLink = (text: string) => new URL(/(http\S+\/avise-me\/anular\?token=\S+)/.exec(text)![1]!);

const images = ['/images/products/oleo-de-ricino-puro.svg'];

/** A customer who bought every unit left of a product of its own, so it is sold out. */
async function soldOutByAnOrder(qty: number) {
  const cat = await createCategory(t.db);
  const product = await createProduct(t.db, { categoryId: cat.id, stock: qty, images });
  const { token } = await createCustomer(t.db);
  expect((await t.shop('/add-cart', { product_id: product.id, qty }, token)).status).toBe(200);
  const placed = await t.shop('/place-order', await checkoutBody(t, token), token);
  expect(placed.status, placed.json.message).toBe(201);
  return { product, token, orderId: placed.json.data.order_id as number };
}

/** Staff set the stock in the back office, as the product form does (the rest of the product unchanged). */
async function restock(productId: number, stock: number) {
  const p = (await admin(t, '/products/detail', { id: productId }, staffToken)).json.data;
  const body = {
    id: productId, name: p.name, category_id: p.category_id, sub_category_id: p.sub_category_id, description: p.description, detail: p.detail,
    specification: p.specification, price: p.price, sale_price: p.sale_price, stock, stock_seen: p.stock, images: p.images, trending: p.trending,
    featured: p.featured, active: p.active, variants: [], expected_updated_at: p.updated_at,
  };
  const res = await admin(t, '/products/save', body, staffToken);
  expect(res.json.status, res.json.message).toBe(1);
}

describe('back in stock ("Avise-me quando voltar")', () => {
  it('keeps one open request per item and address, refuses what is in stock, and asks which option', async () => {
    const cat = await createCategory(t.db);
    const soldOut = await createProduct(t.db, { categoryId: cat.id, stock: 0 });
    const inStock = await createProduct(t.db, { categoryId: cat.id, stock: 4 });
    const withOptions = await createProduct(t.db, { categoryId: cat.id, variants: [{ name: '250 ml', priceCents: 50_000, stock: 0 }, { name: '1 L', priceCents: 90_000, stock: 3 }] });

    for (let i = 0; i < 2; i++) {
      const res = await t.shop('/stock-alert', { product_id: soldOut.id, email: ' Neusa@Exemplo.co.mz ' });
      expect(res.json).toMatchObject({ status: 1, data: { email: 'neusa@exemplo.co.mz' } });
    }
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, soldOut.id))).toHaveLength(1);

    const available = await t.shop('/stock-alert', { product_id: inStock.id, email: 'ana@exemplo.co.mz' });
    expect(available.status).toBe(409);
    expect(available.json.message).toBe('Este produto está disponível: pode comprá-lo já.');

    const noOption = await t.shop('/stock-alert', { product_id: withOptions.id, email: 'ana@exemplo.co.mz' });
    expect(noOption.status).toBe(400);
    expect(noOption.json.errors).toEqual({ variant_id: ['Escolha a opção de que quer ser avisado.'] });

    const bad = await t.shop('/stock-alert', { product_id: soldOut.id, email: 'não é e-mail' });
    expect(bad.status).toBe(400);
  });

  it('sends the e-mail through the outbox once when staff restock, again only for a new request, and not after cancelling', async () => {
    const cat = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: cat.id, stock: 0, images: ['/images/products/oleo-de-ricino-puro.svg'] });
    const { customer, token } = await createCustomer(t.db);
    const guest = `guest.${product.id}@exemplo.co.mz`;
    const leaving = `leaving.${product.id}@exemplo.co.mz`;
    await t.shop('/stock-alert', { product_id: product.id, email: customer.email }, token);
    await t.shop('/stock-alert', { product_id: product.id, email: guest });
    await t.shop('/stock-alert', { product_id: product.id, email: leaving });
    const [mine] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, customer.email!));
    expect(mine!.customerId).toBe(customer.id);

    const [toCancel] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, leaving));
    expect((await t.shop('/stock-alert-cancel', { token: toCancel!.token })).json.data).toEqual({ cancelled: true });
    expect((await t.shop('/stock-alert-cancel', { token: toCancel!.token })).json.data).toEqual({ cancelled: false });

    // Still sold out: nothing leaves.
    await restock(product.id, 0);
    expect(await mailsTo(guest)).toHaveLength(0);

    await restock(product.id, 5);
    const [mail] = await mailsTo(guest);
    expect(mail).toMatchObject({ subject: `Voltou: ${product.name}` });
    expect(mail!.text).toContain(`/product/${product.id}`);
    expect(await mailsTo(customer.email!)).toHaveLength(1);
    expect(await mailsTo(leaving)).toHaveLength(0);

    // Another save while in stock sends nothing more; a new request after it sells out again is answered once.
    await restock(product.id, 6);
    expect(await mailsTo(guest)).toHaveLength(1);
    await restock(product.id, 0);
    await t.shop('/stock-alert', { product_id: product.id, email: guest });
    await restock(product.id, 2);
    expect(await mailsTo(guest)).toHaveLength(2);
    expect(await mailsTo(customer.email!)).toHaveLength(1);
  });

  it('confirms a new request by e-mail once, with a link that withdraws it', async () => {
    const cat = await createCategory(t.db);
    const product = await createProduct(t.db, { categoryId: cat.id, stock: 0, images });
    const email = `confirma.${product.id}@exemplo.co.mz`;
    await t.shop('/stock-alert', { product_id: product.id, email });
    await t.shop('/stock-alert', { product_id: product.id, email });
    const confirmations = await mailsTo(email, 'Vamos avisá-lo:');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe(`Vamos avisá-lo: ${product.name}`);
    const link = cancelLink(confirmations[0]!.text);

    // Opening the link (as a mail scanner does) only shows the request; the button withdraws it.
    const page = await t.request({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.status).toBe(200);
    expect(page.body).toContain(product.name);
    expect(page.body).toContain('Não quero ser avisado');
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toHaveLength(1);
    const done = await t.request({ method: 'POST', url: `${link.pathname}${link.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(done.status).toBe(200);
    expect(done.body).toContain('Aviso anulado');
    expect((await t.request({ method: 'GET', url: `${link.pathname}${link.search}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/avise-me/anular?token=nao-existe' })).status).toBe(404);

    await restock(product.id, 3);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('sends the e-mail once when a cancelled order puts the goods back', async () => {
    const { product, token, orderId } = await soldOutByAnOrder(2);
    const waiting = `espera.${product.id}@exemplo.co.mz`;
    expect((await t.shop('/stock-alert', { product_id: product.id, email: waiting })).status).toBe(200);

    const cancelled = await t.shop('/order-cancel', { order_id: orderId, reason: 'Enganei-me.' }, token);
    expect(cancelled.status, cancelled.json.message).toBe(200);
    const mails = await mailsTo(waiting);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/product/${product.id}`);

    await restock(product.id, 4);
    expect(await mailsTo(waiting)).toHaveLength(1);
  });

  it('sends the e-mail when a received return goes back to stock, not when it is written off', async () => {
    const { product, token, orderId } = await soldOutByAnOrder(2);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const paid = await admin(t, '/payments/record', { kind: 'order', id: orderId, method: 'mpesa', amount: (order!.totalCents / 100).toFixed(2) }, staffToken);
    expect(paid.status, paid.json.message).toBe(200);
    for (const status of [3, 4]) expect((await admin(t, '/orders/status', { id: orderId, status, courier: 'Estafeta da loja' }, staffToken)).status).toBe(200);
    const waiting = `devolve.${product.id}@exemplo.co.mz`;
    expect((await t.shop('/stock-alert', { product_id: product.id, email: waiting })).status).toBe(200);

    const giveBack = async (restock: number, writeOff: number) => {
      const asked = await t.shop('/product-return', { order_id: orderId, product_id: product.id, qty: 1, reason_code: 'damaged' }, token);
      expect(asked.status, asked.json.message).toBe(200);
      const id = asked.json.data.return_id as number;
      expect((await admin(t, '/orders/return', { id, status: 'approved' }, staffToken)).status).toBe(200);
      const received = await admin(t, '/orders/return/receive', { id, restock_qty: restock, write_off_qty: writeOff }, staffToken);
      expect(received.status, received.json.message).toBe(200);
    };
    await giveBack(0, 1);
    expect(await mailsTo(waiting)).toHaveLength(0);
    await giveBack(1, 0);
    expect(await mailsTo(waiting)).toHaveLength(1);
  });
});
