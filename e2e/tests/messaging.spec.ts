import { expect } from '@playwright/test';
import { FAKE_WHATSAPP, shopCall, signInThroughApi, test } from '../fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

interface FakeMessage {
  to: string;
  template: string;
  params: string[];
}
const fakeUrl = `http://127.0.0.1:${FAKE_WHATSAPP.port}`;

test('on a phone, a customer picks WhatsApp for messages in the profile, orders, and WhatsApp gets the "order placed" template', async ({ page, request }) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const mobile = `25884${String(Date.now()).slice(-7)}`;
  const who = { email: `mensagens.${id}@exemplo.co.mz`, password: 'Mensagens#2026' };
  await shopCall(request, '/register', { first_name: 'Telma', last_name: 'Nhantumbo', ...who, mobile, accept_terms: true });
  const token = await signInThroughApi(page, who);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Configurações' }).tap();
  const channels = page.getByRole('radiogroup', { name: 'Mensagens sobre encomendas e marcações' });
  await expect(channels.getByRole('radio', { name: /E-mail/ })).toBeChecked();
  await channels.getByText('WhatsApp', { exact: true }).tap();
  await expect(page.getByText('As mensagens sobre encomendas e marcações vão chegar por WhatsApp.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Configurações' }).tap();
  await expect(page.getByRole('radiogroup', { name: 'Mensagens sobre encomendas e marcações' }).getByRole('radio', { name: /WhatsApp/ })).toBeChecked();

  // One product in the cart, then the checkout on the phone.
  const priced = await shopCall<{ product_list: { product_id: number; available: boolean; stock: number }[] }>(request, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= 3)!;
  await shopCall(request, '/add-cart', { product_id: product.product_id, qty: 1 }, token);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible();
  if (await page.getByRole('radio', { name: 'Outra morada' }).isVisible()) await page.getByRole('radio', { name: 'Outra morada' }).check();
  await page.getByLabel('Província').selectOption({ label: 'Maputo Cidade' });
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption({ label: 'Maputo' });
  await page.getByLabel('Endereço completo').fill('Av. 24 de Julho, 1200');
  await page.getByRole('radio', { name: /Entrega em Maputo/ }).check();
  await page.getByRole('radio', { name: 'Pagar com M-Pesa' }).check();
  await page.getByLabel('Número M-Pesa (Vodacom)').fill(mobile.slice(3));
  await page.getByRole('button', { name: 'Finalizar Pedido' }).tap();
  await expect(page).toHaveURL(/\/new-order-success\?order=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const order = await shopCall<{ reference: string }>(request, '/order-detail', { order_id: orderId }, token);

  // The outbox worker (every 2 s) hands the message to the fake WhatsApp Cloud API.
  await expect
    .poll(async () => ((await (await request.get(`${fakeUrl}/__fake/messages`)).json()) as { messages: FakeMessage[] }).messages.filter((m) => m.to === mobile), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ template: 'encomenda_recebida', params: ['Telma', order.reference, expect.stringMatching(/^MT\s\d/), expect.stringMatching(new RegExp(`/orders/${orderId}$`))] }),
        // M-Pesa paid it at once (the local M-Pesa fake): "payment confirmed" follows on the same channel.
        expect.objectContaining({ template: 'pagamento_confirmado', params: ['Telma', expect.stringMatching(/^MT\s\d/), `a encomenda ${order.reference}`] }),
      ]),
    );
});
