import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../src/db/schema.ts';
import { checkoutBody, createCoupon, createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INTERNAL = 'Parceria influencer Nov — margem baixa';
const LABEL = 'Oferta de Novembro';

describe('a coupon shows customers its public label, never its internal name', () => {
  it('cart, order answers and the order mail carry the label and the code only', async () => {
    const coupon = await createCoupon(t.db, { name: INTERNAL, label: LABEL });
    const { customer, token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);

    const applied = await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    expect(applied.status).toBe(200);
    expect(applied.json.data.coupon_info).toMatchObject({ coupon_name: LABEL, coupon_code: coupon.code });
    const cart = await t.shop('/cart-list', {}, token);
    expect(cart.json.data.coupon_info.coupon_name).toBe(LABEL);
    expect(JSON.stringify(cart.json)).not.toContain(INTERNAL);

    const email = `rotulo.${customer.id}@exemplo.co.mz`;
    const placed = await t.shop('/place-order', await checkoutBody(t, token, { email }), token);
    expect(placed.status).toBe(201);
    expect(placed.json.data.order.coupon_info).toMatchObject({ coupon_code: coupon.code, coupon_name: LABEL });
    expect(JSON.stringify(placed.json)).not.toContain(INTERNAL);
    const orderId = placed.json.data.order_id;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.couponName).toBe(LABEL);

    for (const path of ['/order-detail', '/order-tracking', '/order-list']) {
      const res = await t.shop(path, { order_id: orderId }, token);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.json), path).not.toContain(INTERNAL);
    }
    const detail = await t.shop('/order-detail', { order_id: orderId }, token);
    expect(detail.json.data.coupon_info.coupon_name).toBe(LABEL);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).not.toContain(INTERNAL);
      expect(mail.html).not.toContain(INTERNAL);
    }
    expect(mails[0]!.text).toContain(`${LABEL}, ${coupon.code}`);
  });
});
