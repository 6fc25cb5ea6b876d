import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { overflowOf, shopCall, signInThroughApi as signInAsDemo, test } from '../fixtures.ts';

/**
 * Every screen of the shop's route table, signed out and signed in, on a small Android phone
 * (360 × 740, touch): the page never scrolls sideways and nothing sits beyond the right edge,
 * except inside a container that scrolls or clips on purpose (a carousel).
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
// axe reads every element of every screen: a walk takes minutes on a shared machine.
test.describe.configure({ timeout: 600_000 });

async function settle(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function firstHref(page: Page, url: string, selector: string): Promise<string> {
  await settle(page, url);
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, `a link matching ${selector} on ${url}`).toBeTruthy();
  return href!;
}

/** axe's WCAG 2 A/AA rules: the serious and critical violations, one line per rule with where it struck. */
async function accessibilityOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`).join(' ; ')}`);
  // One main heading per page.
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) found.push(`${h1} <h1> on the page (one main heading expected)`);
  return found;
}

async function walk(page: Page, routes: string[]) {
  const problems: string[] = [];
  for (const url of routes) {
    await settle(page, url);
    const found = await overflowOf(page);
    if (found.scrollWidth > found.innerWidth || found.cut.length > 0) {
      problems.push(`${url}: scrollWidth ${found.scrollWidth} > ${found.innerWidth}; ${found.cut.join(' | ')}`);
    }
    for (const a11y of await accessibilityOf(page)) problems.push(`${url}: ${a11y}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

/** An order paid by wallet to Maputo Cidade, from what the cart holds now (the cart empties). */
async function placeWalletOrder(page: Page, token: string): Promise<number> {
  const cart = await shopCall<{ final_price: string }>(page, '/cart-list', {}, token);
  const states = await shopCall<{ id: number; name: string }[]>(page, '/state-list', { country_id: 150 });
  const state = states.find((s) => s.name === 'Maputo Cidade')!;
  const cities = await shopCall<{ id: number }[]>(page, '/city-list', { state_id: state.id });
  const [method] = await shopCall<{ id: number }[]>(page, '/delivery-list', { state_id: state.id });
  const cartWithDelivery = await shopCall<{ final_price: string }>(page, '/cart-list', { method_id: method!.id, state_id: state.id }, token);
  const res = await page.request.post('/api/loja/place-order', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `walk-${Date.now()}` },
    data: {
      payment_type: 'mobile_wallet', wallet_provider: 'mpesa', payer_phone: '841110000', proof_id: null, method_id: method!.id,
      price: cartWithDelivery.final_price ?? cart.final_price, first_name: 'Neusa', last_name: 'Cossa', email: 'cliente@exemplo.co.mz',
      phone: '841110000', address: 'Av. Julius Nyerere, 500', bairro: 'Sommerschield', reference_point: '', postcode: '',
      country_id: 150, state_id: state.id, city_id: cities[0]!.id, delivery_comment: '',
    },
  });
  const json = (await res.json()) as { status: number; message: string; data: { order_id: number } };
  expect(json.status, json.message).toBe(1);
  return json.data.order_id;
}

const PUBLIC = [
  '/', '/products', '/new-products', '/cart', '/login', '/wishlist', '/contact', '/about', '/blog', '/services',
  '/consulta-capilar', '/consulta-sucesso', '/microagulhamento', '/privacy', '/privacy-policy', '/terms',
  '/checkout-success', '/new-order-failed', '/order-failed', '/isto-nao-existe',
];

test('signed out, no screen is wider than a 360 px phone', async ({ page }) => {
  const product = await firstHref(page, '/products', 'main a[href^="/product/"]');
  const category = await firstHref(page, '/products', 'a[href*="/products/"]');
  const post = await firstHref(page, '/blog', 'main a[href^="/blog/"]');
  const service = await firstHref(page, '/services', 'main a[href^="/service/"]');
  // A guest cart with a long-named product, as the product page keeps it in this browser.
  const priced = await shopCall<{ product_list: { product_id: number; variant_id: number; name: string; variant_name: string; image: string; final_price: string; available: boolean }[] }>(
    page, '/cart-check-guest', { items: Array.from({ length: 30 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })) },
  );
  const line = priced.product_list.filter((l) => l.available).sort((a, b) => b.name.length - a.name.length)[0]!;
  await page.evaluate((l) => {
    const entry = { productId: l.product_id, variantId: l.variant_id || null, variantName: l.variant_name, name: l.name, priceCents: Math.round(Number(l.final_price) * 100), image: l.image, qty: 12 };
    localStorage.setItem('cm.cart.guest', JSON.stringify([entry]));
  }, line);
  await walk(page, [...PUBLIC, product, product.replace('/product/', '/new-product/'), category, post, service]);
});

test('signed in, no screen is wider than a 360 px phone', async ({ page }) => {
  const token = await signInAsDemo(page);
  const product = await firstHref(page, '/products', 'main a[href^="/product/"]');
  // A cart with something in it, so the checkout shows its form.
  const priced = await shopCall<{ product_list: { product_id: number; variant_id: number; available: boolean }[] }>(
    page, '/cart-check-guest', { items: Array.from({ length: 30 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })) },
  );
  const buyable = priced.product_list.find((l) => l.available)!;
  await shopCall(page, '/add-cart', { product_id: buyable.product_id, variant_id: buyable.variant_id, qty: 1 }, token);
  const id = await placeWalletOrder(page, token);
  await shopCall(page, '/add-cart', { product_id: buyable.product_id, variant_id: buyable.variant_id, qty: 1 }, token);
  const order = `/orders/${id}`;
  await walk(page, [
    '/', product, '/cart', '/checkout', '/new-checkout', '/orders', '/new-orders', order, `/order-tracking/${id}`,
    `/new-order-tracking/${id}`, `/order-confirmed/${id}`, '/profile', '/profile?tab=points', '/profile?tab=addresses', '/profile?tab=settings', '/wishlist',
  ]);
});
