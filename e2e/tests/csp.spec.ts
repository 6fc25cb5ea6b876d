import { expect } from '@playwright/test';
import { DEMO, OWNER, PDF, submitSignIn, watchViolations, test } from '../fixtures.ts';

/**
 * The site runs under its Content-Security-Policy with nothing refused: storefront pages, a
 * checkout paid by transfer with a proof, and the back office previewing that proof.
 */

test('storefront, checkout and back office run with no Content-Security-Policy violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('banner')).toBeVisible();

  // A product page, with the first screen's data the server wrote into it.
  await page.goto('/new-products');
  await page.locator('a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Signed in with a product in the cart: the checkout form, proof upload included.
  await page.goto('/login');
  await submitSignIn(page, DEMO);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  const token = await page.evaluate(() => localStorage.getItem('cm.auth.token'));
  const products = await (await request.post('/api/loja/product-list', { data: {} })).json();
  const product = products.data.data.find((p: { stock?: number; variants?: unknown[] }) => (p.stock ?? 1) > 0);
  await request.post('/api/loja/add-cart', { data: { product_id: product.id, qty: 1 }, headers: { Authorization: `Bearer ${token}` } });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible();
  await page.getByLabel('Província').selectOption({ label: 'Maputo Cidade' });
  await page.getByLabel(/Comprovativo de transferência/).setInputFiles({ name: 'comprovativo.pdf', mimeType: 'application/pdf', buffer: PDF });

  // The back office, under its own policy.
  const admin = await page.goto('/admin');
  expect(admin!.headers()['content-security-policy']).toContain('frame-src blob:');
  await submitSignIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();

  expect(violations).toEqual([]);
  // The watcher itself works: an inline script is refused and reported.
  await page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => undefined);
  // Reported twice (the event and the console), in either order: wait for it, however it comes.
  await expect.poll(() => violations.some((v) => /script-src/.test(v))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});
