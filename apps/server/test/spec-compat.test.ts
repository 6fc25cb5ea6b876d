import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { lastCodeSentTo, uniqueEmail, uniqueMobile } from './accounts-helpers.ts';
import { createCoupon, createProduct, shippingMethodByName, TINY_PNG } from './commerce-fixtures.ts';
import { createTestApp, SLUG, type TestApp } from './test-app.ts';

/**
 * Every shop path called as the spec's own client calls it (spec 1 §7, spec 2 §7, api-notes):
 * its field names and payload shapes, checking the answer shapes and types that client reads.
 * Every answer is also checked the way that client reads errors: a status-0 message with
 * "sessão", "token", "session" or "expired", or any HTTP 401, signs it out; so only a real
 * missing or ended session may answer like that. And no message names a field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { status: number; json: any; headers: Record<string, unknown> };
const SESSION_WORDS = /sessão|token|session|expired/i;

function readAsSpecClient(res: Answer) {
  expect(res.json, 'every answer is the envelope').toMatchObject({ status: expect.any(Number), message: expect.any(String) });
  if (res.json.status === 0 && res.status !== 401) expect(res.json.message).not.toMatch(SESSION_WORDS);
  expect(res.json.message, 'no field name in a sentence').not.toMatch(/\b[a-z]+_[a-z_]+\b|«[a-z_]+»/);
}

async function call(path: string, body: unknown = {}, token?: string): Promise<Answer> {
  const res = await t.shop(path, { theme_id: 'grocery', ...(body as object) }, token);
  readAsSpecClient(res);
  return res;
}

/** A success the spec's client accepts: status 1 (HTTP 200 or 201). */
async function ok(path: string, body: unknown = {}, token?: string) {
  const res = await call(path, body, token);
  expect(res.json.status, `${path}: ${res.json.message}`).toBe(1);
  expect([200, 201]).toContain(res.status);
  return res.json.data;
}

const paginator = { current_page: expect.any(Number), data: expect.any(Array), last_page: expect.any(Number), per_page: expect.any(Number), total: expect.any(Number), links: expect.any(Array) };
const money = expect.stringMatching(/^\d+\.\d{2}$/);
const absolute = expect.stringMatching(/^https?:\/\/[^/]+\/[^/]/);

const PASSWORD = 'Segredo#2025';
let user: { id: string; token: string; email: string; mobile: string };

/** The spec's billing_info object (spec 2 §3): names, contact, billing and delivery fields, the city by name. */
const billingInfo = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Neusa',
  lastname: 'Cossa',
  email: 'neusa.spec@exemplo.co.mz',
  billing_user_telephone: '+258 84 111 0000',
  billing_company_name: '',
  billing_address: 'Av. Eduardo Mondlane, 100',
  billing_postecode: '0000',
  billing_country: 150,
  billing_state: 1,
  billing_city: 'Maputo',
  delivery_address: '',
  delivery_city: '',
  delivery_state: '',
  delivery_country: '',
  delivery_postcode: '',
  ...overrides,
});

beforeAll(async () => {
  const email = uniqueEmail('spec');
  const mobile = uniqueMobile();
  // The spec's registration payload plus the consent to the terms (a deliberate difference, checked below).
  const data = await ok('/register', { first_name: 'Neusa', last_name: 'Cossa', email, password: PASSWORD, mobile, accept_terms: true });
  user = { id: data.id, token: data.token, email, mobile };
});

describe('accounts, as the spec calls them', () => {
  it('/register and /login answer the stored User: id a string, the token and its type', async () => {
    const data = await ok('/login', { email: user.email, password: PASSWORD });
    expect(data).toMatchObject({ id: expect.any(String), first_name: 'Neusa', last_name: 'Cossa', name: 'Neusa Cossa', email: user.email, token: expect.any(String), token_type: 'Bearer' });
    expect('mobile' in data && 'image' in data).toBe(true);
  });

  it('a wrong password at /login is a 422 form error, never a 401 the client reads as a lost session', async () => {
    const res = await call('/login', { email: user.email, password: 'errada-errada' });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ status: 0, message: 'E-mail ou palavra-passe incorretos.' });
  });

  it('registering an e-mail twice is refused without words that sign the client out', async () => {
    const res = await call('/register', { first_name: 'A', last_name: 'B', email: user.email, password: PASSWORD, mobile: uniqueMobile(), accept_terms: true });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Já existe uma conta com este e-mail ou telemóvel. Entre na sua conta ou recupere a palavra-passe.');
  });

  it('/send-otp and /verify-otp take the spec fields; a wrong code is refused without session words', async () => {
    expect(await ok('/send-otp', { mobile: user.mobile })).toMatchObject({ expires_in: expect.any(Number) });
    const verify = await call('/verify-otp', { mobile: user.mobile, otp: '000000' });
    expect(verify.json.status).toBe(0);
    expect(verify.status).not.toBe(401);
  });

  it('/user-detail answers the profile with the default address fields (address, city, postcode)', async () => {
    const before = await ok('/user-detail', { customer_id: user.id }, user.token);
    expect(before).toMatchObject({ id: user.id, first_name: 'Neusa', email: user.email, address: null, city: null, postcode: null });
    await ok('/add-address', { customer_id: user.id, title: 'Casa', country: 150, state: 1, city: 'Maputo', address: 'Rua da Resistência, 12', postcode: '1100', default_address: 1 }, user.token);
    const after = await ok('/user-detail', { customer_id: user.id }, user.token);
    expect(after).toMatchObject({ address: 'Rua da Resistência, 12', city: 'Maputo', city_id: 4689, state_id: 1, country_id: 150, postcode: '1100', default_address_id: expect.any(Number) });
  });

  it('/add-address, /update-address take country/state/city (the city by id or name), without a bairro; /address-list is a paginator; /delete-address', async () => {
    const added = await ok('/add-address', { customer_id: user.id, country: '150', state: '2', city: 'matola', address: 'Rua 3, 45' }, user.token);
    expect(added).toMatchObject({ id: expect.any(Number), country_id: 150, state_id: 2, city_id: 4690, city_name: 'Matola', bairro: '' });
    const updated = await ok('/update-address', { customer_id: user.id, address_id: added.id, country: 150, state: 2, city: 4690, address: 'Rua 3, 47' }, user.token);
    expect(updated).toMatchObject({ id: added.id, address: 'Rua 3, 47' });
    const list = await ok('/address-list', { customer_id: user.id }, user.token);
    expect(list).toMatchObject(paginator);
    expect(list.data.map((a: { id: number }) => a.id)).toContain(added.id);
    expect(list.total).toBe(list.data.length);
    await ok('/delete-address', { address_id: added.id }, user.token);
    const unknownCity = await call('/add-address', { country: 150, state: 1, city: 'Atlântida', address: 'Rua 1' }, user.token);
    expect(unknownCity.status).toBe(400);
  });

  it('/profile-update takes the spec profile fields', async () => {
    const data = await ok('/profile-update', { customer_id: user.id, first_name: 'Neusa Maria', last_name: 'Cossa', email: user.email, telephone: user.mobile }, user.token);
    expect(data).toMatchObject({ first_name: 'Neusa Maria', telephone: expect.any(String) });
  });

  it('/update-user-image (multipart) answers the profile with an absolute image URL', async () => {
    const boundary = '----specimagem';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="customer_id"\r\n\r\n${user.id}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="eu.png"\r\nContent-Type: image/png\r\n\r\n`),
      TINY_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request({ method: 'POST', url: `/api/${SLUG}/update-user-image`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` } });
    readAsSpecClient(res);
    expect(res.json.status).toBe(1);
    expect(res.json.data.image).toEqual(absolute);
  });

  it('the forgot-password flow with the spec fields; the reset token it needs is asked for in words, not by field name', async () => {
    await ok('/forgot-password-send-otp', { email: user.email });
    const code = await lastCodeSentTo(t, user.email);
    const verified = await ok('/forgot-password-verify-otp', { email: user.email, otp: code });
    expect(verified).toMatchObject({ reset_token: expect.any(String), expires_in: expect.any(Number) });
    // The spec's save sends only email and password: a deliberate difference (docs/spec-compatibility.md).
    const bare = await call('/forgot-password-save', { email: user.email, password: 'Nova#Palavra-2025' });
    expect(bare.status).toBe(400);
    expect(bare.json.message).toContain('O pedido de recuperação expirou. Peça um novo código.');
    await ok('/forgot-password-save', { email: user.email, password: PASSWORD, reset_token: verified.reset_token });
    // A recovered password ends every session: sign in again for the calls that follow.
    user.token = (await ok('/login', { email: user.email, password: PASSWORD })).token;
  });
});

describe('deliberate differences answer as documented', () => {
  it('a customer_id that is not the token\'s customer: 403; no token: 401', async () => {
    const foreign = await call('/cart-list', { customer_id: Number(user.id) + 1000 }, user.token);
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe('Não tem permissão para aceder aos dados de outro cliente.');
    const none = await call('/order-list', { customer_id: user.id });
    expect(none.status).toBe(401);
    expect(none.json.message).toBe('Inicie sessão para continuar.');
  });

  it('/register as the spec sends it (no consent to the terms): 400 with the sentence asking for it', async () => {
    const res = await call('/register', { first_name: 'Ana', last_name: 'Mucavel', email: uniqueEmail('semtermos'), password: PASSWORD, mobile: uniqueMobile() });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Para criar conta, aceite os Termos e Condições e a Política de Privacidade.');
  });

  it('/change-password and /user-delete need the current password: 422', async () => {
    const change = await call('/change-password', { customer_id: user.id, new_password: 'Outra#Palavra-2025' }, user.token);
    expect(change.status).toBe(422);
    expect(change.json.message).toBe('Confirme com a sua palavra-passe atual.');
    const remove = await call('/user-delete', { user_id: user.id }, user.token);
    expect(remove.status).toBe(422);
    expect(remove.json.message).toBe('Confirme com a sua palavra-passe atual.');
  });

  it('/subscribe needs consent: 400 with the spec\'s checkbox sentence', async () => {
    const res = await call('/subscribe', { email: uniqueEmail('news') });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('política de privacidade');
    await ok('/subscribe', { email: uniqueEmail('news'), privacy_accepted: true });
  });
});

describe('store, locations and catalogue', () => {
  it('`/` and `/currency` answer who the store is and its currency', async () => {
    expect(await ok('/')).toMatchObject({ store_slug: SLUG, currency: 'MZN', currency_symbol: 'MT', name: expect.any(String) });
    expect(await ok('/currency')).toMatchObject({ code: 'MZN', symbol: 'MT', decimals: 2 });
  });

  it('/country-list, /state-list, /city-list answer id and name', async () => {
    const countries = await ok('/country-list');
    expect(countries.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([150]));
    expect(countries[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const states = await ok('/state-list', { country_id: 150 });
    expect(states[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const cities = await ok('/city-list', { state_id: 1 });
    expect(cities).toContainEqual({ id: 4689, name: 'Maputo' });
  });

  it('product lists are paginators of the spec product with absolute cover images', async () => {
    for (const path of ['/bestseller', '/bestseller-guest', '/featured-products', '/featured-products-guest', '/recent-product', '/recent-product-guest', '/discount-products']) {
      const page = await ok(path, { category_id: '' });
      expect(page, path).toMatchObject(paginator);
      for (const p of page.data) {
        expect(p).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: money, final_price: money, category_id: expect.any(Number), trending: expect.any(Number), average_rating: expect.any(Number) });
        expect(p.cover_image_url).toEqual(absolute);
      }
    }
    const categories = await ok('/category-list');
    expect(categories[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), total_product: expect.any(Number) });
    expect(await ok('/category')).toEqual(categories);
    const trending = await ok('/tranding-category');
    expect(Array.isArray(trending)).toBe(true);
    for (const path of ['/categorys-product', '/categorys-product-guest']) expect(await ok(path, { category_id: categories[0].id, subcategory_id: '' })).toMatchObject(paginator);
    for (const path of ['/tranding-category-product', '/tranding-category-product-guest']) expect(await ok(path, { main_category_id: categories[0].id })).toMatchObject(paginator);
  });

  it('/product-detail, /releted-product (a paginator), /variant-list by option id or name, /check-variant-stock, /product-rating', async () => {
    const { product, variants } = await createProduct(t.db, { variants: [{ name: '250 ml', priceCents: 50_000, stock: 5 }, { name: '500 ml', priceCents: 80_000, stock: 5 }] });
    const detail = await ok('/product-detail', { id: product.id, customer_id: user.id }, user.token);
    expect(detail).toMatchObject({ product_info: { id: product.id, variant_product: expect.any(Number) }, product_image: expect.any(Array), product_Review: expect.any(Array), releted_products: expect.any(Array) });
    expect(detail.product_image[0].image_url).toEqual(absolute);
    expect(detail.variant[0]).toMatchObject({ variant_name: 'Volume', variant_list_data: [{ id: variants[0]!.id, name: '250 ml' }, { id: variants[1]!.id, name: '500 ml' }] });

    for (const path of ['/releted-product', '/releted-product-guest']) {
      const related = await ok(path, { product_id: product.id });
      expect(related).toMatchObject(paginator);
      expect(related.data.length).toBeGreaterThan(0);
    }

    const byId = await ok('/variant-list', { customer_id: user.id, product_id: product.id, variant: JSON.stringify([{ Volume: String(variants[1]!.id) }]), quantity: 1 }, user.token);
    const byName = await ok('/variant-list', { customer_id: user.id, product_id: product.id, variant: JSON.stringify([{ Volume: '500 ML' }]), quantity: 1 }, user.token);
    expect(byName).toEqual(byId);
    expect(byName).toMatchObject({ variant_id: variants[1]!.id, price: '800.00', currency: 'MT', product_stock: 5 });
    const noSuch = await call('/variant-list', { product_id: product.id, variant: JSON.stringify([{ Volume: '1 litro' }]) }, user.token);
    expect(noSuch.status).toBe(400);

    expect(await ok('/check-variant-stock', { product_id: product.id, variant_sku: variants[0]!.sku })).toMatchObject({ product_stock: 5, in_stock: true });
    const rated = await call('/product-rating', { id: product.id, user_id: user.id, rating_no: 5, title: 'Ótimo', description: 'Deixa o cabelo macio.' }, user.token);
    expect(rated.status).toBe(201);
    const again = await call('/add-review', { product_id: product.id, rating_no: 4, title: 'De novo', description: 'Segunda vez.' }, user.token);
    expect(again.json.status).toBe(0);
  });

  it('/search answers the spec product list', async () => {
    expect(await ok('/search', { search: 'óleo' })).toMatchObject(paginator);
  });
});

describe('cart, coupon, delivery and the checkout as the spec places it', () => {
  it('places an order from the spec\'s order-save payload and answers what the success page reads; the order is then listed, shown and cancelled', async () => {
    const { product } = await createProduct(t.db, { priceCents: 60_000, stock: 10 });
    const coupon = await createCoupon(t.db, { discountType: 'percentage', amount: 10 });
    const cart = await ok('/add-cart', { customer_id: user.id, product_id: product.id, qty: 1, variant_id: 0 }, user.token);
    expect(cart.product_list[0]).toMatchObject({ product_id: product.id, qty: 1, final_price: money, orignal_price: money });
    expect(cart.product_list[0].image).toEqual(absolute);
    await ok('/cart-qty', { customer_id: user.id, product_id: product.id, quantity_type: 'increase', variant_id: 0 }, user.token);
    const listed = await ok('/cart-list', { customer_id: user.id }, user.token);
    expect(listed).toMatchObject({ cart_total_product: 1, cart_total_qty: 2, sub_total: '1200.00', final_price: money });
    expect(await ok('/cart-check', { customer_id: user.id }, user.token)).toMatchObject({ cart_total_qty: 2 });
    const guest = await ok('/cart-check-guest', { product_id: product.id, variant_id: 0, qty: 1 });
    expect(guest.product_list[0].image).toEqual(absolute);

    const applied = await ok('/apply-coupon', { coupon_code: coupon.code.toLowerCase() }, user.token);
    expect(applied.coupon_info).toMatchObject({ coupon_id: coupon.id, coupon_code: coupon.code, coupon_discount_amount: '120.00', coupon_discount_number: '10%' });

    const methods = await ok('/shipping', {});
    expect(methods[0]).toMatchObject({ id: expect.any(Number), method_name: expect.any(String), cost: money });
    expect(await ok('/delivery-list', {})).toEqual(methods);
    const maputo = await shippingMethodByName(t.db, 'Entrega em Maputo');
    expect(await ok('/delivery-charge', { method_id: maputo.id, country_id: 150, state_id: 1 })).toMatchObject({ method_id: maputo.id, cost: '0.00' });

    const confirm = await ok('/confirm-order', {
      payment_type: 'card', billing_info: billingInfo(), delivery_id: 0, coupon_info: applied.coupon_info, delivery_comment: 'Tocar à campainha',
      payment_comment: '', price: '1080.00', shipping_id: maputo.id, user_id: user.id,
    }, user.token);
    expect(confirm).toMatchObject({ final_price: '1080.00', method_id: maputo.id, delivery_information: { city: 'Maputo', city_id: 4689 } });

    // The spec's hook: paymentType, billingInfo, deliveryId, couponInfo, methodId (null), customerId; no price.
    const placed = await call('/order-save', {
      paymentType: 'card', billingInfo: billingInfo(), deliveryId: 0, couponInfo: applied.coupon_info, methodId: null, customerId: user.id,
    }, user.token);
    expect(placed.status, placed.json.message).toBe(201);
    const data = placed.json.data;
    expect(data).toMatchObject({
      order_id: expect.any(Number), subtotal: '1200.00', final_price: '1080.00', payment_type: 'bank_transfer', payment_status: 'awaiting_proof',
      billing_information: { name: 'Neusa Cossa', email: 'neusa.spec@exemplo.co.mz', city: 'Maputo', address: 'Av. Eduardo Mondlane, 100' },
      delivery_information: { city: 'Maputo', state: 'Maputo Cidade', comment: null },
    });
    expect(data.product).toEqual([expect.objectContaining({ product_id: product.id, name: product.name, qty: 2, final_price: '600.00', line_total: '1200.00', image: absolute })]);
    expect(data.order.delivery_method).toMatchObject({ id: maputo.id });
    expect(data.order.coupon_info).toMatchObject({ coupon_code: coupon.code });

    const orderList = await ok('/order-list', { customer_id: user.id }, user.token);
    expect(orderList).toMatchObject(paginator);
    const row = orderList.data.find((o: { id: number }) => o.id === data.order_id);
    expect(row).toMatchObject({ order_id_string: expect.stringMatching(/^#/), order_date: expect.any(String), amount: 1080, delivered_status: 0, delivered_status_string: 'pending', return_status: 0, reward_points: 0 });
    expect(typeof row.amount).toBe('number');
    expect(row.amount.toFixed(2)).toBe('1080.00');

    const detail = await ok('/order-detail', { order_id: data.order_id, user_id: user.id }, user.token);
    expect(detail).toMatchObject({ order_id: data.order_id, order_status: 0, paymnet_type: 'bank_transfer', sub_total: '1200.00', coupon_info: { coupon_discount_amount: '120.00' } });
    expect(await ok('/order-tracking', { order_id: data.order_id }, user.token)).toMatchObject({ step: 0 });
    expect(await ok('/order-cancel', { order_id: data.order_id, user_id: user.id }, user.token)).toMatchObject({ order_status: 5 });
    expect(await ok('/loyality-reward', { user_id: user.id }, user.token)).toMatchObject({ points: expect.any(Number) });
    expect(await ok('/loyality-program-json')).toMatchObject({ name: expect.any(String) });
  });

  it('takes the snake_case payload too: the city by name in its state, the method when named, and compares a price only when sent', async () => {
    const { product } = await createProduct(t.db, { priceCents: 33_335, stock: 10 });
    await ok('/add-cart', { customer_id: user.id, product_id: product.id, qty: 1 }, user.token);
    const matola = await shippingMethodByName(t.db, 'Entrega na Matola');
    const body = (overrides: Record<string, unknown>) => ({
      payment_type: 'card', billing_info: billingInfo({ billing_state: 2, billing_city: 'matola' }), delivery_id: 0, coupon_info: null, method_id: matola.id, customer_id: user.id, ...overrides,
    });
    const wrongPrice = await call('/place-order', body({ price: '333.35' }), user.token);
    expect(wrongPrice.status).toBe(409);
    expect(wrongPrice.json.data.final_price).toBe('483.35');
    const unknownCity = await call('/place-order', body({ billing_info: billingInfo({ billing_state: 2, billing_city: 'Beira' }) }), user.token);
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.json.message).toContain('Por favor, preencha o endereço de cobrança completamente');
    const placed = await call('/place-order', body({ price: '483.35' }), user.token);
    expect(placed.status).toBe(201);
    expect(placed.json.data).toMatchObject({ final_price: '483.35', delivery_information: { city: 'Matola', city_id: 4690 } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json.data.order_id));
    expect(row).toMatchObject({ totalCents: 48_335, shippingMethodId: matola.id });
  });

  it('uses the delivery_* address when the client sends one, and the cheapest method made for its state when none is named', async () => {
    const { product } = await createProduct(t.db, { priceCents: 10_000, stock: 10 });
    await ok('/add-cart', { product_id: product.id, qty: 1 }, user.token);
    const info = billingInfo({ delivery_address: 'Rua da Matola, 7', delivery_state: 2, delivery_city: 'Matola', delivery_country: 150, delivery_postcode: '1114' });
    const placed = await call('/order-save', { payment_type: 'card', billing_info: info, method_id: null }, user.token);
    expect(placed.status, placed.json.message).toBe(201);
    expect(placed.json.data.delivery_information).toMatchObject({ address: 'Rua da Matola, 7', city: 'Matola', postcode: '1114' });
    const matola = await shippingMethodByName(t.db, 'Entrega na Matola');
    expect(placed.json.data.order.delivery_method.id).toBe(matola.id);
    expect(placed.json.data.order.delivered_charge).toBe('150.00');
  });

  it('/remove-cart, /cart-qty decrease and /remove-coupon with the spec fields', async () => {
    const { product } = await createProduct(t.db, { stock: 10 });
    await ok('/add-cart', { product_id: product.id, qty: 2 }, user.token);
    expect(await ok('/cart-qty', { product_id: product.id, quantity_type: 'decrease', variant_id: 0 }, user.token)).toMatchObject({ cart_total_qty: 1 });
    const badType = await call('/cart-qty', { product_id: product.id, quantity_type: 'more' }, user.token);
    expect(badType.status).toBe(400);
    expect(await ok('/remove-cart', { customer_id: user.id, product_id: product.id }, user.token)).toMatchObject({ product_list: [] });
    expect(await ok('/remove-coupon', {}, user.token)).toMatchObject({ coupon_info: null });
  });
});

describe('images', () => {
  it('answers absolute URLs from PUBLIC_URL when it is set, and serves a doubled slash', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://loja.exemplo.co.mz' });
    try {
      const page = (await other.shop('/recent-product-guest', {})).json.data;
      expect(page.data[0].cover_image_url).toMatch(/^https:\/\/loja\.exemplo\.co\.mz\/(images|media)\//);
      // The spec's rule "prefix {host}/ to a relative path" applied to a root-relative one.
      const doubled = await other.request({ method: 'POST', url: `//api/${SLUG}//currency`, payload: {} });
      expect(doubled.status).toBe(200);
      expect(doubled.json.data.code).toBe('MZN');
    } finally {
      await other.close();
    }
  });
});

export {};
