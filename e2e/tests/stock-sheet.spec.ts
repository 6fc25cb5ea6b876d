import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { OWNER, adminCall, staffSignIn, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };

interface Created { id: number; name: string; variants: { id: number; name: string; sku: string; stock: number }[] }

/** A product of the journey's own (not for sale, so no shopper sees it), with two variants. */
async function productWithVariants(request: APIRequestContext): Promise<Created & { staff: string }> {
  const { token: staff } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const categories = await adminCall<{ id: number; parent_id: number | null }[]>(request, '/categories/list', {}, staff);
  const suffix = Date.now().toString(36).toUpperCase();
  const product = await adminCall<Created>(request, '/products/save', {
    name: `Máscara Capilar ${suffix}`,
    category_id: categories.find((c) => c.parent_id === null)!.id,
    price: '900.00',
    active: false,
    variant_label: 'Tamanho',
    variants: [
      { name: '200 ml', sku: `MASC-${suffix}-200`, price: '900.00', stock: 6 },
      { name: '400 ml', sku: `MASC-${suffix}-400`, price: '1500.00', stock: 3 },
    ],
  }, staff);
  return { ...product, staff };
}

const noSideScroll = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test('on a phone, the owner exports the stock sheet, previews the changed file and applies it', async ({ page, request }) => {
  const product = await productWithVariants(request);
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(backOfficePaths.products());
  await page.getByRole('navigation', { name: 'Catálogo' }).getByRole('link', { name: 'Stock e preços' }).click();
  await expect(page.getByRole('heading', { name: 'Importar' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar stock e preços (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stock-e-precos-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync((await download.path())!, 'utf8');
  const rows = exported.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  const header = rows.shift()!;
  expect(header).toBe('ID produto;ID variante;SKU;Produto;Variante;Preço (MT);Stock');
  const [small, large] = product.variants;
  const mine = rows.filter((r) => r.startsWith(`${product.id};`));
  expect(mine).toEqual([
    `${product.id};${small!.id};${small!.sku};${product.name};200 ml;900,00;6`,
    `${product.id};${large!.id};${large!.sku};${product.name};400 ml;1500,00;3`,
  ]);

  // The sheet as Excel in Portuguese saves it: the product's lines, one repriced and one recounted, and one line wrong.
  const edited = [header, `${product.id};${small!.id};${small!.sku};${product.name};200 ml;950,00;6`, `${product.id};${large!.id};${large!.sku};${product.name};400 ml;1500,00;12`];
  const upload = (lines: string[]) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') });
  await page.getByLabel('Folha CSV').setInputFiles(upload([...edited, `${product.id};${large!.id};;;;12,345;1`]));
  const preview = page.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByRole('list', { name: 'Erros do ficheiro' })).toContainText('Linha 4: o preço «12,345» não é válido');
  await expect(page.getByRole('button', { name: 'Aplicar 2 alterações' })).toBeDisabled();
  expect(await page.evaluate(noSideScroll)).toBe(true);

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByLabel('Folha CSV').setInputFiles(upload(edited));
  await expect(preview).toContainText('2 linhas lidas');
  await expect(preview).toContainText('2 alterações');
  const changes = preview.getByRole('list', { name: 'Alterações' });
  await expect(changes.getByRole('listitem').filter({ hasText: '200 ml' })).toContainText(/Preço\s*MT\s900,00 → MT\s950,00/);
  await expect(changes.getByRole('listitem').filter({ hasText: '400 ml' })).toContainText(/Stock\s*3 → 12/);
  expect(await page.evaluate(noSideScroll)).toBe(true);

  // A unit of the recounted size sells before the owner confirms: the preview is refused and shown again.
  await adminCall(request, '/products/stock', { product_id: product.id, lines: [{ variant_id: large!.id, stock: 2, stock_seen: 3 }] }, product.staff);
  await page.getByRole('button', { name: 'Aplicar 2 alterações' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O stock ou o preço mudou desde a pré-visualização' })).toBeVisible();
  const moved = changes.getByRole('listitem').filter({ hasText: '400 ml' });
  await expect(moved).toContainText('Mudou entretanto');
  await expect(moved).toContainText(/Stock\s*2 → 12/);
  expect(await page.evaluate(noSideScroll)).toBe(true);

  await page.getByRole('button', { name: 'Aplicar 2 alterações' }).click();
  await expect(page.getByText('Importação aplicada: 2 linhas alteradas em 1 produto.')).toBeVisible();
  const after = await adminCall<{ variants: { id: number; price: string; stock: number }[] }>(request, '/products/detail', { id: product.id }, product.staff);
  expect(after.variants.map((v) => [v.price, v.stock])).toEqual([['950.00', 6], ['1500.00', 12]]);
});

test('on a phone, staff change a variant\'s stock from the product list, and a stock that moved meanwhile is refused', async ({ page, request }) => {
  const product = await productWithVariants(request);
  const [small] = product.variants;
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.goto(`${backOfficePaths.products()}?q=${encodeURIComponent(product.name)}`);
  const list = page.getByRole('list', { name: 'Produtos' });
  await expect(list.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();

  await list.getByRole('button', { name: `Alterar stock de ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stock · ${product.name}` });
  const field = dialog.getByLabel(`200 ml (${small!.sku})`);
  await expect(field).toHaveValue('6');
  // Meanwhile a unit is counted out elsewhere.
  await adminCall(request, '/products/stock', { product_id: product.id, lines: [{ variant_id: small!.id, stock: 5, stock_seen: 6 }] }, product.staff);
  await field.fill('20');
  await dialog.getByRole('button', { name: 'Guardar stock' }).click();
  await expect(dialog.getByRole('alert')).toContainText(`O stock de «${product.name}» mudou entretanto («200 ml»: agora 5)`);
  await expect(dialog.getByText('Agora: 5')).toBeVisible();
  expect(await page.evaluate(noSideScroll)).toBe(true);

  // Seen the new figure, the same count is saved.
  await dialog.getByRole('button', { name: 'Guardar stock' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Stock de «${product.name}» guardado.`)).toBeVisible();
  const after = await adminCall<{ variants: { id: number; stock: number }[] }>(request, '/products/detail', { id: product.id }, product.staff);
  expect(after.variants.map((v) => v.stock)).toEqual([20, 3]);
  await list.getByRole('button', { name: `Alterar stock de ${product.name}` }).click();
  await expect(dialog.getByLabel(`200 ml (${small!.sku})`)).toHaveValue('20');
});
