import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures.ts';

/**
 * A first view asks only for what the first screen needs: a picture further down is asked for as the shopper
 * scrolls toward it (within a screen of the window), never with the page (issue 14, decision 175).
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * A phone on a 3G connection (300 ms round trips). Chromium then loads a `loading="lazy"` picture as soon as it is
 * within about 2,500 px of the window (1,250 on 4G), so a first view would take most of a page's pictures along.
 */
async function onA3GPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: -1 });
}

/** The path of every picture the page asked for. */
function picturesAsked(page: Page): Set<string> {
  const asked = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'image') asked.add(new URL(r.url()).pathname);
  });
  return asked;
}

interface Picture {
  path: string;
  /** Its top, in screens below the window's bottom edge (0: on the first screen). */
  screensBelow: number;
  alt: string;
  /** Some of it is inside the window. */
  onScreen: boolean;
  /** The browser has it, decoded. */
  loaded: boolean;
}

/** The pictures of the page's main content, where they lie: what the server's HTML holds, asked for or not. */
const pictures = (page: Page) =>
  page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('img'), (img) => {
      const r = img.getBoundingClientRect();
      return {
        path: new URL(img.getAttribute('src') ?? img.dataset.src ?? '', location.href).pathname,
        screensBelow: (r.top + scrollY - innerHeight) / innerHeight,
        alt: img.alt,
        onScreen: r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth,
        loaded: img.complete && img.naturalWidth > 0,
      };
    }),
  );

for (const { path, name } of [
  { path: '/', name: 'home' },
  { path: '/products', name: 'the catalogue' },
]) {
  test(`${name}: the first view asks for no picture more than a screen below it, and each picture arrives as the shopper scrolls to it`, async ({
    page,
  }) => {
    await onA3GPhone(page);
    const asked = picturesAsked(page);
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');

    const all: Picture[] = await pictures(page);
    const far = all.filter((p) => p.screensBelow > 1.2);
    expect(far.length, 'pictures further down the page').toBeGreaterThan(2);
    expect(
      all.filter((p) => p.onScreen && !asked.has(p.path)).map((p) => p.path),
      'first-screen pictures not asked for',
    ).toEqual([]);
    // A path some nearer picture shares (the placeholder of products without a picture) says nothing of a far one.
    const farOnly = (p: Picture) => !all.some((q) => q.path === p.path && q.screensBelow <= 1.2);
    const taken = far.filter((p) => p.loaded || (farOnly(p) && asked.has(p.path)));
    expect(
      taken.map((p) => `${p.path} (${p.screensBelow.toFixed(1)} screens below)`),
      'pictures asked for with the first view',
    ).toEqual([]);

    // Screen readers know of them already, by the same names.
    for (const p of far.filter((p) => p.alt)) await expect(page.getByRole('img', { name: p.alt, exact: true })).toHaveCount(1);

    // Scrolled to, the last picture arrives into the box kept for it: nothing moves. It is marked, so the pictures
    // of a section that arrives on the way (home's latest posts) are not taken for it.
    await page.locator('main img').last().evaluate((img) => img.setAttribute('data-journey', 'last-picture'));
    const last = page.locator('main img[data-journey="last-picture"]');
    const box = await last.evaluate((img) => img.getBoundingClientRect().height);
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the last picture is shown' })
      .toBe(true);
    expect(await last.evaluate((img) => img.getBoundingClientRect().height)).toBe(box);
    expect(asked.has(far.at(-1)!.path)).toBe(true);
  });
}

test('a picture further down still arrives when scrolled to if the app’s code never does, and without JavaScript', async ({
  page,
  browser,
}) => {
  // The page's first script shows the pictures (decision 175), not the app: a dropped connection that loses the app
  // must not leave the page's lower half empty.
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const gallery = page.getByRole('img', { name: 'Sessão de microagulhamento' });
  await gallery.scrollIntoViewIfNeeded();
  await expect.poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const plain = await context.newPage();
  await plain.goto(page.url());
  const shown = plain.getByRole('img', { name: 'Sessão de microagulhamento' });
  await expect(shown).toHaveCount(1);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('home asks for its latest posts, their code and their data, only as the shopper scrolls toward them', async ({ page }) => {
  await onA3GPhone(page);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const posts = () => asked.filter((path) => path === '/functions/v1/blog-api/recent' || /\/assets\/posts-[^/]+\.js$/.test(path));
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  expect(posts(), 'asked for with the first view').toEqual([]);

  const section = page.getByRole('region', { name: 'Do nosso blog' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('article')).toHaveCount(3);
  expect(posts()).toHaveLength(2);
});
