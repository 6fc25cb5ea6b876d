import { expect } from '@playwright/test';
import sharp from 'sharp';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { staffSignIn as signIn, test } from '../fixtures.ts';

async function mainCategoryCount(request: import('@playwright/test').APIRequestContext, slug: string): Promise<number> {
  const res = await request.post('/api/loja/category-list', { data: {} });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { slug: string; total_product: number }[] };
  return body.data.find((c) => c.slug === slug)!.total_product;
}

test('a shopper never downloads the back office bundle', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await page.goto('/isto-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  expect(requested.filter((u) => /\/assets\/admin-/.test(u))).toEqual([]);
});

test('staff sign in, create a product with an image, and shoppers see it in the catalogue', async ({ page, request }) => {
  const name = `Máscara E2E ${Date.now()}`;
  const before = await mainCategoryCount(request, 'mascaras');
  const image = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 91, g: 42, b: 78 } } }).png().toBuffer();

  await signIn(page);
  await expect(page.getByText('Esgotados').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Catálogo' }).click();
  await page.getByRole('link', { name: 'Novo produto' }).click();
  await expect(page.getByRole('heading', { name: 'Novo produto' })).toBeVisible();

  await page.getByLabel('Nome do produto').fill(name);
  await page.getByRole('combobox', { name: 'Categoria', exact: true }).selectOption({ label: 'Máscaras' });
  await page.getByRole('textbox', { name: 'Descrição', exact: true }).fill('Máscara de hidratação profunda para cabelos crespos.');
  await page.getByRole('textbox', { name: 'Preço (MT)', exact: true }).fill('1 450,00');
  await page.getByLabel('Preço promocional (MT)').fill('1290');
  await page.getByLabel('Stock (unidades)').fill('7');
  await page.getByLabel('Tendência').check();

  await page.getByLabel('Carregar imagens').setInputFiles({ name: 'mascara.png', mimeType: 'image/png', buffer: image });
  const gallery = page.getByRole('list', { name: 'Imagens do produto' });
  await expect(gallery.getByText('Capa')).toBeVisible();
  await page.getByLabel('Descrição da imagem 1').fill('Pote de máscara');

  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Produto criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogo\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The uploaded image is served as responsive WebP with long caching.
  const src = await gallery.getByRole('img').first().getAttribute('src');
  expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\/320\.webp$/);
  const media = await request.get(src!.replace('/320.webp', '/1280.webp'));
  expect(media.headers()['content-type']).toBe('image/webp');
  expect(media.headers()['cache-control']).toContain('immutable');

  // Shoppers: the category now counts one more product on sale.
  await expect.poll(() => mainCategoryCount(request, 'mascaras')).toBe(before + 1);

  // Staff: it is in the products list, with its price in MT.
  await page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Catálogo' }).click();
  await page.getByLabel('Procurar').fill(name);
  const row = page.getByRole('table', { name: 'Produtos' }).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('MT 1 290,00');
  await expect(row).toContainText('7 em stock');
});

test('the back office works on a phone: the menu opens as a drawer', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Gestão' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Encomendas' }).click();
  await expect(page.getByRole('heading', { name: 'Encomendas' })).toBeVisible();
  await expect(nav).toBeHidden();
  await context.close();
});

test('on a phone, the long product form keeps its save button in reach and asks before unsaved changes are lost', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(backOfficePaths.newProduct());
  await expect(page.getByRole('heading', { name: 'Novo produto' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Criar produto' });
  // Without scrolling, and again at the bottom of the form: the button stays on the screen.
  for (const scroll of [0, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await expect(save).toBeInViewport();
  }
  await page.getByLabel('Nome do produto').fill('Não guardar');
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Sair sem guardar?' });
  await leave.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(page.getByLabel('Nome do produto')).toHaveValue('Não guardar');
  await page.getByRole('link', { name: 'Voltar', exact: true }).click();
  await leave.getByRole('button', { name: 'Sair sem guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/catalogo(\?.*)?$/);
  await context.close();
});

test('on a phone, editing a blog post keeps its save button in reach and asks before unsaved changes are lost', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(backOfficePaths.content());
  await page.getByRole('region', { name: 'Artigos do blog' }).getByRole('button', { name: 'Editar' }).first().click();
  const form = page.getByRole('form', { name: /^Editar artigo / });
  const save = form.getByRole('button', { name: 'Guardar artigo' });
  for (const scroll of [0, 100_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await expect(save).toBeInViewport();
  }
  const title = form.getByLabel('Título');
  const before = await title.inputValue();
  await title.fill(`${before} (rascunho)`);
  const leave = page.getByRole('alertdialog', { name: 'Sair sem guardar?' });

  // Switching to the services tab, then the form's own Cancelar: "Continuar a editar" keeps the text.
  await page.getByRole('tab', { name: 'Serviços' }).click();
  await leave.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(title).toHaveValue(`${before} (rascunho)`);
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await leave.getByRole('button', { name: 'Continuar a editar' }).click();
  await expect(title).toHaveValue(`${before} (rascunho)`);

  // Leaving through the menu: "Sair sem guardar" goes, and nothing was saved.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Gestão' }).getByRole('link', { name: 'Encomendas' }).click();
  await leave.getByRole('button', { name: 'Sair sem guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Encomendas' })).toBeVisible();
  await page.goto(backOfficePaths.content());
  await expect(page.getByRole('region', { name: 'Artigos do blog' }).getByText(before, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${before} (rascunho)`)).toHaveCount(0);
  await context.close();
});
