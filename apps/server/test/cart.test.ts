import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, coupons, products } from '../src/db/schema.ts';
import { createCoupon, createProduct, shippingMethodByName } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const line = (json: any, productId: number, variantId = 0) =>
  json.data.product_list.find((l: any) => l.product_id === productId && l.variant_id === variantId);

describe('server cart', () => {
  it('needs a signed-in customer', async () => {
    const res = await t.shop('/cart-list', {});
    expect(res.status).toBe(401);
    expect(res.json.status).toBe(0);
  });

  it("sends each line's final_price per unit and its total in line_total, and totals once", async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 165_000, salePriceCents: 139_000, stock: 10 });
    const add = await t.shop('/add-cart', { product_id: product.id, qty: 3 }, token);
    expect(add.status).toBe(200);
    expect(add.json.message).toBe('Produto adicionado ao carrinho!');
    const l = line(add.json, product.id);
    expect(l).toMatchObject({ qty: 3, orignal_price: '1650.00', final_price: '1390.00', line_total: '4170.00', available: true, notice: null });
    expect(add.json.data).toMatchObject({
      sub_total: '4170.00', total_sub_price: '4950.00', final_price: '4170.00', discount: '0.00', shipping: '0.00',
      cart_total_product: 1, cart_total_qty: 3, coupon_info: null, can_checkout: true,
    });
  });

  it('keeps product + variant as the line identity and sums repeated adds', async () => {
    const { token } = await createCustomer(t.db);
    const { product, variants } = await createProduct(t.db, {
      variants: [{ name: '250 ml', priceCents: 85_000, stock: 5 }, { name: '500 ml', priceCents: 145_000, salePriceCents: 129_000, stock: 5 }],
    });
    await t.shop('/add-cart', { product_id: product.id, variant_id: variants[0]!.id, qty: 1 }, token);
    await t.shop('/add-cart', { product_id: product.id, variant_id: variants[1]!.id, qty: 2 }, token);
    const res = await t.shop('/add-cart', { product_id: product.id, variant_id: String(variants[0]!.id), qty: 1 }, token);
    expect(res.json.data.product_list).toHaveLength(2);
    expect(line(res.json, product.id, variants[0]!.id)).toMatchObject({ qty: 2, variant_name: '250 ml', final_price: '850.00' });
    expect(line(res.json, product.id, variants[1]!.id)).toMatchObject({ qty: 2, variant_name: '500 ml', final_price: '1290.00', line_total: '2580.00' });
    expect(res.json.data.sub_total).toBe('4280.00');
  });

  it('refuses a product with variants added without one, an unknown product and more than the stock', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { variants: [{ name: 'A', priceCents: 1000, stock: 1 }] });
    const noVariant = await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    expect(noVariant.status).toBe(400);
    expect(noVariant.json.message).toBe('Escolha uma opção deste produto.');
    const unknown = await t.shop('/add-cart', { product_id: 9_999_999, qty: 1 }, token);
    expect(unknown.status).toBe(404);
    const { product: few } = await createProduct(t.db, { stock: 2 });
    await t.shop('/add-cart', { product_id: few.id, qty: 2 }, token);
    const tooMany = await t.shop('/add-cart', { product_id: few.id, qty: 1 }, token);
    expect(tooMany.status).toBe(409);
    expect(tooMany.json).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(tooMany.json.message).toMatch(/stock/);
    const bad = await t.shop('/add-cart', { product_id: few.id, qty: 0 }, token);
    expect(bad.status).toBe(400);
  });

  it('increases, decreases and removes a line at 0', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { stock: 3 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const up = await t.shop('/cart-qty', { product_id: product.id, variant_id: '0', quantity_type: 'increase' }, token);
    expect(up.json.message).toBe('Carrinho atualizado!');
    expect(line(up.json, product.id).qty).toBe(2);
    const over = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'increase', qty: 2 }, token);
    expect(over.status).toBe(409);
    const down = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'decrease' }, token);
    expect(line(down.json, product.id).qty).toBe(1);
    const gone = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'decrease' }, token);
    expect(gone.json.data.product_list).toHaveLength(0);
    const missing = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'decrease' }, token);
    expect(missing.status).toBe(404);
    const wrong = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'sideways' }, token);
    expect(wrong.status).toBe(400);
  });

  it('removes a line with /remove-cart and says when it was not there', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db);
    await t.shop('/add-cart', { product_id: product.id }, token);
    const removed = await t.shop('/remove-cart', { product_id: product.id }, token);
    expect(removed.json).toMatchObject({ status: 1, message: 'Produto removido do carrinho!' });
    expect(removed.json.data.product_list).toEqual([]);
    const again = await t.shop('/remove-cart', { product_id: product.id }, token);
    expect(again.status).toBe(404);
  });

  it('flags lines whose stock fell below the quantity, and can_checkout goes false', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 4 }, token);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    const res = await t.shop('/cart-check', {}, token);
    expect(line(res.json, product.id)).toMatchObject({ available: false, stock: 2, notice: 'Só restam 2 unidades em stock.' });
    expect(res.json.data.can_checkout).toBe(false);
    const lowered = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'decrease', qty: 2 }, token);
    expect(lowered.json.data.can_checkout).toBe(true);
  });
});

describe('coupons', () => {
  it('applies a seeded percentage coupon computed from the server cart and keeps it with the cart', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 60_000, stock: 10 });
    await t.shop('/add-cart', { product_id: product.id, qty: 2 }, token);
    const res = await t.shop('/apply-coupon', { coupon_code: ' bemvinda10 ', sub_total: '999999.00' }, token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Cupão aplicado com sucesso.');
    expect(res.json.data.coupon_info).toMatchObject({
      coupon_code: 'BEMVINDA10', coupon_discount_type: 'percentage', coupon_value: '10', coupon_discount_amount: '120.00', coupon_final_amount: '1080.00', applies: true,
    });
    expect(res.json.data).toMatchObject({ sub_total: '1200.00', discount: '120.00', final_price: '1080.00' });
    const list = await t.shop('/cart-list', {}, token);
    expect(list.json.data.coupon_info.coupon_code).toBe('BEMVINDA10');
    const removed = await t.shop('/remove-coupon', {}, token);
    expect(removed.json).toMatchObject({ status: 1, message: 'Cupão removido.' });
    expect(removed.json.data).toMatchObject({ coupon_info: null, final_price: '1200.00' });
  });

  it('refuses unknown, expired, not-yet-valid, exhausted and below-minimum coupons with readable reasons', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 50_000, stock: 10 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const cases: [Partial<typeof coupons.$inferInsert> | null, RegExp][] = [
      [null, /inválido/],
      [{ endsAt: new Date(Date.now() - 1000) }, /expirou/],
      [{ startsAt: new Date(Date.now() + 3_600_000) }, /ainda não está em vigor/],
      [{ maxUses: 3, usedCount: 3 }, /limite de utilizações/],
      [{ active: false }, /não está ativo/],
      [{ minSpendCents: 100_000 }, /mínimo de MT\s1\s000,00/],
    ];
    for (const [values, message] of cases) {
      const code = values ? (await createCoupon(t.db, values)).code : 'NAOEXISTE';
      const res = await t.shop('/apply-coupon', { coupon_code: code }, token);
      expect(res.status, code).toBe(422);
      expect(res.json).toMatchObject({ status: 0, code: 'COUPON_INVALID' });
      expect(res.json.message).toMatch(message);
    }
    const [cart] = await t.db.select().from(carts);
    expect(cart?.couponId ?? null).toBeNull();
  });

  it('a fixed coupon never makes the cart negative; falling below the minimum keeps it with zero discount', async () => {
    const { token } = await createCustomer(t.db);
    const coupon = await createCoupon(t.db, { discountType: 'fixed', amount: 50_000, minSpendCents: 60_000 });
    const { product } = await createProduct(t.db, { priceCents: 30_000, stock: 10 });
    await t.shop('/add-cart', { product_id: product.id, qty: 2 }, token);
    const applied = await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    expect(applied.json.data).toMatchObject({ sub_total: '600.00', discount: '500.00', final_price: '100.00' });
    const below = await t.shop('/cart-qty', { product_id: product.id, quantity_type: 'decrease' }, token);
    expect(below.json.data.coupon_info).toMatchObject({ coupon_code: coupon.code, applies: false, coupon_discount_amount: '0.00' });
    expect(below.json.data.final_price).toBe('300.00');
    expect(below.json.data.notices[0]).toMatch(/mínimo/);
  });

  it('drops a kept coupon that expired, with a notice', async () => {
    const { token } = await createCustomer(t.db);
    const coupon = await createCoupon(t.db);
    const { product } = await createProduct(t.db, { stock: 10 });
    await t.shop('/add-cart', { product_id: product.id }, token);
    await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    await t.db.update(coupons).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(coupons.id, coupon.id));
    const res = await t.shop('/cart-list', {}, token);
    expect(res.json.data.coupon_info).toBeNull();
    expect(res.json.data.notices[0]).toMatch(/expirou/);
  });

  it('guests cannot apply coupons', async () => {
    const res = await t.shop('/apply-coupon', { coupon_code: 'BEMVINDA10' });
    expect(res.status).toBe(401);
  });
});

describe('guest cart', () => {
  it('prices the spec single-line payload and a whole list with the same rules', async () => {
    const { product } = await createProduct(t.db, { priceCents: 20_000, salePriceCents: 15_000, stock: 3 });
    const single = await t.shop('/cart-check-guest', { product_id: product.id, variant_id: '0', qty: 2 });
    expect(single.json.data.product_list[0]).toMatchObject({ final_price: '150.00', line_total: '300.00', available: true });
    const list = await t.shop('/cart-check-guest', { items: [{ product_id: product.id, qty: 2 }, { product_id: product.id, qty: 2 }, { product_id: 9_999_999, qty: 1 }] });
    expect(list.json.data.product_list[0]).toMatchObject({ qty: 4, available: false, notice: 'Só restam 3 unidades em stock.' });
    expect(list.json.data.product_list[1]).toMatchObject({ available: false, notice: 'Este produto já não está disponível.' });
    expect(list.json.data.can_checkout).toBe(false);
  });
});

describe('guest cart merge at sign-in', () => {
  it('sums per product and variant, clamps to stock, reports skipped lines and is idempotent', async () => {
    const { token } = await createCustomer(t.db);
    const { product: a } = await createProduct(t.db, { stock: 5 });
    const { product: b } = await createProduct(t.db, { stock: 1 });
    const { product: c, variants } = await createProduct(t.db, { variants: [{ name: 'P', priceCents: 1000, stock: 4 }] });
    const { product: soldOut } = await createProduct(t.db, { stock: 0 });
    await t.shop('/add-cart', { product_id: a.id, qty: 2 }, token);
    const items = [
      { product_id: a.id, variant_id: 0, qty: 2 },
      { product_id: a.id, variant_id: 0, qty: 3 },
      { product_id: b.id, variant_id: 0, qty: 2 },
      { product_id: c.id, variant_id: variants[0]!.id, qty: 1 },
      { product_id: c.id, variant_id: 0, qty: 1 },
      { product_id: soldOut.id, variant_id: 0, qty: 1 },
      { product_id: 9_999_999, variant_id: 0, qty: 1 },
    ];
    const first = await t.shop('/cart-merge', { merge_id: 'merge-abc-123', items }, token);
    expect(first.status).toBe(200);
    expect(first.json.data.replayed).toBe(false);
    const cart = first.json.data.cart;
    expect(line({ data: cart }, a.id).qty).toBe(5);
    expect(line({ data: cart }, b.id).qty).toBe(1);
    expect(line({ data: cart }, c.id, variants[0]!.id).qty).toBe(1);
    expect(cart.product_list).toHaveLength(3);
    const skipped = first.json.data.skipped;
    expect(skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product_id: a.id, requested: 5, added: 3 }),
        expect.objectContaining({ product_id: b.id, requested: 2, added: 1 }),
        expect.objectContaining({ product_id: c.id, variant_id: 0, added: 0, reason: 'Escolha uma opção deste produto.' }),
        expect.objectContaining({ product_id: soldOut.id, added: 0, reason: 'Esgotado.' }),
        expect.objectContaining({ product_id: 9_999_999, added: 0 }),
      ]),
    );
    expect(first.json.message).toMatch(/não puderam/);

    const again = await t.shop('/cart-merge', { merge_id: 'merge-abc-123', items }, token);
    expect(again.json.data.replayed).toBe(true);
    expect(again.json.data.cart.product_list).toEqual(cart.product_list);
    expect(again.json.data.skipped).toEqual(skipped);
  });

  it('two concurrent merges with one id add once', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { stock: 50 });
    const body = { merge_id: 'merge-concurrent-1', items: [{ product_id: product.id, qty: 3 }] };
    const results = await Promise.all(Array.from({ length: 8 }, () => t.shop('/cart-merge', body, token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.json.data.replayed)).toHaveLength(1);
    const list = await t.shop('/cart-list', {}, token);
    expect(line(list.json, product.id).qty).toBe(3);
  });

  it('refuses a malformed merge id', async () => {
    const { token } = await createCustomer(t.db);
    const res = await t.shop('/cart-merge', { merge_id: 'x', items: [] }, token);
    expect(res.status).toBe(400);
  });
});

describe('shipping', () => {
  it('lists methods with decimal costs, filtered by state', async () => {
    const all = await t.shop('/shipping', {});
    expect(all.json.data.length).toBeGreaterThanOrEqual(4);
    expect(all.json.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), method_name: expect.any(String), cost: expect.stringMatching(/^\d+\.\d{2}$/) }));
    const maputo = await t.shop('/delivery-list', { state_id: 1 });
    const names = maputo.json.data.map((m: any) => m.method_name);
    expect(names).toContain('Entrega em Maputo');
    expect(names).not.toContain('Entrega na Matola');
  });

  it('prices the cart with a chosen delivery method, as the checkout summary shows it', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 100_000, stock: 5 });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const other = await shippingMethodByName(t.db, 'Envio para outras províncias');
    const res = await t.shop('/cart-list', { method_id: other.id, state_id: 5 }, token);
    expect(res.json.data).toMatchObject({ sub_total: '1000.00', shipping: '450.00', final_price: '1450.00', shipping_method: { id: other.id, method_name: 'Envio para outras províncias' } });
    const plain = await t.shop('/cart-list', {}, token);
    expect(plain.json.data).toMatchObject({ shipping: '0.00', final_price: '1000.00', shipping_method: null });
    const matola = await shippingMethodByName(t.db, 'Entrega na Matola');
    expect((await t.shop('/cart-list', { method_id: matola.id, state_id: 5 }, token)).status).toBe(422);
  });

  it('delivers for free once the goods after the coupon reach the store threshold, and the order charges the same', async () => {
    const { token } = await createCustomer(t.db);
    const { product } = await createProduct(t.db, { priceCents: 100_000, stock: 20 });
    const other = await shippingMethodByName(t.db, 'Envio para outras províncias');
    await t.shop('/add-cart', { product_id: product.id, qty: 4 }, token);
    const below = await t.shop('/cart-list', { method_id: other.id, state_id: 5 }, token);
    expect(below.json.data).toMatchObject({ sub_total: '4000.00', shipping: '450.00', final_price: '4450.00' });
    await t.shop('/add-cart', { product_id: product.id, qty: 1 }, token);
    const reached = await t.shop('/cart-list', { method_id: other.id, state_id: 5 }, token);
    expect(reached.json.data).toMatchObject({ sub_total: '5000.00', shipping: '0.00', final_price: '5000.00' });
    // A coupon that takes the goods back under the threshold brings the delivery cost back.
    const coupon = await createCoupon(t.db, { discountType: 'fixed', amount: 10_000, minSpendCents: 0 });
    await t.shop('/apply-coupon', { coupon_code: coupon.code }, token);
    const under = await t.shop('/cart-list', { method_id: other.id, state_id: 5 }, token);
    expect(under.json.data).toMatchObject({ sub_total: '5000.00', discount: '100.00', shipping: '450.00', final_price: '5350.00' });
  });

  it('answers the delivery charge for a method and refuses one that does not deliver to the state', async () => {
    const matola = await shippingMethodByName(t.db, 'Entrega na Matola');
    const ok = await t.shop('/delivery-charge', { method_id: matola.id, country_id: 150, state_id: 2 });
    expect(ok.json.data).toEqual({ method_id: matola.id, method_name: 'Entrega na Matola', cost: '150.00' });
    const wrong = await t.shop('/delivery-charge', { method_id: matola.id, country_id: 150, state_id: 1 });
    expect(wrong.status).toBe(422);
    const unknown = await t.shop('/delivery-charge', { method_id: 99_999 });
    expect(unknown.status).toBe(404);
  });
});
