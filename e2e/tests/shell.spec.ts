import { expect, type Page } from '@playwright/test';
import { signInThroughApi as signInAsDemo, test } from '../fixtures.ts';

test.describe('app shell', () => {
  test('home loads with the header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Cabelo & Clínica Maputo/);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Política de Privacidade', exact: true })).toBeVisible();
    await expect(footer.getByText('Av. Julius Nyerere, 1234')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
  });

  test('the header links lead to their screens, and each page names itself', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const targets = [
      { name: 'Sobre', url: /\/about$/ },
      { name: 'Clínica', url: /\/services$/ },
      { name: 'Produtos', url: /\/new-products$/ },
      { name: 'Blog', url: /\/blog$/ },
      { name: 'Contacto', url: /\/contact$/ },
      { name: 'Início', url: /\/$/ },
    ];
    for (const target of targets) {
      await nav.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(nav.getByRole('link', { name: target.name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await nav.getByRole('link', { name: 'Sobre', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuidado capilar profissional, feito em Maputo');
    await expect(page).toHaveTitle('Sobre nós | Cabelo & Clínica Maputo');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /clínica capilar/);
  });

  test('the policy pages are reachable from the footer, dated January 2025', async ({ page }) => {
    await page.goto('/');
    // The page grows by its lower sections as the app takes it over: a click aimed at the footer before then
    // can land where the footer was.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByText('Última atualização: janeiro de 2025')).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos e Condições' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termos e Condições' })).toBeVisible();
    await expect(page.getByText('Cidade de Maputo: 1 a 2 dias úteis')).toBeVisible();
    await expect(page).toHaveTitle('Termos e Condições | Cabelo & Clínica Maputo');
  });

  test('an unknown path shows the 404 page with links home and to products', async ({ page }) => {
    const res = await page.goto('/isto-nao-existe');
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveTitle(/Página não encontrada/);
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Ver produtos' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the page scrolls to the top on each path change', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nós' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('signed-in user menu', () => {
  test('shows Perfil, Pedidos and Sair; Sair ends the session and goes home', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    const token = await signInAsDemo(page);
    await page.reload();
    const menuButton = page.getByRole('button', { name: /Neusa/ });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Perfil', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedidos', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Perfil', exact: true })).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sessão terminada.' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cm.auth.token'))).toBeNull();
    // The session was revoked on the server, not only forgotten here.
    const me = await page.request.post('/api/loja/user-detail', { data: {}, headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});

test.describe('consent banner', () => {
  test.use({ consentGiven: false });

  async function openFresh(page: Page) {
    // The page's clock moves only when the test moves it: the header arrives with the server's HTML, and on a
    // loaded machine the real time between the page going live and the first step would count toward the 2 s.
    const start = new Date('2026-01-15T10:00:00+02:00');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
  const banner = (page: Page) => page.getByRole('region', { name: 'Privacidade e cookies' });

  test('appears after 2 seconds; accepting stores the choice and its date for good', async ({ page }) => {
    await openFresh(page);
    await page.clock.runFor(1500);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(600);
    // Past the 2 s the clock runs again: the banner's code arrives and React shows it on its own timers.
    await page.clock.resume();
    await expect(banner(page)).toBeVisible();

    const details = banner(page).getByRole('button', { name: 'Ver detalhes' });
    await details.click();
    await expect(banner(page).getByRole('button', { name: 'Ocultar detalhes' })).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page).getByText('Essenciais (sempre ativos):')).toBeVisible();

    await banner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(banner(page)).toHaveCount(0);
    const stored = await page.evaluate(() => [localStorage.getItem('cm.consent'), localStorage.getItem('cm.consent.date')]);
    expect(stored[0]).toBe('accepted');
    expect(Number.isNaN(Date.parse(stored[1] ?? ''))).toBe(false);

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('declining stores the refusal and the banner stays away', async ({ page }) => {
    await openFresh(page);
    await page.clock.runFor(2100);
    await page.clock.resume();
    await banner(page).getByRole('button', { name: 'Recusar' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cm.consent'))).toBe('declined');
    await page.reload();
    await page.clock.runFor(10_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('closing without choosing stores nothing, so it asks again next time', async ({ page }) => {
    await openFresh(page);
    await page.clock.runFor(2100);
    await page.clock.resume();
    await banner(page).getByRole('button', { name: 'Fechar sem escolher' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('cm.consent'), localStorage.getItem('cm.consent.date')])).toEqual([null, null]);
    await page.reload();
    await page.clock.runFor(2100);
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the slide-in menu opens, closes with Escape, and closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Entrar ou criar conta' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await menu.getByRole('link', { name: 'Sobre', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cuidado capilar profissional, feito em Maputo');

    await open.click();
    await menu.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the header keeps search, favourites and cart within reach', async ({ page }) => {
    await page.goto('/');
    for (const name of [/^Pesquisar produtos$/, /^Lista de desejos/, /^Carrinho/]) {
      const control = page.getByRole('banner').getByRole(name.source.includes('Lista de desejos') ? 'link' : 'button', { name });
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
