import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_INVALID_TEXT } from '@shop/contract/wire-input';
import { createStaffMember, admin } from './admin-helpers.ts';
import { createProduct } from './commerce-fixtures.ts';
import { createCustomer } from './factories.ts';
import { ANON_KEY, createTestApp, type TestApp } from './test-app.ts';

/** Text and numbers from outside, parsed one way (decision 092); the route walker is hostile-input.slow.test.ts. */

let t: TestApp;
let token: string;
let staffToken: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  token = (await createCustomer(t.db)).token;
  staffToken = (await createStaffMember(t.db, { role: 'owner' })).token;
  productId = (await createProduct(t.db, { stock: 50 })).product.id;
});
afterAll(() => t.close());

const cartQty = async () => {
  const res = await t.shop('/cart-list', {}, token);
  return (res.json.data.product_list as { product_id: number; qty: number }[]).find((l) => l.product_id === productId)?.qty ?? 0;
};

describe('NUL bytes, lone surrogates and numbers past int32 on the routes that answered 500', () => {
  it('answers 400 with one message for NUL and lone surrogates in search, lists, reviews, addresses and coupons', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/search', { search: 'óleo\u0000' }],
      ['/product-list', { search: 'a\u0000b' }],
      ['/product-list', { category: 'x\uDC00' }],
      ['/add-review', { id: productId, title: 'Bom', description: 'Gostei \uD83D' }],
      ['/add-address', { title: 'Casa\u0000', address: 'Rua 1', country_id: 1, state_id: 1, city_id: 1 }],
      ['/apply-coupon', { coupon_code: 'PROMO\u0000' }],
      ['/order-list', { status: '\u0000' }],
    ];
    for (const [path, body] of calls) {
      const res = await t.shop(path, body, token);
      expect(res.status, path).toBe(400);
      expect(res.json).toMatchObject({ status: 0, message: MESSAGE_INVALID_TEXT, code: 'VALIDATION_FAILED' });
    }
    const blog = await t.request({ method: 'POST', url: '/functions/v1/blog-api/search', payload: { query: 'cabelo\u0000' }, headers: { apikey: ANON_KEY } });
    expect(blog.status).toBe(400);
    expect(blog.json).toMatchObject({ success: false, error: MESSAGE_INVALID_TEXT });
    const byPath = await t.request({ method: 'GET', url: '/functions/v1/blog-api/categories/a%00b/posts', headers: { apikey: ANON_KEY } });
    expect(byPath.status).toBe(400);
    const staffList = await admin(t, '/products/list', { search: '\u0000' }, staffToken);
    expect(staffList.status).toBe(400);
  });

  it('keeps an emoji (a surrogate pair) as text', async () => {
    const res = await t.shop('/search', { search: 'óleo 💇' }, token);
    expect(res.status).toBe(200);
  });

  it('answers a 30-digit or past-int32 id with a 400 naming the field, not a 500', async () => {
    const huge = '123456789012345678901234567890';
    for (const [path, body] of [
      ['/product-list', { category_id: huge }],
      ['/product-detail', { id: 2_147_483_648 }],
      ['/state-list', { country_id: 2_147_483_648 }],
      ['/delivery-charge', { method_id: 2_147_483_648 }],
    ] as const) {
      const res = await t.shop(path, body, token);
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toMatch(/inválid|Escolha/);
    }
    const blog = await t.request({ method: 'GET', url: `/functions/v1/blog-api/posts?category=${huge}`, headers: { apikey: ANON_KEY } });
    expect(blog.status).toBeLessThan(500);
    const audit = await admin(t, '/audit/list', { staff_id: 2_147_483_648 }, staffToken);
    expect(audit.status).toBe(400);
  });
});

describe('ids and quantities are whole numbers, written plainly', () => {
  it('refuses booleans, hex, exponents, arrays, padded, blank and fractional quantities, and adds nothing', async () => {
    for (const qty of [true, '0x10', '1e2', [2], ' 3 ', '', '2.0', 2.5, '+3', null]) {
      const res = await t.shop('/add-cart', { product_id: productId, qty }, token);
      expect(res.status, JSON.stringify(qty)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      expect(res.json.message, JSON.stringify(qty)).toBe('Quantidade inválida.');
    }
    expect(await cartQty()).toBe(0);
  });

  it('refuses the same spellings as product ids', async () => {
    for (const id of [true, `0x${productId.toString(16)}`, `${productId}e0`, [productId], ` ${productId} `, '', `${productId}.0`]) {
      const add = await t.shop('/add-cart', { product_id: id, qty: 1 }, token);
      expect(add.status, JSON.stringify(id)).toBe(400);
      expect(add.json.message).toBe('Produto inválido.');
      const detail = await t.shop('/product-detail', { id }, token);
      expect(detail.status, JSON.stringify(id)).toBe(400);
    }
    expect(await cartQty()).toBe(0);
  });

  it('takes a number or a string of digits, as forms and the spec send them', async () => {
    expect((await t.shop('/add-cart', { product_id: String(productId), qty: '2' }, token)).status).toBe(200);
    expect((await t.shop('/add-cart', { product_id: productId, qty: 1 }, token)).status).toBe(200);
    expect(await cartQty()).toBe(3);
  });

  it('refuses coerced pages and ids on the admin and functions APIs too', async () => {
    const page = await admin(t, '/products/list', { page: true }, staffToken);
    expect(page.status).toBe(400);
    const detail = await admin(t, '/products/detail', { id: [productId] }, staffToken);
    expect(detail.status).toBe(400);
    const posts = await t.request({ method: 'GET', url: '/functions/v1/blog-api/posts?page=1e1', headers: { apikey: ANON_KEY } });
    expect(posts.status).toBe(400);
    expect(posts.json.error).toBe('Página inválida.');
  });
});
