import { expect, type APIRequestContext } from '@playwright/test';
import { adminCall, OWNER, shopCall, staffSignIn, test } from '../fixtures.ts';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

interface MailboxMessage { id: number; to: string; subject: string; text: string }

const mailsTo = async (request: APIRequestContext, to: string, subject: string) => {
  const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: MailboxMessage[] };
  return messages.filter((m) => m.to === to && m.subject.startsWith(subject));
};

test('a shopper asks to be told when a sold-out product is back; staff restock it and one e-mail leaves', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const { token: staff } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const [category] = await shopCall<{ id: number }[]>(request, '/category-list');
  const name = `Sérum esgotado ${Date.now()}`;
  const created = await adminCall<{ id: number }>(request, '/products/save', {
    name, category_id: category!.id, description: '<p>Sérum para as pontas.</p>', detail: '', specification: '', price: '750.00', stock: 0,
    images: [{ url: '/images/products/oleo-de-ricino-puro.svg', alt: name }],
  }, staff);
  const email = `aviso.${created.id}@exemplo.co.mz`;

  // The shopper, on a phone and signed out.
  const shopper = await browser.newPage(PHONE);
  await shopper.goto(`/product/${created.id}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Esgotado' })).toBeDisabled();
  const form = shopper.getByRole('form', { name: 'Avise-me quando voltar' });
  await form.getByRole('button', { name: 'Avisar-me' }).click();
  await expect(form.getByText('Indique um e-mail válido.')).toBeVisible();
  await expect(form.getByLabel('E-mail para o aviso')).toBeFocused();
  await form.getByLabel('E-mail para o aviso').fill(email);
  await form.getByRole('button', { name: 'Avisar-me' }).click();
  await expect(shopper.getByRole('status').filter({ hasText: `Vamos avisá-lo em ${email}` })).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, email, 'Vamos avisá-lo:')).length, { timeout: 20_000 }).toBe(1);

  // Staff put three on the shelf in the back office.
  await staffSignIn(page);
  await page.goto(`/admin/catalogo/${created.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByLabel('Stock (unidades)').fill('3');
  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect(page.getByText('Produto guardado.')).toBeVisible();

  await expect.poll(async () => (await mailsTo(request, email, 'Voltou:')).length, { timeout: 20_000 }).toBe(1);
  const [back] = await mailsTo(request, email, 'Voltou:');
  expect(back!.subject).toBe(`Voltou: ${name}`);
  expect(back!.text).toContain(`/product/${created.id}`);

  // Saving again while it is in stock sends nothing more; the shopper now sees it for sale.
  await page.getByLabel('Stock (unidades)').fill('4');
  await page.getByRole('button', { name: 'Guardar alterações' }).click();
  await expect.poll(async () => (await adminCall<{ stock: number }>(request, '/products/detail', { id: created.id }, staff)).stock).toBe(4);
  await shopper.reload();
  await expect(shopper.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();
  await expect(shopper.getByRole('form', { name: 'Avise-me quando voltar' })).toHaveCount(0);
  // The outbox sends in order: once a mail queued after that save has arrived, a second "Voltou" would have too.
  const later = await adminCall<{ id: number }>(request, '/products/save', {
    name: `${name} (outro)`, category_id: category!.id, description: '<p>Outro.</p>', detail: '', specification: '', price: '500.00', stock: 0,
    images: [{ url: '/images/products/oleo-de-ricino-puro.svg', alt: name }],
  }, staff);
  await shopCall(request, '/stock-alert', { product_id: later.id, email });
  await expect.poll(async () => (await mailsTo(request, email, 'Vamos avisá-lo:')).length, { timeout: 20_000 }).toBe(2);
  expect(await mailsTo(request, email, 'Voltou:')).toHaveLength(1);
});
