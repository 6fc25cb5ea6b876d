import { expect } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { cartWithOneProduct, placeMpesaOrder, shopCall, signInThroughApi, staffSignIn, weekdayAhead, test } from '../fixtures.ts';

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

test('at checkout on a phone, "Pagar com M-Pesa" places the order and rings the phone at once: a wrong PIN is said plainly, then a slow answer waits for the status query and the order is paid once', async ({ page, request }) => {
  // M-Pesa's own timeout (5 s here) and the first status query 15 s later are part of the journey.
  test.setTimeout(150_000);
  const token = await cartWithOneProduct(request);
  await signInThroughApi(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible();
  if (await page.getByRole('radio', { name: 'Outra morada' }).isVisible()) await page.getByRole('radio', { name: 'Outra morada' }).check();
  await page.getByLabel('Província').selectOption({ label: 'Maputo Cidade' });
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption({ label: 'Maputo' });
  await page.getByLabel('Endereço completo').fill('Av. 24 de Julho, 1200');
  await page.getByRole('radio', { name: /Entrega em Maputo/ }).check();

  await page.getByRole('radio', { name: 'Pagar com M-Pesa' }).check();
  await expect(page.getByText('Carregar comprovativo', { exact: false })).toHaveCount(0);
  const number = page.getByLabel('Número M-Pesa (Vodacom)');
  // A Movitel number is refused beside the field before anything is placed.
  await number.fill('86 123 4567');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByText('Indique um número Vodacom M-Pesa (84 ou 85)')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  // The fake answers INS-6 (wrong PIN) for 84 100 0006.
  await number.fill('84 100 0006');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page).toHaveURL(/\/new-order-success\?order=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const panel = page.getByRole('region', { name: 'Pagar com M-Pesa' });
  await expect(panel.getByRole('alert')).toContainText('PIN errado');
  await expect(page.getByText(/: a aguardar o pagamento\./)).toBeVisible();

  // A reload does not ring the phone again: the failed charge is shown, nothing new is sent.
  await page.reload();
  await expect(panel.getByRole('alert')).toContainText('PIN errado');

  // 84 100 0098: no answer before the shop gives up, but the customer paid; the status query says so.
  await panel.getByLabel('Número M-Pesa (Vodacom)').fill('84 100 0098');
  await panel.getByRole('button', { name: 'Tentar de novo com M-Pesa' }).tap();
  await expect(page.getByRole('region', { name: 'Pagar com M-Pesa' }).getByRole('status')).toContainText('Não pague outra vez');
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento M-Pesa recebido. Obrigado!' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/: pagamento confirmado\./)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const detail = await shopCall<{ payment_status: string; order_id_string: string }>(request, '/order-detail', { order_id: orderId }, token);
  expect(detail.payment_status).toBe('paid');
  const charges = (await (await request.get(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}/__fake/charges`)).json()) as { transactionReference: string; msisdn: string }[];
  expect(charges.filter((c) => c.transactionReference === detail.order_id_string.replace(/^#/, '')).map((c) => c.msisdn)).toEqual(['258841000006', '258841000098']);
});

test('a micro-needling booking pays its deposit with M-Pesa from the confirmation, with the number given in the booking, and staff see the charge in the appointment book', async ({ page, browser }) => {
  await page.goto('/microagulhamento');
  const wizard = page.getByRole('region', { name: 'Marcar microagulhamento' });
  const next = wizard.getByRole('button', { name: 'Seguinte' });
  await wizard.getByLabel('Sobrancelhas').check();
  await wizard.getByText('1 sessão').click();
  await next.click();
  // Not weekdayAhead(5): admin-ops.spec blocks that day earlier in the suite.
  await wizard.getByLabel('Data', { exact: true }).selectOption(weekdayAhead(12));
  const slots = page.getByRole('group', { name: 'Horários disponíveis' });
  await slots.getByRole('button', { name: /^\d\d:\d\d$/ }).first().click();
  await next.click();
  await wizard.getByLabel('Nome completo').fill('Luísa Tembe');
  await wizard.getByLabel('E-mail').fill('luisa.tembe@exemplo.co.mz');
  await wizard.getByLabel('Telefone').fill('85 222 3344');
  await next.click();
  await wizard.getByRole('button', { name: 'Confirmar agendamento' }).click();
  await expect(page).toHaveURL(/\/consulta-sucesso\?ref=MA-/);
  await expect(page.getByText('A aguardar pagamento')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Pagar com M-Pesa' });
  await expect(panel.getByLabel('Número M-Pesa (Vodacom)')).toHaveValue('+258 85 222 3344');
  await panel.getByRole('button', { name: 'Pagar com M-Pesa' }).tap();
  // What stays is the booking's state: the panel's own "recebido" line goes with the panel once the booking reads paid.
  await expect(page.getByText('Pagamento confirmado')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('A aguardar pagamento')).toHaveCount(0);
  const reference = new URL(page.url()).searchParams.get('ref')!;

  // The appointment book shows the charge from the client's phone, as an order's page does.
  const staff = await browser.newPage({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  await staffSignIn(staff);
  await staff.goto(backOfficePaths.appointments(weekdayAhead(12)));
  const grid = staff.getByRole('region', { name: 'Agenda do dia' });
  await grid.getByRole('tablist', { name: 'Agenda' }).getByRole('tab', { name: /Microagulhamento/ }).click();
  await grid.getByRole('button', { name: /Luísa Tembe/ }).first().click();
  const card = staff.getByRole('dialog', { name: `Marcação ${reference}` });
  const charges = card.getByRole('region', { name: 'Cobranças M-Pesa' });
  await expect(charges.getByText('Pago')).toBeVisible();
  await expect(charges.getByText('+258 85 222 3344').or(charges.getByText('258852223344'))).toBeVisible();
  await staff.close();
});
