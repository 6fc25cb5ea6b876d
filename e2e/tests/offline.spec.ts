import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cartWithOneProduct, shopCall, signInThroughApi, test } from '../fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });

/** The page is controlled by the shop's service worker (registered after load, claiming the page). */
async function controlled(page: Page) {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
}

async function productInStock(request: APIRequestContext, skip: number[] = []) {
  const priced = await shopCall<{ product_list: { product_id: number; name: string; available: boolean; stock: number; notice: string | null }[] }>(request, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= 3 && l.notice === null && !skip.includes(l.product_id));
  expect(product, 'the seed must offer a product in stock').toBeTruthy();
  return product!;
}

test('installable: the manifest names the shop with PNG icons, the worker controls the page, Chrome reports no installability error', async ({ page, request }) => {
  await controlled(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as { name: string; display: string; start_url: string; theme_color: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: 'Cabelo & Clínica Maputo', display: 'standalone', theme_color: '#5b2a4e' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size)!;
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito windows, where Chrome never offers to install; nothing else may be missing.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // The back office is never kept: after visiting it, no cache holds an /admin page or an API answer.
  await page.goto('/admin');
  await page.goto('/');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(kept).toContain('/');
  expect(kept.filter((u) => /^\/(admin|api|admin-api|files)(\/|$)/.test(u))).toEqual([]);
});

test('a page that opened while the worker was still starting is taken over without another navigation', async ({ page, context }) => {
  // The home page's answer is held until the worker, registered by /about, has activated: that page's
  // navigation started before there was a worker, and clients.claim() at activation cannot reach it.
  await context.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      await expect.poll(async () => {
        const worker = context.serviceWorkers()[0];
        return worker ? worker.evaluate(() => (self as unknown as { serviceWorker: { state: string } }).serviceWorker.state) : null;
      }, { timeout: 20_000 }).toBe('activated');
      await route.continue();
    },
  );
  await page.goto('/about');
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
});

test('offline on a phone: a product seen before opens as a dated saved copy, the cart keeps a new line and syncs when the network returns', async ({ page, context, request }) => {
  const token = await cartWithOneProduct(request);
  const inCart = (await shopCall<{ product_list: { product_id: number }[] }>(request, '/cart-list', {}, token)).product_list.map((l) => l.product_id);
  const product = await productInStock(request, inCart);
  await signInThroughApi(page);
  await controlled(page);
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await context.setOffline(true);
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sem ligação: cópia guardada' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).tap();
  await expect(page.getByText('Sem ligação: o produto fica guardado neste telemóvel').first()).toBeVisible();
  // A page opened offline does not know the account's cart: the badge counts the line waiting here.
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByRole('button', { name: /^Carrinho/ }).tap();
  await expect(page.getByRole('dialog', { name: 'Carrinho' }).getByText(product.name)).toBeVisible();
  await page.getByRole('button', { name: 'Fechar carrinho' }).tap();
  let server = await shopCall<{ product_list: { product_id: number }[] }>(request, '/cart-list', {}, token);
  expect(server.product_list.map((l) => l.product_id)).not.toContain(product.product_id);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'A ligação voltou.' })).toBeVisible();
  await expect.poll(async () => (await shopCall<{ product_list: { product_id: number }[] }>(request, '/cart-list', {}, token)).product_list.map((l) => l.product_id).sort()).toEqual(
    [...inCart, product.product_id].sort(),
  );
  expect(await page.evaluate(() => localStorage.getItem('cm.cart.guest'))).toBeNull();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  server = await shopCall<{ product_list: { product_id: number }[] }>(request, '/cart-list', {}, token);
  expect(server.product_list).toHaveLength(2);
});

test('an order submitted offline waits on the phone and is placed once when the network returns', async ({ page, context, request }) => {
  const token = await cartWithOneProduct(request);
  const before = (await shopCall<{ total: number }>(request, '/order-list', {}, token)).total;
  await signInThroughApi(page);
  await controlled(page);
  await page.goto('/checkout');
  if (await page.getByRole('radio', { name: 'Outra morada' }).isVisible()) await page.getByRole('radio', { name: 'Outra morada' }).check();
  await page.getByLabel('Província').selectOption({ label: 'Maputo Cidade' });
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption({ label: 'Maputo' });
  await page.getByLabel('Endereço completo').fill('Rua da Resistência, 45');
  await page.getByRole('radio', { name: /Entrega em Maputo/ }).check();
  await page.getByRole('radio', { name: 'Pagar com M-Pesa' }).check();
  await page.getByLabel('Número M-Pesa (Vodacom)').fill('84 555 7788');
  await expect(page.getByRole('button', { name: 'Finalizar Pedido' })).toBeEnabled();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'o pedido fica guardado neste telemóvel e é enviado uma só vez' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pedido à espera de ligação' })).toBeDisabled();
  expect((await shopCall<{ total: number }>(request, '/order-list', {}, token)).total).toBe(before);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/new-order-success\?order=\d+/);
  await expect(page.getByRole('status').filter({ hasText: 'Pagamento M-Pesa recebido. Obrigado!' })).toBeVisible();
  // Another 'online' (a second tab, a flaky network) sends nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Encomenda efetuada com sucesso!' })).toBeVisible();
  expect((await shopCall<{ total: number }>(request, '/order-list', {}, token)).total).toBe(before + 1);
  expect(await page.evaluate(() => localStorage.getItem('cm.checkout.outbox'))).toBeNull();
});
