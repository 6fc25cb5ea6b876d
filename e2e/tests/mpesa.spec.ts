import { expect, test } from '@playwright/test';
import { placeMpesaOrder, shopCall, signInThroughApi } from '../fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

test('on a phone, a customer pays an order with M-Pesa: no balance first (said plainly), then paid from another number with no staff check', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
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
  const order = await placeMpesaOrder(request);
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
