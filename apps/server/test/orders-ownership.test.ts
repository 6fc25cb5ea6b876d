import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, files, orderEvents, orderReturns, orders } from '../src/db/schema.ts';
import { transitionOrder } from '../src/modules/orders/transitions.ts';
import { checkoutBody, createProduct, multipart, payOrderInFull, TINY_PDF, TINY_PNG, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let victim: { id: number; token: string; orderId: number; deliveredOrderId: number; proofId: string; productId: number };
let intruder: { id: number; token: string };

/** Everything of the victim's that a probe could change. */
async function snapshot() {
  return {
    orders: await t.db.select().from(orders).where(eq(orders.customerId, victim.id)).orderBy(asc(orders.id)),
    cart: await t.db.select().from(cartItems).where(eq(cartItems.customerId, victim.id)).orderBy(asc(cartItems.id)),
    coupon: await t.db.select().from(carts).where(eq(carts.customerId, victim.id)),
    returns: await t.db.select().from(orderReturns).where(eq(orderReturns.customerId, victim.id)),
    events: (await t.db.select({ n: count() }).from(orderEvents))[0]!.n,
    files: (await t.db.select({ n: count() }).from(files))[0]!.n,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const v = await createCustomer(t.db);
  const i = await createCustomer(t.db);
  intruder = { id: i.customer.id, token: i.token };
  const { product } = await createProduct(t.db, { stock: 50 });
  await t.shop('/add-cart', { product_id: product.id, qty: 1 }, v.token);
  const proof = await uploadProof(t, v.token, { name: 'prova.pdf', content: TINY_PDF });
  const pending = await t.shop('/place-order', await checkoutBody(t, v.token, { payment_type: 'mobile_wallet' }), v.token);
  await t.shop('/add-cart', { product_id: product.id, qty: 2 }, v.token);
  const delivered = await t.shop('/place-order', await checkoutBody(t, v.token), v.token);
  await payOrderInFull(t.db, delivered.json.data.order_id);
  for (const to of [1, 3, 4] as const) await transitionOrder(t.db, delivered.json.data.order_id, to, { type: 'staff', id: 1 }, { publicUrl: t.app.config.publicUrl, shipment: { courier: 'Estafeta da loja' } });
  await t.shop('/add-cart', { product_id: product.id, qty: 3 }, v.token);
  await t.shop('/apply-coupon', { coupon_code: 'BEMVINDA10' }, v.token);
  victim = { id: v.customer.id, token: v.token, orderId: pending.json.data.order_id, deliveredOrderId: delivered.json.data.order_id, proofId: proof.json.data.proof_id, productId: product.id };
});
afterAll(() => t.close());

describe("another customer's ids, and no token", () => {
  const probes = () => [
    ['/cart-list', {}],
    ['/cart-check', {}],
    ['/add-cart', { product_id: victim.productId, qty: 1 }],
    ['/cart-qty', { product_id: victim.productId, quantity_type: 'decrease' }],
    ['/remove-cart', { product_id: victim.productId }],
    ['/apply-coupon', { coupon_code: 'BEMVINDA10' }],
    ['/remove-coupon', {}],
    ['/cart-merge', { merge_id: 'intruder-merge-1', items: [{ product_id: victim.productId, qty: 1 }] }],
    ['/order-list', {}],
    ['/order-detail', { order_id: victim.orderId }],
    ['/order-tracking', { order_id: victim.orderId }],
    ['/order-cancel', { order_id: victim.orderId }],
    ['/product-return', { order_id: victim.deliveredOrderId, product_id: victim.productId }],
    ['/order-stats', {}],
    ['/loyality-reward', {}],
    ['/place-order', { payment_type: 'bank_transfer', proof_id: victim.proofId, method_id: 1, price: '0.00' }],
  ] as const;

  it('without a token every call is refused with 401 and nothing changes', async () => {
    const before = await snapshot();
    for (const [path, body] of probes()) {
      const res = await t.shop(path, body);
      expect(res.status, path).toBe(401);
      expect(res.json.status, path).toBe(0);
    }
    const proofUpload = await uploadProof(t, undefined, { name: 'x.png', content: TINY_PNG }, '/order-proof', { order_id: String(victim.orderId) });
    expect(proofUpload.status).toBe(401);
    const download = await t.request({ method: 'GET', url: `/api/loja/payment-proof/${victim.proofId}` });
    expect(download.status).toBe(401);
    expect(download.body).not.toContain('%PDF');
    expect(await snapshot()).toEqual(before);
  });

  it("naming the victim in customer_id or user_id is refused with 403", async () => {
    const before = await snapshot();
    for (const [path, body] of probes()) {
      for (const field of ['customer_id', 'user_id']) {
        const res = await t.shop(path, { ...body, [field]: victim.id }, intruder.token);
        expect(res.status, `${path} ${field}`).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("with the intruder's own token, the victim's orders, proofs and cart lines are out of reach", async () => {
    const before = await snapshot();
    for (const path of ['/order-detail', '/order-tracking', '/order-cancel']) {
      const res = await t.shop(path, { order_id: victim.orderId }, intruder.token);
      expect(res.status, path).toBe(404);
      expect(res.json.message).toBe('Pedido não encontrado.');
      expect(JSON.stringify(res.json)).not.toContain('Av. Eduardo Mondlane');
    }
    const ret = await t.shop('/product-return', { order_id: victim.deliveredOrderId, product_id: victim.productId }, intruder.token);
    expect(ret.status).toBe(404);
    const list = await t.shop('/order-list', {}, intruder.token);
    expect(list.json.data.total).toBe(0);
    const cart = await t.shop('/remove-cart', { product_id: victim.productId }, intruder.token);
    expect(cart.status).toBe(404);
    const qty = await t.shop('/cart-qty', { product_id: victim.productId, quantity_type: 'decrease' }, intruder.token);
    expect(qty.status).toBe(404);
    const mine = await t.shop('/cart-list', {}, intruder.token);
    expect(mine.json.data.product_list).toEqual([]);

    const attach = await uploadProof(t, intruder.token, { name: 'x.png', content: TINY_PNG }, '/order-proof', { order_id: String(victim.orderId) });
    expect(attach.status).toBe(404);
    const download = await t.request({ method: 'GET', url: `/api/loja/payment-proof/${victim.proofId}`, headers: { authorization: `Bearer ${intruder.token}` } });
    expect(download.status).toBe(404);
    expect(download.body).not.toContain('%PDF');
    const steal = await t.shop('/place-order', { payment_type: 'bank_transfer', proof_id: victim.proofId, method_id: 1, price: '0.00', first_name: 'a', last_name: 'b', email: 'a@b.co.mz', phone: '+258840000000', address: 'x', country_id: 150, state_id: 1, city_id: 4689 }, intruder.token);
    expect([404, 409]).toContain(steal.status);
    const forged = await t.request({ method: 'GET', url: '/api/loja/payment-proof/..%2F..%2Fetc%2Fpasswd', headers: { authorization: `Bearer ${intruder.token}` } });
    expect(forged.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('a revoked or made-up token is treated as no token', async () => {
    const before = await snapshot();
    const res = await t.shop('/order-detail', { order_id: victim.orderId }, 'token-inventado');
    expect(res.status).toBe(401);
    const body = multipart({ order_id: String(victim.orderId) }, { name: 'x.png', content: TINY_PNG });
    const upload = await t.request({ method: 'POST', url: '/api/loja/order-proof', payload: body.payload, headers: { ...body.headers, authorization: 'Bearer token-inventado' } });
    expect(upload.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('the owner still reaches everything (the probes above did not break it)', async () => {
    expect((await t.shop('/order-detail', { order_id: victim.orderId }, victim.token)).status).toBe(200);
    const download = await t.request({ method: 'GET', url: `/api/loja/payment-proof/${victim.proofId}`, headers: { authorization: `Bearer ${victim.token}` } });
    expect(download.status).toBe(200);
    expect((await t.shop('/cart-list', {}, victim.token)).json.data.product_list[0].qty).toBe(3);
  });
});
