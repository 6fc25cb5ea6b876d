import { expect, type APIRequestContext } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import type { AdminCalls } from '@shop/contract/api';
import { adminCall, API, DEMO, lastMailboxId, OWNER, PDF, shopCall as call, staffSignIn, weekdayAhead, test } from '../fixtures.ts';
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
  // The approval asks first, saying what happens; Cancelar leaves the proof waiting.
  await card.getByRole('button', { name: 'Aprovar' }).click();
  const approve = page.getByRole('alertdialog', { name: `Aprovar o pagamento de Encomenda ${order.reference}?` });
  await expect(approve).toContainText('o cliente recebe um e-mail');
  await approve.getByRole('button', { name: 'Cancelar' }).click();
  await expect(approve).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Aprovar' }).click();
  await approve.getByRole('button', { name: 'Aprovar pagamento' }).click();
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
  await expect(page.getByRole('button', { name: 'Marcar como pronta para levantamento' })).toBeVisible();
  // A clinic pick-up is never sent (decision 147).
  await expect(page.getByRole('button', { name: 'Marcar como enviada' })).toHaveCount(0);
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

test('on a phone, blocking a day with a paid booking lists it before saving; cancelling it from there e-mails the client and refunds the deposit', async ({ page, request }) => {
  const date = weekdayAhead(16);
  const email = `bloqueio.${Date.now()}@exemplo.co.mz`;
  const { token } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const booked = await adminCall<AdminCalls['/appointments/create']['answer']>(request, '/appointments/create', { service: 'presencial', date, time: '11:00', full_name: 'Rosa Bloqueio', phone: '84 555 0101', email, channel: 'telefone' }, token);
  const { appointments } = await adminCall<AdminCalls['/appointments/list']['answer']>(request, '/appointments/list', { from: date }, token);
  const booking = appointments.find((a) => a.reference === booked.reference)!;
  await adminCall(request, '/payments/record', { kind: 'booking', id: booking.id, method: 'mpesa', amount: '500', reference: 'MP-SINAL-1' }, token);

  await page.setViewportSize({ width: 360, height: 740 });
  await staffSignIn(page);
  await page.goto(backOfficePaths.appointments(date));
  const form = page.getByRole('region', { name: 'Bloquear dias ou horas' });
  await form.getByLabel('Data a bloquear').fill(date);
  await form.getByLabel('Motivo').fill('Formação da equipa');
  await form.getByRole('button', { name: 'Bloquear', exact: true }).click();

  // The booking is listed before anything is saved; Cancelar blocks nothing and cancels nobody.
  const dialog = page.getByRole('alertdialog', { name: 'Este período tem 1 marcação' });
  const held = dialog.getByRole('group', { name: /Rosa Bloqueio/ });
  await expect(held).toContainText(booked.reference);
  await expect(held).toContainText('pago');
  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bloqueios neste período' })).toContainText('Nenhum.');

  await form.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirmar e bloquear' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escolha o que fazer com cada marcação.');
  await held.getByRole('radio', { name: 'Cancelar e avisar' }).check();
  await held.getByLabel('Mensagem para Rosa Bloqueio').fill('Rosa, a clínica fecha para formação; ligamos hoje para remarcar.');
  await expect(held.getByRole('checkbox', { name: /Reembolsar MT\s500,00 ao cliente/ })).toBeChecked();
  await expect(held.getByLabel('Devolvido por')).toHaveValue('mpesa');
  await held.getByLabel('Referência (opcional)').fill('MP-DEV-BLOQ');
  const confirm = dialog.getByRole('button', { name: 'Confirmar e bloquear' });
  await confirm.scrollIntoViewIfNeeded();
  const box = await confirm.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  const before = await lastMailboxId(request);
  await confirm.click();
  await expect(page.getByText('Período bloqueado; 1 marcação cancelada (1 reembolsada) e cada cliente foi avisado por e-mail.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bloqueios neste período' })).toContainText('Formação da equipa');

  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { id: number; to: string; subject: string; text: string }[] };
      const mine = messages.filter((m) => m.id > before && m.to === email);
      return {
        cancelled: mine.some((m) => /cancelada/i.test(m.subject) && m.text.includes('Rosa, a clínica fecha para formação; ligamos hoje para remarcar.')),
        refunded: mine.some((m) => m.subject === `Reembolso efetuado: ${booked.reference}` && m.text.includes('MP-DEV-BLOQ')),
      };
    }, { timeout: 20_000, message: 'the client is told of the cancellation and of the refund' })
    .toEqual({ cancelled: true, refunded: true });
});
