import { expect } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { adminCall, OWNER, placeMpesaOrder, staffSignIn, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };

test('on a phone, the owner reads the activity log as sentences, filters it, sees what changed and opens the order', async ({ page, request }) => {
  const order = await placeMpesaOrder(request, { methodName: 'Entrega em Maputo' });
  const { token } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const detail = await adminCall<{ total: string }>(request, '/orders/detail', { id: order.order_id }, token);
  await adminCall(request, '/payments/record', { kind: 'order', id: order.order_id, method: 'mpesa', amount: detail.total }, token);
  await adminCall(request, '/orders/status', { id: order.order_id, status: 2 }, token);

  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.team());
  const log = page.getByRole('list', { name: 'Registo de atividade' });
  await expect(log.getByText(/entrou na gestão\./).first()).toBeVisible();

  await page.getByRole('search', { name: 'Filtrar atividade' }).getByLabel('Tipo').selectOption({ label: 'Encomendas' });
  const change = log.getByRole('listitem').filter({ hasText: `mudou a encomenda ${order.reference} de «confirmado» para «em preparação».` });
  await expect(change).toBeVisible();
  await expect(log.getByText(/entrou na gestão/)).toHaveCount(0);
  await change.getByText(/Ver alterações/).click();
  await expect(change.getByRole('definition').first()).toContainText('Em preparação');

  await page.getByRole('search', { name: 'Filtrar atividade' }).getByLabel('Tipo').selectOption({ label: 'Pagamentos' });
  const payment = log.getByRole('listitem').filter({ hasText: `registou um pagamento de MT` }).filter({ hasText: order.reference });
  await expect(payment).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await payment.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Encomenda #${order.reference}` })).toBeVisible();
});
