import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, PDF, shopCall as call, submitSignIn, test } from '../fixtures.ts';

interface PricedLine {
  product_id: number;
  variant_id: number;
  name: string;
  variant_name: string;
  image: string;
  final_price: string;
  stock: number;
  available: boolean;
  notice: string | null;
}

/**
 * Products are found through the API, never by name: the shop's own guest-cart pricing tells which
 * ids exist, can be bought without choosing a variant, and how many are in stock.
 */
async function buyableProducts(request: APIRequestContext): Promise<PricedLine[]> {
  const price = async (items: { product_id: number; variant_id: number; qty: number }[]) =>
    (await call<{ product_list: PricedLine[] }>(request, '/cart-check-guest', { items })).product_list;
  const plain = await price(Array.from({ length: 50 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })));
  const found = plain.filter((l) => l.available && l.stock >= 5);
  for (const product of plain.filter((l) => l.notice === 'Escolha uma opção deste produto.').slice(0, 3)) {
    const variants = await price(Array.from({ length: 40 }, (_, i) => ({ product_id: product.product_id, variant_id: i + 1, qty: 1 })));
    const variant = variants.find((l) => l.available && l.stock >= 5);
    if (variant) found.push(variant);
  }
  const oneEach = [...new Map(found.map((l) => [l.product_id, l])).values()];
  return oneEach.sort((a, b) => Number(b.final_price) - Number(a.final_price));
}

test('a guest fills a cart, signs in, sees it merged, applies a coupon, pays by transfer with a PDF and cancels from My orders', async ({ page, request }) => {
  const [first, second] = await buyableProducts(request);
  expect(first, 'the seed must offer at least two products in stock').toBeTruthy();
  expect(second).toBeTruthy();

  // The demo customer already has one unit of the first product in the account's cart.
  const login = await call<{ token: string }>(request, '/login', DEMO);
  const server = await call<{ product_list: PricedLine[] }>(request, '/cart-list', {}, login.token);
  for (const line of server.product_list) await call(request, '/remove-cart', { product_id: line.product_id, variant_id: line.variant_id }, login.token);
  await call(request, '/remove-coupon', {}, login.token);
  await call(request, '/add-cart', { product_id: first!.product_id, variant_id: first!.variant_id, qty: 1 }, login.token);
  const ordersBefore = (await call<{ total: number }>(request, '/order-list', {}, login.token)).total;

  // The guest's cart, as the product page's add-to-cart keeps it in this browser.
  const guestQty = Math.max(1, Math.ceil(1000 / Number(second!.final_price)));
  await page.goto('/');
  await page.evaluate(
    ([a, b, qty]) => {
      const line = (p: typeof a, q: number) => ({
        productId: p.product_id, variantId: p.variant_id || null, variantName: p.variant_name, name: p.name, priceCents: Math.round(Number(p.final_price) * 100), image: p.image, qty: q,
      });
      localStorage.setItem('cm.cart.guest', JSON.stringify([line(a, 1), line(b, qty)]));
    },
    [first!, second!, guestQty] as const,
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-badge')).toHaveText(String(1 + guestQty));

  // The drawer: + adds one, − takes it back.
  await page.getByRole('button', { name: /^Carrinho/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Carrinho' });
  await drawer.getByRole('button', { name: `Aumentar quantidade de ${first!.name}` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText(String(2 + guestQty));
  await drawer.getByRole('button', { name: `Diminuir quantidade de ${first!.name}` }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText(String(1 + guestQty));
  await drawer.getByRole('button', { name: 'Fechar carrinho' }).click();

  // A guest cannot apply a coupon.
  await page.getByLabel('Cupão de desconto').fill('bemvinda10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Por favor, inicie sessão para aplicar o cupão').first()).toBeVisible();

  // Finalizar Compra as a guest goes to sign-in, and back to the checkout afterwards.
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, DEMO);
  await expect(page).toHaveURL(/\/checkout$/);

  // The merged cart: the shared product summed (1 + 1), the guest's other product added.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const firstLine = page.getByTestId('cart-line').filter({ hasText: first!.name });
  await expect(firstLine.getByRole('group', { name: `Quantidade de ${first!.name}` })).toContainText('2');
  await expect(page.getByTestId('cart-badge')).toHaveText(String(2 + guestQty));
  expect(await page.evaluate(() => localStorage.getItem('cm.cart.guest'))).toBeNull();

  await page.getByLabel('Cupão de desconto').fill('bemvinda10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/Cupão aplicado: .*\(BEMVINDA10\)/)).toBeVisible();
  await expect(page.getByText('Desconto (BEMVINDA10)')).toBeVisible();
  const cartTotal = await page.getByTestId('cart-total').textContent();

  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible();

  // Submitting empty shows the spec's messages.
  await page.getByLabel('Endereço completo').fill('');
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByText('Por favor, preencha o endereço de cobrança', { exact: true })).toBeVisible();
  await expect(page.getByText('Por favor, faça o upload do comprovativo de transferência')).toBeVisible();

  await page.getByLabel('Província').selectOption({ label: 'Maputo Cidade' });
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption({ label: 'Maputo' });
  await page.getByLabel('Endereço completo').fill('Av. Julius Nyerere, 500, 3.º andar');
  await page.getByLabel('Bairro').fill('Sommerschield');
  await page.getByLabel('Ponto de referência').fill('Em frente à farmácia');
  await page.getByRole('radio', { name: /Entrega em Maputo/ }).check();
  await expect(page.getByRole('radio', { name: /Entrega em Maputo/ })).toBeChecked();

  // The form survives a reload.
  await page.reload();
  await expect(page.getByLabel('Endereço completo')).toHaveValue('Av. Julius Nyerere, 500, 3.º andar');
  await expect(page.getByRole('combobox', { name: 'Cidade', exact: true })).toHaveValue('4689');

  await page.getByLabel(/Comprovativo de transferência/).setInputFiles({ name: 'comprovativo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('proof-file')).toContainText('comprovativo.pdf');
  await expect(page.getByTestId('proof-file')).toContainText('KB');
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal!);

  // A double click places one order.
  await page.getByRole('button', { name: 'Finalizar Pedido' }).dblclick();
  await expect(page).toHaveURL(/\/new-order-success\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Encomenda efetuada com sucesso!' })).toBeVisible();
  const number = (await page.getByText(/^#CM[2-9A-Z]{6}$/).textContent())!;
  await expect(page.getByText('comprovativo recebido, a aguardar confirmação')).toContainText('Transferência bancária');
  await expect(page.getByText(cartTotal!).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(number)).toBeVisible();
  const after = await call<{ total: number; data: { order_id_string: string; amount: number }[] }>(request, '/order-list', {}, login.token);
  expect(after.total).toBe(ordersBefore + 1);
  expect(after.data[0]!.order_id_string).toBe(number);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // My orders: find it, open it, cancel it.
  await page.goto('/new-orders');
  await page.getByLabel('Pesquisar encomendas').fill(number.slice(1));
  await expect(page).toHaveURL(new RegExp(`q=${number.slice(1)}`));
  const item = page.getByTestId('order-item').filter({ hasText: number });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Pendente');
  await item.getByRole('link', { name: `Ver detalhes do pedido ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Tem certeza que deseja cancelar este pedido?');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(page.getByText('Pedido cancelado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await page.goto('/new-orders?status=cancelled');
  await expect(page.getByTestId('order-item').filter({ hasText: number })).toContainText('Cancelado');
});
