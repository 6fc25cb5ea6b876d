import { expect, type APIRequestContext } from '@playwright/test';
import { API, DEMO, PDF, cartWithOneProduct, placeMpesaOrder, shopCall, staffSignIn, test } from '../fixtures.ts';

/** Next/previous between orders and proofs, and the back office's keyboard shortcuts (issue 12). */

const PHONE = { width: 360, height: 740 };
const noHorizontalScroll = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('order next and previous walk the list as filtered, on a phone by the buttons and at a desk by j and k', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Three new orders waiting for money: the top three of the "Pendente" list, newest first.
  const oldest = await placeMpesaOrder(request);
  const middle = await placeMpesaOrder(request);
  const newest = await placeMpesaOrder(request);

  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto('/admin/encomendas?estado=0');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('0');
  await page.getByRole('list', { name: 'Encomendas' }).getByRole('link', { name: `#${newest.reference}` }).click();
  await expect(page.getByRole('heading', { name: `Encomenda #${newest.reference}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Encomendas da lista' });
  await expect(nav.getByRole('link', { name: /Encomenda anterior/ })).toHaveCount(0);
  await nav.getByRole('link', { name: `Encomenda seguinte: #${middle.reference}` }).click();
  await expect(page.getByRole('heading', { name: `Encomenda #${middle.reference}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/encomendas/${middle.order_id}\\?estado=0$`));
  expect(await noHorizontalScroll(page)).toBe(true);
  await nav.getByRole('link', { name: `Encomenda seguinte: #${oldest.reference}` }).click();
  await expect(page.getByRole('heading', { name: `Encomenda #${oldest.reference}` })).toBeVisible();
  await nav.getByRole('link', { name: `Encomenda anterior: #${middle.reference}` }).click();
  await expect(page.getByRole('heading', { name: `Encomenda #${middle.reference}` })).toBeVisible();

  // At a desk: j and k (or the arrows), never while a note is being typed.
  await page.setViewportSize({ width: 1280, height: 900 });
  // A key moves once the page knows where it leads, as its links show.
  await expect(nav.getByRole('link', { name: `Encomenda anterior: #${newest.reference}` })).toBeVisible();
  await page.keyboard.press('k');
  await expect(page.getByRole('heading', { name: `Encomenda #${newest.reference}` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Encomenda seguinte: #${middle.reference}` })).toBeVisible();
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { name: `Encomenda #${middle.reference}` })).toBeVisible();
  await expect(nav.getByRole('link', { name: `Encomenda seguinte: #${oldest.reference}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: `Encomenda #${oldest.reference}` })).toBeVisible();
  const note = page.getByLabel('Nova nota');
  await note.fill('');
  await note.pressSequentially('kj');
  await expect(note).toHaveValue('kj');
  await expect(page.getByRole('heading', { name: `Encomenda #${oldest.reference}` })).toBeVisible();
  await note.fill('');

  // "Voltar à lista" keeps the filter; "/" goes to its search box, "?" lists the shortcuts.
  await nav.getByRole('link', { name: 'Voltar à lista' }).click();
  await expect(page).toHaveURL(/\/admin\/encomendas\?estado=0$/);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('0');
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Procurar' })).toBeFocused();
  await page.keyboard.type('?');
  await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Procurar' }).fill('');
  await page.locator('main h1').click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
  await expect(help.getByRole('region', { name: 'Encomenda' })).toContainText('Encomenda seguinte na lista');
  await expect(help.getByRole('region', { name: 'Pagamentos' })).toContainText('Aprovar o comprovativo escolhido');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test('the proof queue: j and k move between proofs, "a" approves the one on screen after asking', async ({ page, request }) => {
  test.setTimeout(120_000);
  const first = await proofOrder(request);
  const second = await proofOrder(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page);
  await page.goto('/admin/pagamentos');
  const firstCard = page.getByRole('article', { name: `Encomenda ${first.reference}` });
  const secondCard = page.getByRole('article', { name: `Encomenda ${second.reference}` });
  await firstCard.getByText(first.reference).first().click();
  await expect(firstCard).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('j');
  await expect(secondCard).toHaveAttribute('aria-current', 'true');
  await expect(secondCard).toBeFocused();
  await page.keyboard.press('k');
  await expect(firstCard).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(secondCard).toHaveAttribute('aria-current', 'true');

  // "a" asks first; Cancelar approves nothing, and no key acts while the question is open.
  await page.keyboard.press('a');
  const ask = page.getByRole('alertdialog', { name: `Aprovar o pagamento de Encomenda ${second.reference}?` });
  await expect(ask).toBeVisible();
  await page.keyboard.press('j');
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toHaveCount(0);
  await expect(secondCard).toBeVisible();
  await page.keyboard.press('a');
  await ask.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByText(`Encomenda ${second.reference}: pagamento aprovado.`)).toBeVisible();
  await expect(secondCard).toHaveCount(0);
  await expect(firstCard).toBeVisible();
});

async function proofOrder(request: APIRequestContext) {
  const token = await cartWithOneProduct(request);
  const upload = await request.post(`${API}/payment-proof-upload`, { headers: { Authorization: `Bearer ${token}` }, multipart: { file: { name: 'comprovativo.pdf', mimeType: 'application/pdf', buffer: PDF } } });
  const proofId = ((await upload.json()) as { data: { proof_id: string } }).data.proof_id;
  const methods = await shopCall<{ id: number; method_name: string }[]>(request, '/shipping', { state_id: 1 });
  const method = methods[0]!;
  const summary = await shopCall<{ final_price: string }>(request, '/cart-list', { method_id: method.id, state_id: 1 }, token);
  return shopCall<{ order_id: number; reference: string }>(request, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', method_id: method.id, price: summary.final_price, proof_id: proofId,
    first_name: 'Neusa', last_name: 'Cossa', email: DEMO.email, phone: '+258 84 111 0000',
    country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central',
  }, token);
}
