import { expect, type Page } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { OWNER, adminCall, overflowOf, placeMpesaOrder, staffSignIn, test } from '../fixtures.ts';

/**
 * Every screen of the back office on a small Android phone (360 × 740, touch), signed in as the owner
 * (who sees every page): the page never scrolls sideways and nothing reaches past the right edge outside
 * something that scrolls on purpose (decision 130, issue 12).
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
test.describe.configure({ timeout: 300_000 });

async function settle(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main#admin-conteudo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^A carregar/)).toHaveCount(0);
}

test('no back-office screen is wider than a 360 px phone', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
  const { token } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const products = await adminCall<{ data: { id: number }[] }>(request, '/products/list', {}, token);
  const productId = products.data[0]!.id;
  const detail = await adminCall<{ customer_id: number | null; phone: string | null }>(request, '/orders/detail', { id: order.order_id }, token);

  await staffSignIn(page);
  const p = backOfficePaths;
  const routes = [
    p.dashboard(), p.payments(), p.orders(), p.order(order.order_id), p.appointments(), p.clients(), p.clientOf(detail),
    p.products(), p.newProduct(), p.product(productId), p.categories(), p.stockSheet(), p.coupons(), p.content(),
    p.messages(), p.subscribers(), p.reports(), p.team(), p.account(), `${p.dashboard()}/isto-nao-existe`,
  ];
  expect(routes.length, 'every route of the back office router').toBe(20);
  const problems: string[] = [];
  for (const url of routes) {
    await settle(page, url);
    const wide = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    const found = await overflowOf(page);
    if (wide.scrollWidth > wide.clientWidth || found.scrollWidth > found.innerWidth || found.cut.length > 0) {
      problems.push(`${url}: scrollWidth ${wide.scrollWidth} > ${wide.clientWidth}; ${found.cut.join(' | ')}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
