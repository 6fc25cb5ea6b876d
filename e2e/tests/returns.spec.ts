import { expect } from '@playwright/test';
import { adminCall, customerSignIn, deliveredOrder, DEMO, staffSignIn, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };

test('a customer returns one of two units with a reason; staff accept, receive it back to stock and refund it; Cancelar cancels each step', async ({ page, browser, request }) => {
  // One journey through two people's screens on shared machines: longer than the default minute.
  test.setTimeout(180_000);
  const order = await deliveredOrder(request, { qty: 2 });
  const stockOf = async () => (await adminCall<{ stock: number }>(request, '/products/detail', { id: order.productId }, order.staff)).stock;
  const stockBefore = await stockOf();

  // The customer, on a phone: Cancelar asks nothing; then one unit, because it arrived damaged.
  const shopper = await browser.newPage({ viewport: PHONE });
  await customerSignIn(shopper);
  await shopper.goto(`/orders/${order.order_id}`);
  const ask = shopper.getByRole('button', { name: `Solicitar devolução de ${order.productName}` });
  await ask.click();
  let dialog = shopper.getByRole('alertdialog', { name: new RegExp(`Devolver ${order.productName}`) });
  await dialog.getByLabel('Quantidade a devolver').selectOption('1');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await shopper.reload();
  await expect(ask).toBeVisible();
  await expect(shopper.getByText('Devolução solicitada')).toHaveCount(0);

  await ask.click();
  dialog = shopper.getByRole('alertdialog', { name: new RegExp(`Devolver ${order.productName}`) });
  await dialog.getByRole('button', { name: 'Pedir devolução' }).click();
  await expect(dialog.getByText('Escolha o motivo da devolução.')).toBeVisible();
  await dialog.getByLabel('Quantidade a devolver').selectOption('1');
  await dialog.getByLabel('Motivo').selectOption({ label: 'Chegou danificado ou aberto' });
  await dialog.getByLabel('Conte-nos mais (opcional)').fill('A tampa veio partida.');
  await dialog.getByRole('button', { name: 'Pedir devolução' }).click();
  await expect(shopper.getByText('Solicitação de devolução enviada com sucesso!')).toBeVisible();
  await expect(shopper.getByText('Devolução solicitada (1 de 2)')).toBeVisible();
  // The second unit may still be returned.
  await expect(ask).toBeVisible();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Staff, on a phone too.
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(`/admin/encomendas/${order.order_id}`);
  const returns = page.getByRole('region', { name: 'Devoluções' });
  const item = returns.getByRole('listitem', { name: `Devolução de 1 × ${order.productName}` });
  await expect(item.getByText('Motivo: Chegou danificado ou aberto — «A tampa veio partida.»')).toBeVisible();

  await item.getByRole('button', { name: 'Aprovar devolução' }).click();
  let question = page.getByRole('alertdialog', { name: /Aceitar a devolução de 1 ×/ });
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);
  await expect(item.getByText('Devolução solicitada')).toBeVisible();
  await item.getByRole('button', { name: 'Aprovar devolução' }).click();
  question = page.getByRole('alertdialog', { name: /Aceitar a devolução de 1 ×/ });
  await question.getByRole('button', { name: 'Aceitar devolução' }).click();
  await expect(item.getByText('Devolução aprovada')).toBeVisible();

  // Receiving: Cancelar leaves the stock alone; then the unit is back on the shelf after all.
  await item.getByRole('button', { name: 'Registar receção' }).click();
  let receive = page.getByRole('alertdialog', { name: `Receber 1 × ${order.productName}` });
  await expect(receive.getByLabel('Unidades de volta ao stock')).toHaveValue('0');
  await receive.getByRole('button', { name: 'Cancelar' }).click();
  await expect(receive).toHaveCount(0);
  expect(await stockOf()).toBe(stockBefore);
  await item.getByRole('button', { name: 'Registar receção' }).click();
  receive = page.getByRole('alertdialog', { name: `Receber 1 × ${order.productName}` });
  await receive.getByLabel('Unidades de volta ao stock').fill('1');
  await expect(receive.getByText('Abatidas (danificadas): 0 de 1')).toBeVisible();
  await receive.getByRole('button', { name: 'Registar receção' }).click();
  await expect(item.getByText(/1 unidade de volta ao stock\./)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Registar receção' })).toHaveCount(0);
  expect(await stockOf()).toBe(stockBefore + 1);

  // The refund: Cancelar gives nothing back; then the proposed amount, the unit's share.
  await item.getByRole('button', { name: 'Reembolsar devolução' }).click();
  let refund = page.getByRole('alertdialog', { name: `Reembolsar · Devolução de 1 × ${order.productName}` });
  const proposed = await refund.getByLabel('Valor a reembolsar (MT)').inputValue();
  await refund.getByRole('button', { name: 'Cancelar' }).click();
  await expect(refund).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dinheiro' }).getByText('Pago', { exact: true }).first()).toBeVisible();
  await item.getByRole('button', { name: 'Reembolsar devolução' }).click();
  refund = page.getByRole('alertdialog', { name: `Reembolsar · Devolução de 1 × ${order.productName}` });
  await expect(refund.getByLabel('Valor a reembolsar (MT)')).toHaveValue(proposed);
  await refund.getByLabel('Referência da devolução').fill('MP-DEV-E2E');
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(refund).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dinheiro' }).getByText('Parcialmente reembolsado')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Reembolsar devolução' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The customer is e-mailed the refund.
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { to: string; subject: string; text: string }[] };
      return messages.some((m) => m.to === DEMO.email && m.subject === `Reembolso efetuado: ${order.reference}` && m.text.includes('MP-DEV-E2E'));
    }, { timeout: 20_000, message: 'the refund e-mail to the customer' })
    .toBe(true);
});
