import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../fixtures.ts';

/**
 * The checkout journey as the spec's own client makes it (our web app sends the flat body): its
 * calls and payload shapes against the built server, then the order seen in our web app's
 * My orders by the same customer.
 */
const API = '/api/loja';
const PASSWORD = 'Segredo#2025';

async function call<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<{ http: number; status: number; message: string; data: T }> {
  const res = await request.post(`${API}${path}`, { data: { theme_id: 'grocery', ...data }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const json = await res.json();
  return { http: res.status(), ...json };
}

test('the spec client registers, fills a cart, places an order with the order-save payload, and the web app shows it', async ({ page, request }) => {
  const email = `spec.${Date.now().toString(36)}@exemplo.co.mz`;
  const registered = await call<{ id: string; token: string }>(request, '/register', {
    first_name: 'Telma', last_name: 'Nhantumbo', email, password: PASSWORD, mobile: `25884${String(Date.now()).slice(-7)}`, accept_terms: true,
  });
  expect(registered.status, registered.message).toBe(1);
  const { id, token } = registered.data;
  expect(typeof id).toBe('string');

  // A product in stock, from the list the spec's search uses.
  const list = await call<{ data: { id: number; final_price: string; cover_image_url: string }[] }>(request, '/bestseller-guest', { category_id: '' });
  expect(list.data.data[0]!.cover_image_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  let added = null;
  for (const product of list.data.data) {
    const res = await call(request, '/add-cart', { customer_id: id, product_id: product.id, qty: 1, variant_id: 0 }, token);
    if (res.status === 1) {
      added = product;
      break;
    }
  }
  expect(added, 'a product that needs no option and is in stock').toBeTruthy();

  const shipping = await call<{ id: number; method_name: string; cost: string }[]>(request, '/shipping', {});
  expect(shipping.data[0]).toMatchObject({ id: expect.any(Number), cost: expect.stringMatching(/^\d+\.\d{2}$/) });

  const placed = await call<{ order_id: number; final_price: string; product: { name: string }[]; billing_information: { city: string } }>(request, '/order-save', {
    paymentType: 'card',
    billingInfo: {
      firstname: 'Telma', lastname: 'Nhantumbo', email, billing_user_telephone: '+258 84 555 0101', billing_address: 'Av. 24 de Julho, 500',
      billing_postecode: '0000', billing_country: 150, billing_state: 1, billing_city: 'Maputo',
      delivery_address: '', delivery_city: '', delivery_state: '', delivery_country: '', delivery_postcode: '',
    },
    deliveryId: 0,
    couponInfo: null,
    methodId: null,
    customerId: id,
  }, token);
  expect(placed.http, placed.message).toBe(201);
  expect(placed.data).toMatchObject({ order_id: expect.any(Number), final_price: added!.final_price, billing_information: { city: 'Maputo' } });
  expect(placed.data.product).toHaveLength(1);

  const orders = await call<{ data: { id: number; amount: number; order_id_string: string }[] }>(request, '/order-list', { customer_id: id }, token);
  const row = orders.data.data.find((o) => o.id === placed.data.order_id)!;
  expect(row.amount.toFixed(2)).toBe(added!.final_price);

  // The same customer in our web app: signs in and finds the order in My orders.
  await page.goto('/login?from=/new-orders');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Palavra-passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/new-orders$/);
  await expect(page.getByTestId('order-item').filter({ hasText: row.order_id_string })).toContainText('Pendente');
});
