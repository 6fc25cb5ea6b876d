import { expect } from '@playwright/test';
import { API, bearer, PDF, shopCall, signInThroughApi, weekdayAhead, test } from '../fixtures.ts';

test('an unknown address answers HTTP 404 with the app’s own 404 page', async ({ page, request }) => {
  expect((await request.get('/isto-nao-existe')).status()).toBe(404);
  expect((await request.get('/products')).status()).toBe(200);
  const res = await page.goto('/produto-que-nunca-existiu/123');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeVisible();
});

test('“Preferências de cookies” in the footer reopens the consent choice and changes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Privacidade e cookies' });
  await expect(banner).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('A sua escolha atual: cookies de medição aceites.');
  await banner.getByRole('button', { name: 'Recusar' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cm.consent'))).toBe('declined');
});

test('an expired session says so on /login', async ({ page }) => {
  const token = await signInThroughApi(page);
  await page.request.post(`${API}/logOut`, { headers: bearer(token), data: {} });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status').filter({ hasText: 'A sua sessão expirou. Inicie sessão novamente para continuar' })).toBeVisible();
  // Only once: a later visit to /login is an ordinary sign-in.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText('A sua sessão expirou')).toHaveCount(0);
});

test('a customer reschedules a clinic booking from the profile, choosing only free days', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInThroughApi(page);
  await page.goto('/consulta-capilar');
  const form = page.getByRole('form', { name: 'Marque a sua consulta' });
  await form.getByLabel('Nome completo').fill('Neusa Cossa');
  await form.getByLabel('Idade').fill('31');
  await form.getByLabel('WhatsApp').fill('84 111 0000');
  await form.getByLabel('E-mail').fill('neusa.reschedule@exemplo.co.mz');
  await form.getByLabel('Caspa').check();
  const first = weekdayAhead(6);
  await form.getByLabel('Data', { exact: true }).selectOption(first);
  const slots = form.getByRole('group', { name: 'Horários disponíveis' });
  const free = slots.locator('button:not([disabled])').first();
  await free.click();
  await form.getByRole('button', { name: 'Agendar consulta' }).click();
  await expect(page).toHaveURL(/\/consulta-sucesso\?ref=/);
  const reference = new URL(page.url()).searchParams.get('ref')!;

  await page.goto('/profile');
  const card = page.getByRole('list', { name: 'As minhas marcações' }).getByRole('listitem').filter({ hasText: reference });
  await card.getByRole('button', { name: 'Remarcar' }).click();
  const move = card.getByRole('form', { name: `Remarcar ${reference}` });
  // The day list is disabled until the free days arrive, and a disabled field cannot take the focus.
  await expect(move.getByLabel('Novo dia')).toBeEnabled();
  await move.getByRole('button', { name: 'Confirmar nova data' }).click();
  await expect(move.getByLabel('Novo dia')).toBeFocused();
  await expect(move.getByText('Escolha o novo dia.')).toBeVisible();
  const target = weekdayAhead(7);
  await move.getByLabel('Novo dia').selectOption(target);
  await move.getByRole('group', { name: 'Horários disponíveis' }).getByRole('button', { name: '16:00', exact: true }).click();
  await move.getByRole('button', { name: 'Confirmar nova data' }).click();
  await expect(page.getByText(/Marcação remarcada para .* às 16:00\./)).toBeVisible();
  await expect(card).toContainText('às 16:00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('“Comprar de novo” on an order puts its lines back in the cart', async ({ page }) => {
  const token = await signInThroughApi(page);
  const MAPUTO = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: 'Perto do mercado' };
  const emptyCart = async () => {
    const cart = await shopCall<{ product_list: { product_id: number; variant_id: number }[] }>(page, '/cart-list', {}, token);
    for (const line of cart.product_list) await shopCall(page, '/remove-cart', { product_id: line.product_id, variant_id: line.variant_id }, token);
  };
  await emptyCart();
  await shopCall(page, '/remove-coupon', {}, token);
  const priced = await shopCall<{ product_list: { product_id: number; available: boolean; stock: number }[] }>(page, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= 5)!;
  await shopCall(page, '/add-cart', { product_id: product.product_id, qty: 2 }, token);
  const proof = await page.request.post(`${API}/payment-proof-upload`, {
    headers: bearer(token),
    multipart: { file: { name: 'comprovativo.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const proofId = ((await proof.json()) as { data: { proof_id: string } }).data.proof_id;
  const methods = await shopCall<{ id: number }[]>(page, '/shipping', { state_id: MAPUTO.state_id });
  const summary = await shopCall<{ final_price: string }>(page, '/cart-list', { method_id: methods[0]!.id, state_id: MAPUTO.state_id }, token);
  const order = await shopCall<{ order_id: number }>(page, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', proof_id: proofId, method_id: methods[0]!.id, price: summary.final_price,
    first_name: 'Neusa', last_name: 'Cossa', email: 'neusa.cossa@exemplo.co.mz', phone: '+258 84 111 0000', ...MAPUTO,
  }, token);
  await emptyCart();

  await page.goto(`/orders/${order.order_id}`);
  await page.getByRole('button', { name: 'Comprar de novo' }).click();
  await expect(page.getByText('1 produto adicionado ao carrinho.')).toBeVisible();
  const cart = await shopCall<{ product_list: { product_id: number; qty: number }[] }>(page, '/cart-list', {}, token);
  expect(cart.product_list.map((l) => [l.product_id, l.qty])).toEqual([[product.product_id, 2]]);
  await emptyCart();
});
