import { expect, type Page } from '@playwright/test';
import { axeOn, overflowOf, placeMpesaOrder, shopCall, signInThroughApi as signInAsDemo, test } from '../fixtures.ts';

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
  const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
  // An order delivered in Maputo, then a cart with something in it so the checkout shows its form. The
  // fixture empties the cart first, so a retry of this journey starts from the same place.
  const { order_id: id, productId } = await placeMpesaOrder(page.request, { methodName: 'Entrega em Maputo' });
  await shopCall(page, '/add-cart', { product_id: productId, qty: 1 }, token);
  const order = `/orders/${id}`;
  await walk(page, [
    '/', product, '/cart', '/checkout', '/new-checkout', '/orders', '/new-orders', order, `/order-tracking/${id}`,
    `/new-order-tracking/${id}`, `/order-confirmed/${id}`, '/profile', '/profile?tab=points', '/profile?tab=addresses', '/profile?tab=settings', '/wishlist',
  ]);
});
