import { expect, type Page } from '@playwright/test';
import { DEMO, lastMailboxId, placeMpesaOrder, signInThroughApi, staffSignIn, test } from '../fixtures.ts';

async function phoneStaff(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await staffSignIn(page);
}

test('staff record an M-Pesa payment by hand from the Pagamentos queue and the customer’s tracking page shows it paid', async ({ browser, request }) => {
  const order = await placeMpesaOrder(request);

  const customer = await browser.newPage();
  await signInThroughApi(customer);
  await customer.goto(`/order-tracking/${order.order_id}`);
  await expect(customer.getByRole('heading', { name: `Acompanhar pedido #${order.reference}` })).toBeVisible();
  await expect(customer.getByText('Pagamento: Pago')).toHaveCount(0);

  const page = await browser.newPage();
  await phoneStaff(page);
  await page.goto('/admin/pagamentos');
  const card = page.getByRole('article', { name: `Encomenda ${order.reference}` });
  await expect(card.getByText('Sem comprovativo', { exact: true })).toBeVisible();
  await expect(card.getByText(/à espera de pagamento há/)).toBeVisible();
  await card.getByRole('button', { name: 'Registar pagamento' }).click();

  const dialog = page.getByRole('dialog', { name: `Registar pagamento · Encomenda ${order.reference}` });
  await expect(dialog.getByLabel('Meio de pagamento')).toHaveValue('mpesa');
  await dialog.getByLabel('Referência (M-Pesa, transferência…)').fill('MP-E2E-7781');
  // The dialog fits the phone: its action is on screen without sideways scrolling.
  const box = await dialog.getByRole('button', { name: 'Registar pagamento' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: 'Registar pagamento' }).click();
  await expect(page.getByText(new RegExp(`Encomenda ${order.reference}: pagamento de MT\\s.* registado`))).toBeVisible();
  await expect(card).toHaveCount(0);

  await customer.reload();
  await expect(customer.getByText('Pagamento: Pago')).toBeVisible();
  await expect(customer.getByText('Estado: Confirmado')).toBeVisible();

  await page.goto(`/admin/encomendas/${order.order_id}`);
  await expect(page.getByRole('region', { name: 'Dinheiro' }).getByText(/ref\. MP-E2E-7781/)).toBeVisible();
});

test('staff cancel a paid order, refund it, and the customer gets the e-mail; Cancel in the dialogs changes nothing', async ({ browser, request }) => {
  const order = await placeMpesaOrder(request);
  const page = await browser.newPage();
  await phoneStaff(page);
  await page.goto(`/admin/encomendas/${order.order_id}`);
  await expect(page.getByRole('heading', { name: `Encomenda #${order.reference}` })).toBeVisible();
  // Confirmed but unpaid: shipping waits for the money and the screen says why.
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('note')).toContainText('ainda não está paga');
  await expect(page.getByRole('button', { name: 'Marcar como pronta para levantamento' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Registar pagamento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Registar pagamento' }).click();
  await expect(page.getByRole('button', { name: 'Marcar como pronta para levantamento' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar encomenda' }).click();
  await page.getByRole('alertdialog', { name: `Cancelar a encomenda #${order.reference}?` }).getByRole('button', { name: 'Não cancelar' }).click();
  await expect(page.getByRole('button', { name: 'Cancelar encomenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar encomenda' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Motivo do cancelamento', { exact: false }).or(page.getByText('Esta encomenda já não muda de estado.'))).toBeVisible();

  const before = await lastMailboxId(request);
  await page.getByRole('button', { name: 'Reembolsar' }).click();
  const refund = page.getByRole('alertdialog', { name: `Reembolsar · Encomenda #${order.reference}` });
  await expect(refund).toContainText('não pode ser anulado');
  await refund.getByRole('button', { name: 'Cancelar' }).click();
  await expect(refund).toHaveCount(0);
  await page.getByRole('button', { name: 'Reembolsar' }).click();
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(refund.getByText('Indique o motivo do reembolso (pelo menos 3 caracteres).')).toBeVisible();
  await refund.getByLabel('Motivo (vai no e-mail ao cliente)').fill('Encomenda cancelada a pedido da cliente.');
  await refund.getByLabel('Referência da devolução').fill('MP-DEV-0042');
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByText(new RegExp(`Encomenda #${order.reference}: reembolso de MT\\s.* registado`))).toBeVisible();
  await expect(page.getByText('Reembolsado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);

  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { id: number; to: string; subject: string; text: string }[] };
      const mail = messages.find((m) => m.id > before && m.to === DEMO.email && m.subject === `Reembolso efetuado: ${order.reference}`);
      return mail ? mail.text.includes('Encomenda cancelada a pedido da cliente.') && mail.text.includes('MP-DEV-0042') : false;
    }, { timeout: 20_000, message: 'the refund e-mail reaches the customer' })
    .toBe(true);
});

test('the owner reads Relatórios on a phone and downloads the payments CSV for a Portuguese spreadsheet', async ({ browser }) => {
  const page = await browser.newPage({ acceptDownloads: true });
  await phoneStaff(page);
  await page.goto('/admin/relatorios');
  await expect(page.getByRole('heading', { name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vendas líquidas por dia' })).toBeVisible();
  await expect(page.getByText('Vendas líquidas', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pagamentos (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.startsWith('\uFEFFData;Registado em;Tipo;Referência;Cliente;Meio;Valor (MT)')).toBe(true);
});
