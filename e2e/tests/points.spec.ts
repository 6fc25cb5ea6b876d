import { expect, type APIRequestContext } from '@playwright/test';
import { customerSignIn, deliveredOrder, shopCall as call, test } from '../fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Three units delivered to a Maputo address (a delivered order earns points), with what the customer's order says of its goods. */
async function deliveredOrderWithSubTotal(request: APIRequestContext) {
  const order = await deliveredOrder(request, { methodName: 'Entrega em Maputo', qty: 3 });
  const mine = await call<{ sub_total: string }>(request, '/order-detail', { order_id: order.order_id }, order.token);
  return { ...order, subTotal: Number(mine.sub_total) };
}

test('the account menu leads to the points page: the balance, how points are earned and spent, and the delivered order that earned them', async ({ page, request }) => {
  test.setTimeout(180_000);
  const order = await deliveredOrderWithSubTotal(request);
  const earned = Math.floor(order.subTotal / 100);
  expect(earned, 'three units of any product are worth at least MT 100').toBeGreaterThan(0);
  const { points } = await call<{ points: number }>(request, '/loyality-reward', {}, order.token);
  expect(points).toBeGreaterThanOrEqual(earned);

  await customerSignIn(page);
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pontos' }).tap();
  await expect(page).toHaveURL(/\/profile\?tab=points$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Os meus pontos' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pontos' })).toHaveAttribute('aria-selected', 'true');

  const balance = page.getByRole('region', { name: 'Saldo' });
  await expect(balance).toContainText(`${points.toLocaleString('pt-PT')} ${points === 1 ? 'ponto' : 'pontos'}`);
  await expect(page.getByRole('region', { name: 'Como se ganham' })).toContainText(/1 ponto por cada MT\s100,00 em produtos, quando a encomenda é entregue\./);
  await expect(page.getByRole('region', { name: 'Como se usam' })).toContainText('não se trocam');

  const history = page.getByRole('list', { name: 'Pontos por encomenda entregue' });
  const line = history.getByRole('listitem').filter({ hasText: order.reference });
  await expect(line).toContainText(`+${earned.toLocaleString('pt-PT')} ${earned === 1 ? 'ponto' : 'pontos'}`);
  await expect(line).toContainText('Entregue');

  // Nothing wider than the phone.
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(360);

  await line.getByRole('link').tap();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.order_id}$`));
});
