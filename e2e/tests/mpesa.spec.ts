import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, DEMO, shopCall, signInThroughApi } from '../fixtures.ts';

const MAPUTO_ADDRESS = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: 'Perto do mercado' };

/** The demo customer orders one unit of a product in stock, choosing M-Pesa: the order waits for money. */
async function mpesaOrder(request: APIRequestContext) {
  const token = await apiSignIn(request);
  const cart = await shopCall<{ product_list: { product_id: number; variant_id: number }[] }>(request, '/cart-list', {}, token);
  for (const line of cart.product_list) await shopCall(request, '/remove-cart', { product_id: line.product_id, variant_id: line.variant_id }, token);
  await shopCall(request, '/remove-coupon', {}, token);
  const priced = await shopCall<{ product_list: { product_id: number; available: boolean; stock: number }[] }>(request, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= 3);
  expect(product, 'the seed must offer a product in stock').toBeTruthy();
  await shopCall(request, '/add-cart', { product_id: product!.product_id, qty: 1 }, token);
  const methods = await shopCall<{ id: number }[]>(request, '/shipping', { state_id: MAPUTO_ADDRESS.state_id });
  const summary = await shopCall<{ final_price: string }>(request, '/cart-list', { method_id: methods[0]!.id, state_id: MAPUTO_ADDRESS.state_id }, token);
  const order = await shopCall<{ order_id: number; reference: string }>(request, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', method_id: methods[0]!.id, price: summary.final_price,
    first_name: 'Neusa', last_name: 'Cossa', email: DEMO.email, phone: '+258 84 111 0000', ...MAPUTO_ADDRESS,
  }, token);
  return { ...order, token };
}

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

test('on a phone, a customer pays an order with M-Pesa: no balance first (said plainly), then paid from another number with no staff check', async ({ page, request }) => {
  const order = await mpesaOrder(request);
  await signInThroughApi(page);
  await page.goto(`/new-order-success?order=${order.order_id}`);

  const panel = page.getByRole('region', { name: 'Pagar com M-Pesa' });
  await expect(panel).toBeVisible();
  const number = panel.getByLabel('Número M-Pesa (Vodacom)');
  await expect(number).toHaveValue('+258 84 111 0000');

  // A Movitel number is refused before anything is sent.
  await number.fill('86 123 4567');
  await panel.getByRole('button', { name: 'Pagar com M-Pesa' }).click();
  await expect(panel.getByText('Indique um número Vodacom M-Pesa (84 ou 85)')).toBeVisible();

  // The fake answers INS-2006 for 84 100 2006.
  await number.fill('84 100 2006');
  await panel.getByRole('button', { name: 'Pagar com M-Pesa' }).click();
  await expect(panel.getByRole('alert')).toContainText('Saldo M-Pesa insuficiente');
  await expect(page.getByText(/: a aguardar o pagamento\./)).toBeVisible();

  await number.fill('84 555 1234');
  await panel.getByRole('button', { name: 'Tentar de novo com M-Pesa' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento M-Pesa recebido. Obrigado!' })).toBeVisible();
  await expect(page.getByText(/\+258 84 555 1234 · Transação /)).toBeVisible();
  await expect(page.getByText(/: pagamento confirmado\./)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const detail = await shopCall<{ payment_status: string }>(request, '/order-detail', { order_id: order.order_id }, order.token);
  expect(detail.payment_status).toBe('paid');
  const charges = (await (await request.get(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}/__fake/charges`)).json()) as { transactionReference: string; msisdn: string }[];
  expect(charges.filter((c) => c.transactionReference === order.reference).map((c) => c.msisdn)).toEqual(['258841002006', '258845551234']);
});

test('a cancelled PIN prompt on the phone: told so, the order still waits, and the proof upload stays offered', async ({ page, request }) => {
  const order = await mpesaOrder(request);
  await signInThroughApi(page);
  await page.goto(`/orders/${order.order_id}`);
  const panel = page.getByRole('region', { name: 'Pagar com M-Pesa' });
  await panel.getByLabel('Número M-Pesa (Vodacom)').fill('84 100 0005');
  await panel.getByRole('button', { name: 'Pagar com M-Pesa' }).click();
  await expect(panel.getByRole('alert')).toContainText('Cancelou o pagamento no telemóvel');
  await expect(page.getByText('Carregar comprovativo de pagamento')).toBeVisible();
  const detail = await shopCall<{ payment_status: string }>(request, '/order-detail', { order_id: order.order_id }, order.token);
  expect(detail.payment_status).toBe('awaiting_proof');
});
