import { expect } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { clinicAddressLine, STORE_PROFILE } from '@shop/contract/store';
import { placeMpesaOrder, signInThroughApi, staffSignIn, test } from '../fixtures.ts';

test('staff print a packing slip from the order page on a phone, and the PDF holds the order’s lines', async ({ browser, request }) => {
  // The first method offered is the clinic pick-up (decision 147).
  const order = await placeMpesaOrder(request);
  const page = await browser.newPage({ acceptDownloads: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await staffSignIn(page);
  await page.goto(`/admin/encomendas/${order.order_id}`);
  await expect(page.getByRole('heading', { name: `Encomenda #${order.reference}` })).toBeVisible();
  const lines = await page.getByRole('region', { name: 'Produtos' }).getByRole('listitem').allInnerTexts();
  expect(lines.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Guia de levantamento (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`guia-de-levantamento-${order.reference}.pdf`);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(order.reference);
  // A pick-up waits at the clinic: the slip says so, with the clinic's address, and names no address to deliver to.
  expect(text).toContain('Guia de levantamento');
  expect(text).toContain('Levantamento na clínica');
  expect(text).toContain(clinicAddressLine());
  expect(text).not.toMatch(/Entregar a|envio/i);
  for (const line of lines) {
    // "1 × Sérum … MT 1 290,00" on the page: the slip shows the quantity and the name, never the price.
    const [, qty, name] = /^(\d+) × (.+?)\s+MT/s.exec(line.replace(/\n/g, ' ')) ?? [];
    expect(name, `a line on the page: ${line}`).toBeTruthy();
    expect(text).toContain(name!.trim());
    expect(text).toContain(qty!);
  }

  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Fatura / recibo (PDF)' }).click()]);
  const invoiceText = pdfText(Buffer.concat(await (await invoice.createReadStream()).toArray()));
  expect(invoiceText).toContain('Fatura pró-forma');
  expect(invoiceText).toContain('Ainda não há pagamentos registados.');
  expect(invoiceText).toContain('Levantamento na clínica');
  expect(invoiceText).not.toMatch(/Entrega \(|envio/i);
});

test('the customer’s confirmation of a clinic pick-up says where to collect it, never a delivery', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page);
  await page.goto(`/order-confirmed/${order.order_id}`);
  await expect(page.getByRole('heading', { name: 'Pedido recebido' })).toBeVisible();
  await expect(page.getByText('Levantamento na clínica', { exact: true })).toBeVisible();
  await expect(page.getByText(`${STORE_PROFILE.name}, ${clinicAddressLine()}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/Entrega estimada|Envio:|morada indicada/)).toHaveCount(0);
});
