import { expect, type Page } from '@playwright/test';
import { shopCall, signInThroughApi as signInAsDemo, test } from '../fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

interface PricedLine { product_id: number; variant_id: number; name: string; variant_name: string; image: string; final_price: string; available: boolean; stock: number }

/** Products that can be bought without choosing an option, from the shop's own guest pricing. */
async function buyable(page: Page): Promise<PricedLine[]> {
  const priced = await shopCall<{ product_list: PricedLine[] }>(page, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  return priced.product_list.filter((l) => l.available && l.stock >= 3);
}

async function addressesOf(page: Page, token: string): Promise<{ id: number; state_id: number; default_address: boolean; bairro: string }[]> {
  const data = await shopCall<unknown>(page, '/address-list', {}, token);
  return (Array.isArray(data) ? data : (data as { data: [] }).data) as { id: number; state_id: number; default_address: boolean; bairro: string }[];
}

async function emptyCart(page: Page, token: string) {
  const cart = await shopCall<{ product_list: PricedLine[] }>(page, '/cart-list', {}, token);
  for (const l of cart.product_list) await shopCall(page, '/remove-cart', { product_id: l.product_id, variant_id: l.variant_id }, token);
  await shopCall(page, '/remove-coupon', {}, token);
}

test('the checkout saves a new address, then offers it preselected as Principal with the contact prefilled', async ({ page }) => {
  const token = await signInAsDemo(page);
  for (const a of await addressesOf(page, token)) await shopCall(page, '/delete-address', { address_id: a.id }, token);
  await emptyCart(page, token);
  const [product] = await buyable(page);
  await shopCall(page, '/add-cart', { product_id: product!.product_id, variant_id: 0, qty: 1 }, token);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Finalizar Compra' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Morada de entrega' })).toHaveCount(0);
  // The contact block comes from the profile.
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Neusa');
  await expect(page.getByRole('textbox', { name: 'Apelido', exact: true })).toHaveValue('Cossa');
  await page.getByLabel('Província').selectOption({ label: 'Sofala' });
  await page.getByRole('combobox', { name: 'Cidade', exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Endereço completo').fill('Rua do Aeroporto, 12');
  await page.getByLabel('Guardar esta morada na minha conta').check();
  await page.getByRole('radio', { name: /M-Pesa/ }).check();
  await page.getByRole('radio', { name: /Envio para outras províncias/ }).check();
  await expect(page.locator('label').filter({ has: page.getByRole('radio', { name: /Envio para outras províncias/ }) })).toContainText(/MT\s450,00/);
  // Saving asks for the bairro, beside its field.
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByText('Indique o bairro para guardar a morada.')).toBeVisible();
  await expect(page.getByLabel(/^Bairro/)).toBeFocused();
  await page.getByLabel(/^Bairro/).fill('Ponta Gêa');
  await expect(page.getByTestId('checkout-total')).toHaveText(/MT/);
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page).toHaveURL(/\/new-order-success\?order=\d+/);

  const saved = await addressesOf(page, token);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ state_id: 5, default_address: true, bairro: 'Ponta Gêa' });

  // The next order starts from the saved address.
  await shopCall(page, '/add-cart', { product_id: product!.product_id, variant_id: 0, qty: 1 }, token);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/checkout');
  const principal = page.getByRole('radio', { name: /Principal/ });
  await expect(principal).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Morada de entrega' })).toContainText('Rua do Aeroporto, 12');
  await expect(page.getByLabel('Endereço completo')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Envio para outras províncias/ })).toBeVisible();
  // "Outra morada" opens the blank fields; going back restores the saved one.
  await page.getByRole('radio', { name: 'Outra morada' }).check();
  await expect(page.getByLabel('Endereço completo')).toHaveValue('');
  await principal.check();
  await page.getByRole('radio', { name: /M-Pesa/ }).check();
  await page.getByRole('radio', { name: /Envio para outras províncias/ }).check();
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page).toHaveURL(/\/new-order-success\?order=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const detail = await shopCall<Record<string, unknown>>(page, '/order-detail', { order_id: orderId }, token);
  expect(JSON.stringify(detail)).toContain('Rua do Aeroporto, 12');

  for (const a of await addressesOf(page, token)) await shopCall(page, '/delete-address', { address_id: a.id }, token);
});

test('the cart shows the delivery for Maputo and for Sofala before the checkout, and what is missing for free delivery', async ({ page }) => {
  const cheap = (await buyable(page)).filter((l) => Number(l.final_price) < 2000).sort((a, b) => Number(a.final_price) - Number(b.final_price))[0]!;
  await page.goto('/about');
  await page.evaluate((l) => {
    sessionStorage.removeItem('cm.delivery.state');
    const entry = { productId: l.product_id, variantId: null, variantName: l.variant_name, name: l.name, priceCents: Math.round(Number(l.final_price) * 100), image: l.image, qty: 1 };
    localStorage.setItem('cm.cart.guest', JSON.stringify([entry]));
  }, cheap);
  await page.goto('/cart');
  const line = page.getByTestId('delivery-line');
  await expect(line).toContainText('Entrega: calculada no checkout');
  await expect(line).toContainText(/Grátis a MT\s450,00/);

  await page.getByRole('combobox', { name: 'Entrega para' }).selectOption({ label: 'Maputo Cidade' });
  const maputo = page.getByRole('list', { name: 'Métodos de entrega: Maputo Cidade' });
  await expect(maputo.getByRole('listitem').filter({ hasText: 'Entrega em Maputo' })).toContainText('Grátis');
  await expect(page.getByTestId('free-delivery')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Entrega para' }).selectOption({ label: 'Sofala' });
  const sofala = page.getByRole('list', { name: 'Métodos de entrega: Sofala' });
  await expect(sofala.getByRole('listitem').filter({ hasText: 'Envio para outras províncias' })).toContainText(/MT\s450,00/);
  await expect(sofala.getByRole('listitem').filter({ hasText: 'Entrega em Maputo' })).toHaveCount(0);
  const missing = (5000 - Number(cheap.final_price)).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  await expect(page.getByTestId('free-delivery')).toContainText(new RegExp(`Faltam MT\\s${missing.replace(/ /g, '\\s')} para entrega grátis`));

  // The choice is kept while the shopper browses.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Entrega para' })).toHaveValue('5');
});

test('in the search overlay the arrow keys move a highlight and Enter opens that product', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Pesquisar produtos$/ }).click();
  const box = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
  await box.fill('a');
  const results = page.getByRole('list', { name: 'Resultados da pesquisa' }).getByRole('link');
  await expect(results.nth(2)).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = results.nth(1);
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const href = (await second.getAttribute('href'))!;
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('on a phone the filters open in a sheet, apply together with "Ver N produtos", and show as removable chips', async ({ page }) => {
  type Facet = { id: number; name: string; slug: string; parent_id: number | null; total_product: number };
  const { categories } = await shopCall<{ categories: Facet[] }>(page, '/product-list', {});
  const category = categories.filter((c) => c.parent_id === null).sort((a, b) => b.total_product - a.total_product)[0]!;
  const { total } = await shopCall<{ total: number }>(page, '/product-list', { category: category.slug, price: '500-1000' });

  await page.goto('/products');
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filtros' });
  await sheet.getByRole('link', { name: new RegExp(`^${category.name}`) }).tap();
  await sheet.getByRole('radio', { name: 'MT 500 – 1000' }).check();
  // Choosing in the sheet changes nothing behind it until the shopper asks to see the products.
  await expect(page).toHaveURL(/\/products$/);
  const see = sheet.getByRole('button', { name: `Ver ${total} ${total === 1 ? 'produto' : 'produtos'}` });
  await see.tap();

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/products/${category.slug}\\?preco=500-1000$`));
  const chips = page.getByRole('list', { name: 'Filtros ativos' });
  await expect(chips.getByRole('link', { name: `Remover filtro: ${category.name}` })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Remover filtro: MT 500 – 1000' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  if (total > 0) {
    // The results start on the first screen, not under an open filter panel.
    const first = page.getByRole('region', { name: 'Lista de produtos' }).locator('article').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y).toBeLessThan(740);
  }

  await chips.getByRole('link', { name: 'Remover filtro: MT 500 – 1000' }).tap();
  await expect(page).toHaveURL(new RegExp(`/products/${category.slug}$`));
  await expect(chips.getByRole('link')).toHaveCount(2); // the category chip and "Limpar filtros"
  await chips.getByRole('link', { name: `Remover filtro: ${category.name}` }).tap();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toHaveCount(0);
});

test('the search overlay suggests categories and blog posts as well as products', async ({ page }) => {
  await page.goto('/blog');
  const postLink = page.getByRole('main').locator('a[href^="/blog/"]').first();
  const title = (await postLink.innerText()).trim();
  const postHref = (await postLink.getAttribute('href'))!;

  await page.getByRole('banner').getByRole('button', { name: /^Pesquisar produtos$/ }).tap();
  const box = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
  await box.fill(title);
  await expect(page.getByRole('list', { name: 'Artigos sugeridos' }).getByRole('link', { name: title })).toHaveAttribute('href', postHref);

  await box.fill('másc');
  const category = page.getByRole('list', { name: 'Categorias sugeridas' }).getByRole('link', { name: /Máscaras/ });
  await category.tap();
  await expect(page).toHaveURL(/\/products\/mascaras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Máscaras' })).toBeVisible();
});
