import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PROFILE } from '@shop/contract/store';
import { couponRedemptions, coupons, mailOutbox, orderEvents, orders, products } from '../src/db/schema.ts';
import { staffAlertTarget } from '../src/modules/admin/ops/staff-alerts.ts';
import { placeOrder } from '../src/modules/orders/place-order.ts';
import { decideReturn, transitionOrder, transitionPayment } from '../src/modules/orders/transitions.ts';
import { recordPayment } from '../src/modules/payments/money.ts';
import { createStaffMember } from './admin-helpers.ts';
import { placeOrderRequest } from '@shop/contract/orders';
import { checkoutBody, createCoupon, createProduct, payOrderInFull, shippingMethodByName, TINY_PDF, TINY_PNG, uploadProof } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staff = { type: 'staff' as const, id: 1 };

async function productRow(id: number) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  return row!;
}

async function mailsTo(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

/** A customer with `qty` of a fresh product in the cart, ready to check out. */
async function readyCart(options: { priceCents?: number; stock?: number; qty?: number } = {}) {
  const { customer, token } = await createCustomer(t.db);
  const { product } = await createProduct(t.db, { priceCents: options.priceCents ?? 60_000, stock: options.stock ?? 10 });
  await t.shop('/add-cart', { product_id: product.id, qty: options.qty ?? 2 }, token);
  return { customer, token, product };
}

async function place(token: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.shop('/place-order', await checkoutBody(t, token, overrides), token, headers);
}

describe('placing an order', () => {
  it('records the order, takes the stock, counts the sale, empties the cart and queues the e-mail', async () => {
    const { customer, token, product } = await readyCart({ priceCents: 60_000, stock: 10, qty: 2 });
    await t.shop('/apply-coupon', { coupon_code: 'BEMVINDA10' }, token);
    const usedBefore = (await t.db.select().from(coupons).where(eq(coupons.code, 'BEMVINDA10')))[0]!.usedCount;
    const soldBefore = (await productRow(product.id)).soldCount;

    const res = await place(token, { email: `encomenda.${customer.id}@exemplo.co.mz` });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Encomenda efetuada com sucesso!');
    const data = res.json.data;
    expect(data).toMatchObject({ subtotal: '1200.00', final_price: '1080.00', payment_type: 'mobile_wallet', payment_status: 'awaiting_proof' });
    expect(data.reference).toMatch(/^CM[2-9A-Z]{6}$/);
    expect(data.order_id_string).toBe(`#${data.reference}`);
    expect(data.order).toMatchObject({
      order_id: data.order_id, order_status: 0, order_status_text: 'pending', order_status_label: 'Pendente',
      sub_total: '1200.00', discount: '120.00', delivered_charge: '0.00', tax_price: '0.00', final_price: '1080.00',
      coupon_info: { coupon_code: 'BEMVINDA10', coupon_discount_amount: '120.00' }, paymnet_type: 'mobile_wallet', wallet_provider: 'mpesa',
      delivery_date: null, item_count: 2, can_cancel: true, can_upload_proof: true,
    });
    expect(data.order.product[0]).toMatchObject({ product_id: product.id, qty: 2, final_price: '600.00', line_total: '1200.00', return: 0, can_return: false });
    expect(data.order.delivery_informations).toMatchObject({ city: 'Maputo', state: 'Maputo Cidade', country: expect.any(String), bairro: 'Central', reference_point: 'Perto do mercado' });

    const after = await productRow(product.id);
    expect(after.stock).toBe(8);
    expect(after.soldCount).toBe(soldBefore + 2);
    const coupon = (await t.db.select().from(coupons).where(eq(coupons.code, 'BEMVINDA10')))[0]!;
    expect(coupon.usedCount).toBe(usedBefore + 1);
    const cart = await t.shop('/cart-list', {}, token);
    expect(cart.json.data).toMatchObject({ product_list: [], coupon_info: null, final_price: '0.00' });

    const [mail] = await mailsTo(`encomenda.${customer.id}@exemplo.co.mz`);
    expect(mail!.subject).toBe(`Encomenda ${data.reference} recebida`);
    expect(mail!.text).toContain(data.reference);
    expect(mail!.text).toContain(STORE_PROFILE.payees.find((p) => p.kind === 'wallet')!.account);
    expect(mail!.text).toContain('MT\u00a01\u00a0080,00');
    expect(mail!.html).toContain(data.reference);
  });

  it('records exactly the total the shopper saw, delivery included, and refuses a different one', async () => {
    const { token, product } = await readyCart({ priceCents: 33_335, qty: 1 });
    const matola = await shippingMethodByName(t.db, 'Entrega na Matola');
    const wrong = await place(token, { method_id: matola.id, state_id: 2, city_id: 4690, price: '333.35' });
    expect(wrong.status).toBe(409);
    expect(wrong.json.message).toMatch(/MT\s483,35/);
    expect(wrong.json.data.final_price).toBe('483.35');
    expect((await productRow(product.id)).stock).toBe(10);
    expect((await t.shop('/cart-list', {}, token)).json.data.product_list).toHaveLength(1);

    const ok = await place(token, { method_id: matola.id, state_id: 2, city_id: 4690, price: '483.35' });
    expect(ok.status).toBe(201);
    expect(ok.json.data.order).toMatchObject({ sub_total: '333.35', delivered_charge: '150.00', final_price: '483.35', delivery_method: { name: 'Entrega na Matola' } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, ok.json.data.order_id));
    expect(row!.totalCents).toBe(48_335);
  });

  it('asks for the transfer proof with the spec message and takes one uploaded before', async () => {
    const { token } = await readyCart();
    const missing = await place(token, { payment_type: 'bank_transfer' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toContain('Por favor, faça o upload do comprovativo de transferência');
    expect(missing.json.errors.proof_id).toEqual(['Por favor, faça o upload do comprovativo de transferência']);

    const upload = await uploadProof(t, token, { name: 'comprovativo.pdf', content: TINY_PDF, type: 'application/pdf' });
    expect(upload.status).toBe(200);
    expect(upload.json.data).toMatchObject({ name: 'comprovativo.pdf', size: TINY_PDF.length, mime: 'application/pdf' });
    const res = await place(token, { payment_type: 'card', proof_id: upload.json.data.proof_id });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ payment_type: 'bank_transfer', payment_status: 'under_review' });
    expect(res.json.data.order.proof).toMatchObject({ id: upload.json.data.proof_id, name: 'comprovativo.pdf' });

    const download = await t.request({ method: 'GET', url: `/api/loja/payment-proof/${upload.json.data.proof_id}`, headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="comprovativo.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const { token: other } = await readyCart();
    const reused = await place(other, { payment_type: 'bank_transfer', proof_id: upload.json.data.proof_id });
    expect(reused.status).toBe(404);
  });

  it('validates contact, address and location with the spec messages', async () => {
    const { token } = await readyCart();
    const noAddress = await place(token, { address: '  ' });
    expect(noAddress.status).toBe(400);
    expect(noAddress.json.errors.address).toEqual(['Por favor, preencha o endereço de cobrança']);
    const noCity = await place(token, { city_id: '' });
    expect(noCity.json.errors.city_id).toEqual(['Por favor, preencha o endereço de cobrança completamente']);
    const cityElsewhere = await place(token, { city_id: 4691 });
    expect(cityElsewhere.status).toBe(400);
    expect(cityElsewhere.json.message).toBe('Por favor, preencha o endereço de cobrança completamente');
    const otherCountry = await place(token, { country_id: 1 });
    expect(otherCountry.status).toBe(400);
    const badEmail = await place(token, { email: 'nao-e-email' });
    expect(badEmail.json.errors.email).toBeDefined();
    const badPhone = await place(token, { phone: '12' });
    expect(badPhone.json.errors.phone).toBeDefined();
    const matola = await shippingMethodByName(t.db, 'Entrega na Matola');
    const wrongMethod = await place(token, { method_id: matola.id });
    expect(wrongMethod.status).toBe(422);
  });

  it('refuses pay-on-delivery while the store profile disables it, and records it as such when enabled', async () => {
    const { customer, token } = await readyCart();
    const refused = await place(token, { payment_type: 'cod' });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toMatch(/entrega não está disponível/);
    const body = placeOrderRequest.parse(await checkoutBody(t, token, { payment_type: 'cash_on_delivery' }));
    const placed = await placeOrder(t.db, customer.id, body, { payOnDelivery: true, staff: staffAlertTarget(t.app.config), publicUrl: t.app.config.publicUrl });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({ paymentType: 'cash_on_delivery', paymentStatus: 'on_delivery' });
  });

  it('refuses an empty cart, lines beyond the stock, and a coupon that expired since it was applied, changing nothing', async () => {
    const { token: empty } = await createCustomer(t.db);
    const none = await place(empty, { price: '0.00' });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe('O seu carrinho está vazio.');

    const { token, product } = await readyCart({ stock: 5, qty: 4 });
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const short = await place(token);
    expect(short.status).toBe(409);
    expect(short.json.code).toBe('OUT_OF_STOCK');
    expect(short.json.message).toMatch(/stock/i);
    expect((await productRow(product.id)).stock).toBe(3);

    const coupon = await createCoupon(t.db);
    const { token: withCoupon, product: p2 } = await readyCart();
    await t.shop('/apply-coupon', { coupon_code: coupon.code }, withCoupon);
    const body = await checkoutBody(t, withCoupon);
    await t.db.update(coupons).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, coupon.id));
    const expired = await t.shop('/place-order', body, withCoupon);
    expect(expired.status).toBe(422);
    expect(expired.json.code).toBe('COUPON_INVALID');
    expect(expired.json.message).toMatch(/expirou/);
    expect((await productRow(p2.id)).stock).toBe(10);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount).toBe(0);
  });

  it('counts coupon uses atomically: 8 customers race for 3 uses', async () => {
    const coupon = await createCoupon(t.db, { maxUses: 3 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => readyCart()));
    const bodies: Record<string, unknown>[] = [];
    for (const s of shoppers) {
      await t.shop('/apply-coupon', { coupon_code: coupon.code }, s.token);
      bodies.push(await checkoutBody(t, s.token));
    }
    const results = await Promise.all(shoppers.map((s, i) => t.shop('/place-order', bodies[i], s.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422 && r.json.code === 'COUPON_INVALID')).toHaveLength(5);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(3);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(3);
  });

  it('keeps a coupon to one use per customer', async () => {
    const coupon = await createCoupon(t.db, { perCustomerLimit: 1 });
    const { token } = await readyCart();
    await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    expect((await place(token)).status).toBe(201);
    const { product } = await createProduct(t.db);
    await t.shop('/add-cart', { product_id: product.id }, token);
    const again = await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    expect(again.status).toBe(422);
    expect(again.json.message).toBe('Já utilizou este cupão.');
  });

  it('answers a retry with the same Idempotency-Key with the first order, and a different body with 422', async () => {
    const { token } = await readyCart();
    const body = await checkoutBody(t, token);
    const first = await t.shop('/place-order', body, token, { 'idempotency-key': 'checkout-key-0001' });
    const retry = await t.shop('/order-save', body, token, { 'idempotency-key': 'checkout-key-0001' });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json.data.order_id).toBe(first.json.data.order_id);
    const different = await t.shop('/place-order', { ...body, first_name: 'Outra' }, token, { 'idempotency-key': 'checkout-key-0001' });
    expect(different.status).toBe(422);
    expect(different.json.code).toBe('IDEMPOTENCY_MISMATCH');
    const badKey = await t.shop('/place-order', body, token, { 'idempotency-key': 'x' });
    expect(badKey.status).toBe(400);
  });
});

describe('after the order', () => {
  it('lists orders with real pagination, search and the status filter', async () => {
    const { customer, token } = await createCustomer(t.db);
    const names = ['Champô de Alecrim', 'Máscara de Abacate', 'Óleo de Coco'];
    const placed = [];
    for (const name of names) {
      const { product } = await createProduct(t.db, { name, priceCents: 10_000 });
      await t.shop('/add-cart', { product_id: product.id }, token);
      placed.push((await place(token)).json.data);
    }
    await transitionOrder(t.db, placed[0].order_id, 5, { type: 'customer', id: customer.id }, { customerId: customer.id, publicUrl: t.app.config.publicUrl });

    const page1 = await t.shop('/order-list', { per_page: 2 }, token);
    expect(page1.json.data).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
    expect(page1.json.data.data.map((o: any) => o.id)).toEqual([placed[2].order_id, placed[1].order_id]);
    expect(page1.json.data.data[0]).toMatchObject({
      order_id_string: `#${placed[2].reference}`, amount: 100, delivered_status: 0, delivered_status_string: 'pending', order_status_label: 'Pendente',
      delivery_date: null, item_count: 1, items_preview: [{ name: 'Óleo de Coco', image: expect.any(String) }],
    });
    const page2 = await t.shop('/order-list', { per_page: 2, page: 2 }, token);
    expect(page2.json.data.data.map((o: any) => o.id)).toEqual([placed[0].order_id]);

    expect((await t.shop('/order-list', { search: 'abacate' }, token)).json.data.data.map((o: any) => o.id)).toEqual([placed[1].order_id]);
    expect((await t.shop('/order-list', { search: `#${placed[2].reference}` }, token)).json.data.total).toBe(1);
    expect((await t.shop('/order-list', { search: '%' }, token)).json.data.total).toBe(0);
    expect((await t.shop('/order-list', { status: 'cancelled' }, token)).json.data.data.map((o: any) => o.id)).toEqual([placed[0].order_id]);
    expect((await t.shop('/order-list', { status: 0 }, token)).json.data.total).toBe(2);
    expect((await t.shop('/order-list', { status: 'all' }, token)).json.data.total).toBe(3);
    expect((await t.shop('/order-list', { status: 'perdido' }, token)).status).toBe(400);
  });

  it('cancels a pending order: stock and bestseller count restored, coupon use released, e-mail sent', async () => {
    const coupon = await createCoupon(t.db);
    const { token, product, customer } = await readyCart({ stock: 10, qty: 3 });
    await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    const soldBefore = (await productRow(product.id)).soldCount;
    const order = (await place(token, { email: `cancel.${customer.id}@exemplo.co.mz` })).json.data;
    expect((await productRow(product.id)).stock).toBe(7);

    const res = await t.shop('/order-cancel', { order_id: order.order_id }, token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Encomenda cancelada com sucesso.');
    expect(res.json.data).toMatchObject({ order_status: 5, order_status_label: 'Cancelado', can_cancel: false, can_upload_proof: false });
    const after = await productRow(product.id);
    expect(after.stock).toBe(10);
    expect(after.soldCount).toBe(soldBefore);
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c!.usedCount).toBe(0);
    const [redemption] = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.order_id));
    expect(redemption!.releasedAt).not.toBeNull();
    expect((await mailsTo(`cancel.${customer.id}@exemplo.co.mz`)).map((m) => m.subject)).toContain(`Encomenda ${order.reference}: Cancelado`);

    const twice = await t.shop('/order-cancel', { order_id: order.order_id }, token);
    expect(twice.status).toBe(409);
    expect((await productRow(product.id)).stock).toBe(10);
  });

  it('two racing cancels restore the stock once', async () => {
    const { token, product } = await readyCart({ stock: 10, qty: 2 });
    const order = (await place(token)).json.data;
    const results = await Promise.all(Array.from({ length: 6 }, () => t.shop('/order-cancel', { order_id: order.order_id }, token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await productRow(product.id)).stock).toBe(10);
  });

  it('moves through the staff transitions with an audit row and an e-mail each; refuses moves the table forbids', async () => {
    const { token, customer } = await readyCart();
    const order = (await place(token, { email: `staff.${customer.id}@exemplo.co.mz` })).json.data;
    await expect(transitionOrder(t.db, order.order_id, 1, { type: 'customer', id: customer.id }, { customerId: customer.id, publicUrl: t.app.config.publicUrl })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(transitionOrder(t.db, order.order_id, 4, staff, { publicUrl: t.app.config.publicUrl })).rejects.toMatchObject({ code: 'CONFLICT' });
    await payOrderInFull(t.db, order.order_id);
    await expect(transitionOrder(t.db, order.order_id, 1, staff, { publicUrl: t.app.config.publicUrl }).then(() => transitionOrder(t.db, order.order_id, 3, staff, { publicUrl: t.app.config.publicUrl })))
      .rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: { courier: [expect.stringMatching(/transportadora/)] } });
    for (const to of [2, 3, 4] as const) await transitionOrder(t.db, order.order_id, to, staff, { publicUrl: t.app.config.publicUrl, shipment: { courier: 'DHL Express', trackingNumber: 'MZ123' } });
    await expect(transitionOrder(t.db, order.order_id, 5, staff, { publicUrl: t.app.config.publicUrl })).rejects.toMatchObject({ code: 'CONFLICT' });
    const events = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.order_id), eq(orderEvents.kind, 'status')));
    expect(events.map((e) => [e.fromValue, e.toValue, e.actorType])).toEqual([['0', '1', 'staff'], ['1', '2', 'staff'], ['2', '3', 'staff'], ['3', '4', 'staff']]);
    const subjects = (await mailsTo(`staff.${customer.id}@exemplo.co.mz`)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Confirmado', 'Em preparação', 'Enviado', 'Entregue'].map((s) => `Encomenda ${order.reference}: ${s}`)));

    const tracking = await t.shop('/order-tracking', { order_id: order.order_id }, token);
    expect(tracking.json.data).toMatchObject({ step: 3, progress: 1, cancelled: false, order_status_label: 'Entregue' });
    expect(tracking.json.data.steps.every((s: any) => s.reached && s.date)).toBe(true);
    expect(tracking.json.data.steps[0].label).toBe('Pedido Confirmado');
    const detail = await t.shop('/order-detail', { order_id: order.order_id }, token);
    expect(detail.json.data.delivery_date).not.toBeNull();
    expect(detail.json.data.can_cancel).toBe(false);
  });

  it('tracks a pending and a cancelled order', async () => {
    const { token } = await readyCart();
    const order = (await place(token)).json.data;
    const pending = await t.shop('/order-tracking', { order_id: order.order_id }, token);
    expect(pending.json.data).toMatchObject({ step: 0, progress: 0.25 });
    expect(pending.json.data.steps.map((s: any) => s.reached)).toEqual([true, false, false, false]);
    expect(pending.json.data.steps.map((s: any) => s.label)).toEqual(['Pedido recebido', 'Em Preparação', 'Enviado', 'Entregue']);
    await t.shop('/order-cancel', { order_id: order.order_id }, token);
    const cancelled = await t.shop('/order-tracking', { order_id: order.order_id }, token);
    expect(cancelled.json.data).toMatchObject({ step: null, progress: 0, cancelled: true });
    const missing = await t.shop('/order-tracking', { order_id: 99_999_999 }, token);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Pedido não encontrado.');
  });

  it('takes a return request per line after delivery, once, within 30 days; staff decide it', async () => {
    const { token, product } = await readyCart({ priceCents: 50_000, qty: 3 });
    const { product: other } = await createProduct(t.db, { priceCents: 70_000 });
    await t.shop('/add-cart', { product_id: other.id, qty: 1 }, token);
    const order = (await place(token)).json.data;
    const early = await t.shop('/product-return', { orderId: order.order_id, productId: product.id, variantId: '0' }, token);
    expect(early.status).toBe(409);
    await payOrderInFull(t.db, order.order_id);
    for (const to of [1, 3, 4] as const) await transitionOrder(t.db, order.order_id, to, staff, { publicUrl: t.app.config.publicUrl, shipment: { courier: 'Estafeta da loja' } });

    const res = await t.shop('/product-return', { orderId: order.order_id, productId: product.id, variantId: '0', reason: 'Não era o que esperava' }, token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Solicitação de devolução enviada com sucesso!');
    const returned = res.json.data.order.product.find((l: any) => l.product_id === product.id);
    expect(returned).toMatchObject({ return: 1, return_status: 'requested', can_return: false });
    expect(res.json.data.order.product.find((l: any) => l.product_id === other.id)).toMatchObject({ return: 0, can_return: true });
    expect((await t.shop('/product-return', { order_id: order.order_id, product_id: product.id }, token)).status).toBe(409);
    expect((await t.shop('/product-return', { order_id: order.order_id, product_id: 9_999_999 }, token)).status).toBe(404);

    const points = await t.shop('/loyality-reward', {}, token);
    expect(points.json.data).toMatchObject({ points: 22, eligible_total: '2200.00', points_per: '100.00' });
    await decideReturn(t.db, res.json.data.return_id, 'approved', staff, 'Recolhemos na sexta-feira.');
    await expect(decideReturn(t.db, res.json.data.return_id, 'rejected', staff)).rejects.toMatchObject({ code: 'CONFLICT' });
    const afterReturn = await t.shop('/loyality-reward', {}, token);
    expect(afterReturn.json.data.points).toBe(7);
    const stats = await t.shop('/order-stats', {}, token);
    expect(stats.json.data).toEqual({ orders_count: 1, total_spent: '2200.00', points: 7 });

    await t.db.update(orders).set({ deliveredAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(orders.id, order.order_id));
    const late = await t.shop('/product-return', { order_id: order.order_id, product_id: other.id }, token);
    expect(late.status).toBe(409);
    expect(late.json.message).toMatch(/30 dias/);
  });

  it('moves the payment: proof for a wallet order → under review → rejected with a reason → new proof → paid', async () => {
    const { token, customer } = await readyCart();
    const order = (await place(token, { email: `pay.${customer.id}@exemplo.co.mz` })).json.data;
    expect(order.payment_status).toBe('awaiting_proof');
    const proof = await uploadProof(t, token, { name: 'mpesa.png', content: TINY_PNG }, '/order-proof', { order_id: String(order.order_id) });
    expect(proof.status).toBe(200);
    expect(proof.json.data).toMatchObject({ payment_status: 'under_review', can_upload_proof: false, proof: { name: 'mpesa.png', mime: 'image/png' } });
    await expect(transitionPayment(t.db, order.order_id, 'rejected', staff)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await transitionPayment(t.db, order.order_id, 'rejected', staff, { reason: 'O valor não corresponde.' });
    const rejected = await t.shop('/order-detail', { order_id: order.order_id }, token);
    expect(rejected.json.data).toMatchObject({ payment_status: 'rejected', payment_rejection_reason: 'O valor não corresponde.', can_upload_proof: true });
    const second = await uploadProof(t, token, { name: 'mpesa-2.jpg', content: TINY_PNG }, '/order-proof', { order_id: String(order.order_id) });
    expect(second.json.data).toMatchObject({ payment_status: 'under_review', proof: { name: 'mpesa-2.png' } });
    await expect(transitionPayment(t.db, order.order_id, 'paid', staff)).rejects.toMatchObject({ code: 'CONFLICT' });
    const member = await createStaffMember(t.db);
    await recordPayment(t.db, { target: { kind: 'order', id: order.order_id }, method: 'mpesa', amountCents: (await t.db.select().from(orders).where(eq(orders.id, order.order_id)))[0]!.totalCents, source: 'proof' }, { staff: { staffId: member.staff.id, email: member.staff.email }, publicUrl: 'http://localhost' });
    const paid = await uploadProof(t, token, { name: 'outro.png', content: TINY_PNG }, '/order-proof', { order_id: String(order.order_id) });
    expect(paid.status).toBe(409);
    const subjects = (await mailsTo(`pay.${customer.id}@exemplo.co.mz`)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Encomenda ${order.reference}: Comprovativo recusado`, `Pagamento recebido: ${order.reference}`]));
    const rejectedMail = (await mailsTo(`pay.${customer.id}@exemplo.co.mz`)).find((m) => m.subject.endsWith('Comprovativo recusado'));
    expect(rejectedMail!.text).toContain('O valor não corresponde.');
  });

  it('answers an unknown order with 404 and the spec message', async () => {
    const { token } = await createCustomer(t.db);
    const res = await t.shop('/order-detail', { order_id: 123_456_789 }, token);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 0, message: 'Pedido não encontrado.' });
  });

  it('describes the loyalty programme to everyone', async () => {
    const res = await t.shop('/loyality-program-json', {});
    expect(res.json.data).toMatchObject({ points_per: '100.00', rule: expect.stringMatching(/100 MT/) });
  });
});
