import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, DEMO, PDF, shopCall as call, staffSignIn, weekdayAhead } from '../fixtures.ts';
const MAPUTO_ADDRESS = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: 'Perto do mercado' };

/** The demo customer orders one unit of a product in stock, paying by M-Pesa with a PDF proof. */
async function orderWithProof(request: APIRequestContext) {
  const { token } = await call<{ token: string }>(request, '/login', DEMO);
  const cart = await call<{ product_list: { product_id: number; variant_id: number }[] }>(request, '/cart-list', {}, token);
  for (const line of cart.product_list) await call(request, '/remove-cart', { product_id: line.product_id, variant_id: line.variant_id }, token);
  await call(request, '/remove-coupon', {}, token);
  const priced = await call<{ product_list: { product_id: number; available: boolean; stock: number }[] }>(request, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= 3);
  expect(product, 'the seed must offer a product in stock').toBeTruthy();
  await call(request, '/add-cart', { product_id: product!.product_id, qty: 1 }, token);
  const proof = await request.post(`${API}/payment-proof-upload`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'comprovativo.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const proofId = ((await proof.json()) as { data: { proof_id: string } }).data.proof_id;
  const methods = await call<{ id: number }[]>(request, '/shipping', { state_id: MAPUTO_ADDRESS.state_id });
  const summary = await call<{ final_price: string }>(request, '/cart-list', { method_id: methods[0]!.id, state_id: MAPUTO_ADDRESS.state_id }, token);
  const order = await call<{ order_id: number; reference: string }>(request, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', method_id: methods[0]!.id, price: summary.final_price, proof_id: proofId,
    first_name: 'Neusa', last_name: 'Cossa', email: DEMO.email, phone: '+258 84 111 0000', ...MAPUTO_ADDRESS,
  }, token);
  return order;
}

test('staff approve a payment proof and the customer’s tracking page moves on', async ({ browser, request }) => {
  const order = await orderWithProof(request);

  const customer = await browser.newPage();
  await customer.goto('/login');
  await customer.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO.email);
  await customer.getByLabel('Palavra-passe', { exact: true }).fill(DEMO.password);
  await customer.getByRole('button', { name: 'Entrar' }).click();
  await expect(customer).not.toHaveURL(/\/login$/);
  await customer.goto(`/order-tracking/${order.order_id}`);
  await expect(customer.getByRole('heading', { name: `Acompanhar pedido #${order.reference}` })).toBeVisible();
  await expect(customer.getByText('Comprovativo de pagamento recebido')).toBeVisible();
  await expect(customer.getByText('Pagamento: Pago')).toHaveCount(0);
  await expect(customer.getByText('Estado: Confirmado')).toHaveCount(0);
  // A pending order was received, not confirmed.
  await expect(customer.getByText('Pedido recebido', { exact: true })).toBeVisible();
  await expect(customer.getByText('Pedido Confirmado')).toHaveCount(0);
  await expect(customer.getByRole('status').filter({ hasText: 'Confirmamo-lo assim que verificarmos o pagamento' })).toBeVisible();

  const page = await browser.newPage();
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Pagamentos' }).click();
  const card = page.getByRole('article', { name: `Encomenda ${order.reference}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Ver comprovativo' }).click();
  await expect(card.locator('iframe[title="Comprovativo: comprovativo.pdf"]')).toBeVisible();
  await card.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText(`Encomenda ${order.reference}: pagamento aprovado.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await customer.reload();
  await expect(customer.getByText('Pagamento: Pago')).toBeVisible();
  await expect(customer.getByText('Estado: Confirmado')).toBeVisible();
  await expect(customer.getByText('Pedido Confirmado', { exact: true })).toBeVisible();
  await expect(customer.getByText('Pedido recebido', { exact: true })).toHaveCount(0);

  // The order detail in the back office shows who did it.
  await page.goto(`/admin/encomendas/${order.order_id}`);
  await expect(page.getByRole('heading', { name: `Encomenda #${order.reference}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como enviada' })).toBeVisible();
});

test('staff block a day and its slots disappear from the booking page', async ({ browser }) => {
  const date = weekdayAhead(5);
  const shopper = await browser.newPage();
  const openDay = async () => {
    await shopper.goto('/consulta-capilar');
    await shopper.getByRole('form', { name: 'Marque a sua consulta' }).getByLabel('Data', { exact: true }).selectOption(date);
    const slots = shopper.getByRole('group', { name: 'Horários disponíveis' });
    await expect(slots).toBeVisible();
    return slots;
  };
  const before = await openDay();
  await expect(before.getByRole('button', { name: '14:00', exact: true })).toBeEnabled();

  const page = await browser.newPage();
  await staffSignIn(page);
  await page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Marcações' }).click();
  await expect(page.getByRole('heading', { name: 'Marcações' })).toBeVisible();
  await page.getByLabel('Data a bloquear').fill(date);
  await page.getByLabel('Motivo').fill('Feriado (E2E)');
  await page.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText('Período bloqueado: os horários deixam de estar disponíveis.')).toBeVisible();

  // A day with no free time left is no longer offered.
  await shopper.goto('/consulta-capilar');
  const day = shopper.getByRole('form', { name: 'Marque a sua consulta' }).getByLabel('Data', { exact: true });
  await expect(day.locator('option').nth(1)).toBeAttached();
  await expect(day.locator(`option[value="${date}"]`)).toHaveCount(0);
  const slots = await shopper.request.get(`/functions/v1/appointments-api/available-slots?date=${date}&type=presencial`, {
    headers: { apikey: process.env.ANON_KEY || 'dev-anon-key-cabelo-maputo-0001' },
  });
  const list = ((await slots.json()) as { data: { time: string; available: boolean }[] }).data;
  expect(list.find((s) => s.time === '14:00')?.available).toBe(false);
  expect(list.filter((s) => s.available)).toHaveLength(0);
});
