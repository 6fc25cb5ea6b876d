import { expect, type APIRequestContext } from '@playwright/test';
import { adminCall, API, DEMO, test, OWNER, PDF, cartWithOneProduct, placeMpesaOrder, shopCall, staffSignIn } from '../fixtures.ts';

/** Bulk actions: several orders sent, several proofs approved; each through its single action's rule, reported per item. */

const PHONE = { width: 360, height: 740 };
const MAPUTO_ADDRESS = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: 'Perto do mercado' };

async function paidOrder(request: APIRequestContext, methodName: string) {
  const order = await placeMpesaOrder(request, { methodName });
  const { token: staff } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const detail = await adminCall<{ total: string }>(request, '/orders/detail', { id: order.order_id }, staff);
  await adminCall(request, '/payments/record', { kind: 'order', id: order.order_id, method: 'mpesa', amount: detail.total }, staff);
  return order;
}

async function orderWithProof(request: APIRequestContext) {
  const token = await cartWithOneProduct(request);
  const proof = await request.post(`${API}/payment-proof-upload`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'comprovativo.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const proofId = ((await proof.json()) as { data: { proof_id: string } }).data.proof_id;
  const methods = await shopCall<{ id: number; method_name: string }[]>(request, '/shipping', { state_id: MAPUTO_ADDRESS.state_id });
  const method = methods.find((m) => m.method_name === 'Entrega em Maputo')!;
  const summary = await shopCall<{ final_price: string }>(request, '/cart-list', { method_id: method.id, state_id: MAPUTO_ADDRESS.state_id }, token);
  return shopCall<{ order_id: number; reference: string }>(request, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', method_id: method.id, price: summary.final_price, proof_id: proofId,
    first_name: 'Neusa', last_name: 'Cossa', email: DEMO.email, phone: '+258 84 111 0000', ...MAPUTO_ADDRESS,
  }, token);
}

test('staff send three chosen orders at once; the clinic pick-up among them is refused with its reason', async ({ page, request }) => {
  test.setTimeout(150_000);
  const first = await paidOrder(request, 'Entrega em Maputo');
  const second = await paidOrder(request, 'Entrega em Maputo');
  const pickup = await paidOrder(request, 'Levantamento na clínica');

  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto('/admin/encomendas');
  for (const o of [first, second, pickup]) await page.getByRole('checkbox', { name: `Escolher #${o.reference}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Ações em lote' });
  await expect(toolbar).toContainText('3 escolhidas');
  await toolbar.getByRole('button', { name: 'Marcar como enviadas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar 3 encomendas' });
  await dialog.getByLabel('Transportadora').fill('Estafeta da loja');
  await dialog.getByRole('button', { name: 'Marcar 3 como enviadas' }).click();
  await expect(dialog).toHaveCount(0);

  const report = page.getByTestId('bulk-report');
  await expect(report).toContainText('2 marcadas como enviadas, 1 recusada');
  await expect(report).toContainText(pickup.reference);
  await expect(report).toContainText('levantamento na clínica: não é enviada');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByRole('toolbar', { name: 'Ações em lote' })).toHaveCount(0);

  await page.goto(`/admin/encomendas/${first.order_id}`);
  await expect(page.getByTestId('shipment')).toContainText('Estafeta da loja');
  await page.goto(`/admin/encomendas/${pickup.order_id}`);
  await expect(page.getByRole('button', { name: 'Marcar como pronta para levantamento' })).toBeVisible();
});

test('staff approve two chosen proofs at once from the Pagamentos queue', async ({ page, request }) => {
  test.setTimeout(150_000);
  const a = await orderWithProof(request);
  const b = await orderWithProof(request);
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto('/admin/pagamentos');
  for (const o of [a, b]) await page.getByRole('checkbox', { name: `Escolher Encomenda ${o.reference}` }).check();
  await page.getByRole('toolbar', { name: 'Ações em lote' }).getByRole('button', { name: 'Aprovar escolhidos' }).click();
  await page.getByRole('alertdialog', { name: 'Aprovar 2 comprovativos?' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByTestId('bulk-report')).toContainText('2 comprovativos aprovados.');
  for (const o of [a, b]) await expect(page.getByRole('article', { name: `Encomenda ${o.reference}` })).toHaveCount(0);
});
