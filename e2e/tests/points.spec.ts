import { expect, type APIRequestContext } from '@playwright/test';
import { adminCall, customerSignIn, DEMO, OWNER, shopCall as call, test } from '../fixtures.ts';

const MAPUTO_ADDRESS = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: '' };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** The demo customer orders a product in stock by M-Pesa; staff record the money, ship and deliver it. */
async function deliveredOrder(request: APIRequestContext) {
  const { token } = await call<{ token: string }>(request, '/login', DEMO);
  const cart = await call<{ product_list: { product_id: number; variant_id: number }[] }>(request, '/cart-list', {}, token);
  for (const line of cart.product_list) await call(request, '/remove-cart', { product_id: line.product_id, variant_id: line.variant_id }, token);
  const priced = await call<{ product_list: { product_id: number; available: boolean; stock: number }[] }>(request, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= 5);
  expect(product, 'the seed must offer a product in stock').toBeTruthy();
  await call(request, '/add-cart', { product_id: product!.product_id, qty: 3 }, token);
  const methods = await call<{ id: number }[]>(request, '/shipping', { state_id: MAPUTO_ADDRESS.state_id });
  const summary = await call<{ final_price: string }>(request, '/cart-list', { method_id: methods[0]!.id, state_id: MAPUTO_ADDRESS.state_id }, token);
  const order = await call<{ order_id: number; reference: string }>(request, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', method_id: methods[0]!.id, price: summary.final_price,
    first_name: 'Neusa', last_name: 'Cossa', email: DEMO.email, phone: '+258 84 111 0000', ...MAPUTO_ADDRESS,
  }, token);
  const { token: staff } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const detail = await adminCall<{ total: string }>(request, '/orders/detail', { id: order.order_id }, staff);
  await adminCall(request, '/payments/record', { kind: 'order', id: order.order_id, method: 'mpesa', amount: detail.total }, staff);
  for (const status of [3, 4]) await adminCall(request, '/orders/status', { id: order.order_id, status }, staff);
  const mine = await call<{ sub_total: string; order_id_string?: string }>(request, '/order-detail', { order_id: order.order_id }, token);
  return { ...order, token, subTotal: Number(mine.sub_total) };
}

test('the account menu leads to the points page: the balance, how points are earned and spent, and the delivered order that earned them', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await deliveredOrder(request);
  const earned = Math.floor(order.subTotal / 100);
  expect(earned, 'three units of any product are worth at least MT 100').toBeGreaterThan(0);
  const { points } = await call<{ points: number }>(request, '/loyality-reward', {}, order.token);
  expect(points).toBeGreaterThanOrEqual(earned);

  await customerSignIn(page);
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pontos' }).tap();
  await expect(page).toHaveURL(/\/profile\?tab=points$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Os meus pontos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pontos' })).toHaveAttribute('aria-selected', 'true');

  const balance = page.getByRole('region', { name: 'Saldo' });
  await expect(balance).toContainText(`${points.toLocaleString('pt-PT')} ${points === 1 ? 'ponto' : 'pontos'}`);
  await expect(page.getByRole('region', { name: 'Como se ganham' })).toContainText(/1 ponto por cada MT\s100,00 em produtos, quando a encomenda é entregue\./);
  await expect(page.getByRole('region', { name: 'Como se usam' })).toContainText('não se trocam');

  const history = page.getByRole('list', { name: 'Pontos por encomenda entregue' });
  const line = history.getByRole('listitem').filter({ hasText: order.reference });
  await expect(line).toContainText(`+${earned.toLocaleString('pt-PT')} ${earned === 1 ? 'ponto' : 'pontos'}`);
  await expect(line).toContainText('Entregue');

  // Nothing wider than the phone.
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(360);

  await line.getByRole('link').tap();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.order_id}$`));
});
