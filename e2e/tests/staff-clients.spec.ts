import { expect } from '@playwright/test';
import { backOfficePaths } from '@shop/contract/back-office-paths';
import { placeMpesaOrder, staffSignIn, test } from '../fixtures.ts';

const PHONE = { width: 360, height: 740 };

test('on a phone, staff open the client from an order and find her again by a phone typed with spaces', async ({ page, request }) => {
  const order = await placeMpesaOrder(request);
  await page.setViewportSize(PHONE);
  await staffSignIn(page);

  await page.goto(backOfficePaths.order(order.order_id));
  await expect(page.getByRole('heading', { name: `Encomenda #${order.reference}` })).toBeVisible();
  await page.getByRole('link', { name: 'Neusa Cossa' }).click();
  await expect(page.getByRole('heading', { name: 'Neusa Cossa', level: 1 })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Encomendas' });
  await expect(orders.getByRole('link', { name: `#${order.reference}` })).toBeVisible();
  await expect(page.getByText('Total gasto (pagamentos menos reembolsos)')).toBeVisible();

  // A note only the team sees stays on her page.
  const note = `Prefere levantar na clínica ${Date.now()}`;
  await page.getByLabel('Nova nota (só a equipa a vê)').fill(note);
  await page.getByRole('button', { name: 'Guardar nota' }).click();
  await expect(page.getByRole('list', { name: 'Notas' }).getByText(note)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The list searches as staff type: no Enter, the national number with spaces.
  await page.goto(backOfficePaths.clients());
  await page.getByRole('searchbox', { name: 'Procurar' }).fill('84 111 0000');
  const found = page.getByRole('list', { name: 'Clientes' });
  await expect(found.getByRole('link', { name: 'Neusa Cossa' })).toBeVisible();
  await expect(page).toHaveURL(/q=84\+111\+0000/);
  await page.getByRole('searchbox', { name: 'Procurar' }).fill('neusa cossa ninguem');
  await expect(found.getByText('Nenhum cliente encontrado.')).toBeVisible();
});

test('the global search (Ctrl+K, or the button on a phone) finds a client by a phone typed with spaces', async ({ page, request }) => {
  await placeMpesaOrder(request);
  await page.setViewportSize(PHONE);
  await staffSignIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Procurar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Procurar na gestão' });
  await dialog.getByRole('searchbox').fill('84 111 0000');
  await dialog.getByRole('region', { name: 'Clientes' }).getByRole('link', { name: /Neusa Cossa/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Neusa Cossa', level: 1 })).toBeVisible();

  // On a desk, the keyboard opens it from any page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Control+K');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await dialog.getByRole('searchbox').fill('NEUSA');
  await expect(dialog.getByRole('region', { name: 'Encomendas' }).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
