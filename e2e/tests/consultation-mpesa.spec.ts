import { expect } from '@playwright/test';
import { placeMpesaOrder, shopCall, staffSignIn, weekdayAhead, test } from '../fixtures.ts';

// Decision 166: a consultation's 50 % advance paid from the phone; decision 164: staff see the charges and how the client was told.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

const fakeCharges = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}/__fake/charges`)).json()) as { transactionReference: string; msisdn: string }[];

test('on a phone, a consultation is booked with its 50 % advance paid by M-Pesa: a Movitel number refused beside the field, then one charge and the booking paid', async ({ page, request }) => {
  await page.goto('/consulta-capilar');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const form = page.getByRole('form', { name: 'Marque a sua consulta' });
  await form.getByLabel('Nome completo').fill('Helena Muianga');
  await form.getByLabel('Idade').fill('41');
  await form.getByLabel('WhatsApp').fill('84 555 7788');
  await form.getByLabel('E-mail').fill('helena.muianga@exemplo.co.mz');
  await form.getByLabel('Queda Capilar').check();
  await form.getByLabel(/Consulta presencial/).check();
  // Not the days the other clinic journeys take or block (admin-ops.spec blocks weekdayAhead(16)).
  await form.getByLabel('Data', { exact: true }).selectOption(weekdayAhead(19));
  await page.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: /^\d\d:\d\d$/ }).first().click();

  await form.getByLabel(/Adiantamento de 50% com M-Pesa/).check();
  const number = form.getByLabel('Número M-Pesa (Vodacom)');
  // The WhatsApp number is Vodacom's: offered as the M-Pesa number.
  await expect(number).toHaveValue('+258 84 555 7788');
  await expect(form.getByLabel('Comprovativo de pagamento')).toHaveCount(0);
  await number.fill('86 123 4567');
  await form.getByRole('button', { name: 'Agendar consulta' }).tap();
  await expect(form.getByText('Indique um número Vodacom M-Pesa (84 ou 85), por exemplo 84 123 4567.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/consulta-capilar/);

  await number.fill('84 555 7788');
  await form.getByRole('button', { name: 'Agendar consulta' }).tap();
  await expect(page).toHaveURL(/\/consulta-sucesso\?ref=CC-[A-Z0-9]{6}&token=/);
  const reference = new URL(page.url()).searchParams.get('ref')!;
  // The phone rings at once: no second tap; the booking reads paid once M-Pesa answers.
  await expect(page.getByText('Pagamento confirmado')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('A aguardar pagamento')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A reload does not ring the phone again.
  await page.reload();
  await expect(page.getByText('Pagamento confirmado')).toBeVisible();
  expect((await fakeCharges(request)).filter((c) => c.transactionReference === reference).map((c) => c.msisdn)).toEqual(['258845557788']);
});

test('on a phone, staff see on the order each M-Pesa charge (the wrong PIN, then the payment) and how each message reached the client', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
  // The fake answers INS-6 (wrong PIN) for 84 100 0006; any other Vodacom number pays.
  await shopCall(request, '/mpesa-pay', { order_id: order.order_id, msisdn: '84 100 0006' }, order.token);
  await shopCall(request, '/mpesa-pay', { order_id: order.order_id, msisdn: '84 555 1299' }, order.token);

  await staffSignIn(page);
  await page.goto(`/admin/encomendas/${order.order_id}`);
  const charges = page.getByRole('region', { name: 'Cobranças M-Pesa' });
  await expect(charges.getByRole('listitem')).toHaveCount(2);
  const [failed, paid] = [charges.getByRole('listitem').nth(0), charges.getByRole('listitem').nth(1)];
  await expect(failed).toContainText('Falhou');
  await expect(failed).toContainText('INS-6');
  await expect(failed).toContainText('+258 84 100 0006');
  await expect(paid).toContainText('Pago');
  await expect(paid).toContainText('INS-0');
  await expect(paid).toContainText('+258 84 555 1299');
  const transaction = (await fakeCharges(request)).filter((c) => c.transactionReference === order.reference);
  expect(transaction.map((c) => c.msisdn)).toEqual(['258841000006', '258845551299']);

  const messages = page.getByRole('region', { name: 'Mensagens ao cliente' });
  await expect(messages.getByRole('listitem', { name: `Mensagem: Encomenda ${order.reference} recebida` })).toContainText('E-mail');
  await expect(messages.getByRole('listitem', { name: `Mensagem: Pagamento recebido: ${order.reference}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
