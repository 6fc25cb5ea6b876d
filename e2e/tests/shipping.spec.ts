import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminCall, DEMO, OWNER, placeMpesaOrder, signInThroughApi, staffSignIn, test } from '../fixtures.ts';

/** Decision 147: staff send an order with its courier and tracking number; a clinic pick-up is made ready and collected, never sent. */

const PHONE = { width: 360, height: 740 };

async function paidOrder(request: APIRequestContext, methodName: string) {
  const order = await placeMpesaOrder(request, { methodName });
  const { token: staff } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const detail = await adminCall<{ total: string }>(request, '/orders/detail', { id: order.order_id }, staff);
  // Recording the payment confirms the order.
  await adminCall(request, '/payments/record', { kind: 'order', id: order.order_id, method: 'mpesa', amount: detail.total }, staff);
  return order;
}

async function staffOnPhone(page: Page, orderId: number, reference: string) {
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(`/admin/encomendas/${orderId}`);
  await expect(page.getByRole('heading', { name: `Encomenda #${reference}` })).toBeVisible();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('staff send an order with courier and tracking number; the customer sees both on the tracking page and in the e-mail', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const order = await paidOrder(request, 'Entrega em Maputo');
  const page = await browser.newPage();
  await staffOnPhone(page, order.order_id, order.reference);

  // The customer's phone and e-mail are links: call, WhatsApp, write.
  await expect(page.getByRole('link', { name: '+258 84 111 0000' })).toHaveAttribute('href', 'tel:+258841110000');
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', 'https://wa.me/258841110000');
  await expect(page.getByRole('link', { name: DEMO.email })).toHaveAttribute('href', `mailto:${DEMO.email}`);

  await page.getByRole('button', { name: 'Marcar como enviada' }).click();
  const dialog = page.getByRole('dialog', { name: `Enviar a encomenda #${order.reference}` });
  await expect(dialog).toBeVisible();
  // Without a courier nothing is sent; the field says why.
  await dialog.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(dialog.getByText('Indique a transportadora (ou «Estafeta da loja»).')).toBeVisible();
  await dialog.getByLabel('Transportadora').fill('Correios de Moçambique');
  await dialog.getByLabel('Número de seguimento (opcional)').fill('RR123456789MZ');
  expect(await noSidewaysScroll(page)).toBe(true);
  await dialog.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(dialog).toHaveCount(0);
  const shipment = page.getByTestId('shipment');
  await expect(shipment).toContainText('Correios de Moçambique');
  await expect(shipment).toContainText('RR123456789MZ');
  await expect(page.getByText('Enviado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();

  const customer = await browser.newPage({ viewport: PHONE });
  await signInThroughApi(customer);
  await customer.goto(`/order-tracking/${order.order_id}`);
  await expect(customer.getByRole('heading', { name: `Acompanhar pedido #${order.reference}` })).toBeVisible();
  const facts = customer.getByTestId('shipment');
  await expect(facts).toContainText('Correios de Moçambique');
  await expect(facts).toContainText('RR123456789MZ');
  await expect(customer.getByText('O seu pedido foi enviado e está a caminho.', { exact: false })).toBeVisible();
  expect(await noSidewaysScroll(customer)).toBe(true);

  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { to: string; subject: string; text: string }[] };
      return messages.some((m) => m.to === DEMO.email && m.subject === `Encomenda ${order.reference}: Enviado` && m.text.includes('Correios de Moçambique') && m.text.includes('RR123456789MZ'));
    }, { timeout: 20_000, message: 'the "enviada" e-mail with the courier and the tracking number' })
    .toBe(true);
});

test('a clinic pick-up order is made ready and collected, shows the clinic and never says "enviada"', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const order = await paidOrder(request, 'Levantamento na clínica');
  const page = await browser.newPage();
  await staffOnPhone(page, order.order_id, order.reference);

  await expect(page.getByTestId('pickup-place')).toContainText('Av. Julius Nyerere');
  await expect(page.getByRole('region', { name: 'Entrega' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar como enviada' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Marcar como pronta para levantamento' }).click();
  await page.getByRole('alertdialog', { name: `Marcar #${order.reference} como pronta para levantamento?` }).getByRole('button', { name: 'Marcar como pronta para levantamento' }).click();
  await expect(page.getByText('Pronto para levantamento', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como enviada' })).toHaveCount(0);

  const customer = await browser.newPage({ viewport: PHONE });
  await signInThroughApi(customer);
  await customer.goto(`/order-tracking/${order.order_id}`);
  await expect(customer.getByRole('heading', { name: `Acompanhar pedido #${order.reference}` })).toBeVisible();
  await expect(customer.getByTestId('pickup-place')).toContainText('Av. Julius Nyerere');
  await expect(customer.getByText('Pronto para levantamento').first()).toBeVisible();
  await expect(customer.locator('main').getByText(/enviad/i)).toHaveCount(0);

  await page.getByRole('button', { name: 'Marcar como levantada' }).click();
  await page.getByRole('alertdialog', { name: `Marcar #${order.reference} como levantada?` }).getByRole('button', { name: 'Marcar como levantada' }).click();
  await expect(page.getByText('Levantado', { exact: true }).first()).toBeVisible();
  // The order never reads as sent; a message to the client may (its own state, "Enviada"), but no message is about a shipment.
  const orderText = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-label="Mensagens ao cliente"]').forEach((trail) => trail.remove());
    return copy.textContent ?? '';
  });
  expect(orderText).not.toMatch(/enviad/i);
  await expect(page.getByRole('listitem', { name: /^Mensagem: .*enviad/i })).toHaveCount(0);

  await customer.reload();
  await expect(customer.getByText(/Pedido levantado em/)).toBeVisible();
  await expect(customer.locator('main').getByText(/enviad/i)).toHaveCount(0);
});
