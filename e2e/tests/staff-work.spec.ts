import { expect } from '@playwright/test';
import { deliveredOrder, placeMpesaOrder, shopCall as call, STAFF_ALERT_EMAIL, staffSignIn, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };
/** "MT 3 100,00" whatever space the formatter groups thousands with. */
const money = (units: string) => new RegExp(`MT\\s?${units.replace(' ', '\\s?')},00`);

test('a price change in Serviços shows on /consulta-capilar at once, deposit included', async ({ page, browser }) => {
  await staffSignIn(page);
  await page.goto('/admin/conteudo');
  await page.getByRole('tab', { name: 'Serviços' }).click();
  await page.getByRole('button', { name: 'Editar serviço Consulta de diagnóstico capilar — online' }).click();
  const form = page.getByRole('form', { name: 'Editar serviço Consulta de diagnóstico capilar — online' });
  await form.getByLabel('Preço (MT)').fill('3100,00');
  await form.getByRole('button', { name: 'Guardar serviço' }).click();
  await expect(page.getByText(/o novo preço/).first()).toBeVisible();

  const shopper = await browser.newPage({ viewport: PHONE });
  await shopper.goto('/consulta-capilar');
  const online = shopper.getByRole('article').filter({ has: shopper.getByRole('heading', { name: 'Consulta online' }) });
  await expect(online.getByText(money('3 100'))).toBeVisible();
  await expect(online.getByText(money('1 550'))).toBeVisible();
  await expect(shopper.getByLabel(/Consulta online \(MT\s?3\s?100,00\)/)).toBeVisible();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The list and its PDF follow too; then the price goes back for the other journeys.
  await shopper.goto('/services');
  await expect(shopper.getByText(money('3 100')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Editar serviço Consulta de diagnóstico capilar — online' }).click();
  await form.getByLabel('Preço (MT)').fill('2900,00');
  await form.getByRole('button', { name: 'Guardar serviço' }).click();
  await expect(page.getByRole('list', { name: 'Serviços' }).getByText(money('2 900')).first()).toBeVisible();
});

test('a new order e-mails the staff address with a link that opens it in the back office', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
  let link = '';
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { to: string; subject: string; text: string }[] };
      const mail = messages.find((m) => m.to === STAFF_ALERT_EMAIL && m.subject.startsWith(`Nova encomenda ${order.reference}`));
      link = (mail && /https?:\/\/\S+\/admin\/encomendas\/\d+/.exec(mail.text)?.[0]) ?? '';
      return link;
    }, { timeout: 20_000, message: 'the staff alert for the new order' })
    .toMatch(new RegExp(`/admin/encomendas/${order.order_id}$`));

  await staffSignIn(page);
  // The menu counts the order among the payments waiting.
  await expect(page.locator('[data-counter="payments_waiting"]').first()).toBeVisible();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: `Encomenda #${order.reference}` })).toBeVisible();
});

test('pressing Cancelar in the return note dialog leaves the return undecided and mails nobody', async ({ page, request }) => {
  const order = await deliveredOrder(request);
  const customer = order.token;
  const tracked = await call<{ product: { product_id: number }[] }>(request, '/order-detail', { order_id: order.order_id }, customer);
  await call(request, '/product-return', { order_id: order.order_id, product_id: tracked.product[0]!.product_id, reason: 'Não era a cor certa.' }, customer);

  await staffSignIn(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/encomendas/${order.order_id}`);
  const returns = page.getByRole('region', { name: 'Devoluções' });
  await expect(returns.getByText('Devolução solicitada')).toBeVisible();
  await returns.getByRole('button', { name: 'Recusar devolução' }).click();
  const dialog = page.getByRole('alertdialog', { name: /Recusar a devolução de/ });
  await expect(dialog.getByText(/não foi aceite/)).toBeVisible();
  await dialog.getByLabel('Nota para o cliente (opcional)').fill('Isto não devia ser enviado.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Devoluções' }).getByText('Devolução solicitada')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Devoluções' }).getByRole('button', { name: 'Recusar devolução' })).toBeVisible();
  const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { to: string; text: string }[] };
  expect(messages.some((m) => m.text.includes('Isto não devia ser enviado.'))).toBe(false);
});
