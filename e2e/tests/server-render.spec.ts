import { expect } from '@playwright/test';
import { API, apiSignIn, cartWithOneProduct, functionsGet, shopCall, signInThroughApi, test } from '../fixtures.ts';

/**
 * The server sends the storefront's first screen as HTML (decision 071) and the browser takes it
 * over (hydration) without rendering anything differently.
 */

interface ListItem {
  id: number;
  name: string;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
/** The HTML inside the app's root element: what the server rendered, not the inert data beside it. */
const rendered = (html: string) => {
  const start = html.indexOf('<div id="root" inert>');
  expect(start, 'the page has the app root').toBeGreaterThan(-1);
  return html.slice(start, html.lastIndexOf('</body>'));
};

test('each server-rendered page answers HTML that already holds its heading and first products', async ({ request }) => {
  const list = await shopCall<{ data: ListItem[] }>(request, '/product-list', {});
  const first = list.data.slice(0, 3);
  expect(first.length).toBeGreaterThan(0);
  const detail = await shopCall<{ product_info: { id: number; name: string } }>(request, '/product-detail', { id: first[0]!.id });
  const bestsellers = (await shopCall<{ data: ListItem[] }>(request, '/bestseller-guest', { per_page: 12 })).data.slice(0, 4);
  expect(bestsellers.length).toBeGreaterThan(0);
  const posts = (await functionsGet<{ data: { slug: string; title: string }[] }>(request, '/blog-api/posts?page=1&limit=12')).data;
  expect(posts.length).toBeGreaterThan(0);
  const services = await functionsGet<{ category: string; services: { id: number; name: string }[] }[]>(request, '/services-api/services');
  const firstServices = services[0]!.services.slice(0, 3);

  const pages: { path: string; status?: number; heading: string; contains?: string[] }[] = [
    { path: '/', heading: 'Cabelo saudável começa com um bom diagnóstico', contains: bestsellers.map((p) => p.name) },
    { path: '/products', heading: 'Produtos', contains: first.map((p) => p.name) },
    { path: `/product/${detail.product_info.id}`, heading: detail.product_info.name },
    { path: '/blog', heading: 'Blog', contains: posts.slice(0, 4).map((p) => p.title) },
    { path: `/blog/${posts[0]!.slug}`, heading: posts[0]!.title },
    { path: '/services', heading: 'Serviços e preços', contains: [services[0]!.category, ...firstServices.map((s) => s.name)] },
    { path: `/service/${firstServices[0]!.id}`, heading: firstServices[0]!.name },
    { path: '/about', heading: 'Cuidado capilar profissional, feito em Maputo' },
    { path: '/consulta-capilar', heading: 'Consulta Capilar' },
    { path: '/microagulhamento', heading: 'Microagulhamento' },
    { path: '/contact', heading: 'Contacto' },
    { path: '/isto-nao-existe', status: 404, heading: 'Página não encontrada' },
  ];
  for (const p of pages) {
    const res = await request.get(p.path);
    expect(res.status(), p.path).toBe(p.status ?? 200);
    const body = text(rendered(await res.text()));
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered(await res.text()))?.[1];
    expect(text(h1 ?? '').trim(), `${p.path}: main heading`).toBe(p.heading);
    for (const name of p.contains ?? []) expect(body, `${p.path}: ${name}`).toContain(name);
  }

  // A page the browser renders alone (it depends on who is signed in) comes with an empty root.
  expect(await (await request.get('/cart')).text()).toContain('<div id="root"></div>');

  // The same page again is revalidated, not sent again.
  const product = await request.get(`/product/${detail.product_info.id}`);
  const etag = product.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get(`/product/${detail.product_info.id}`, { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
});

const SERVER_RENDERED = ['/', '/products', '/products?ordem=price-asc', '/blog', '/blog?categoria=tratamentos', '/services', '/about', '/privacy', '/terms', '/isto-nao-existe'];

// Any hydration error fails the journey it happens in (the journeys' `test`, e2e/fixtures.ts): these visit every server-rendered page.
test('the browser takes over each server-rendered page without a hydration mismatch, as a guest and signed in', async ({ page, request }) => {
  test.setTimeout(240_000);
  const list = await shopCall<{ data: ListItem[] }>(request, '/product-list', {});
  const post = (await functionsGet<{ data: { slug: string }[] }>(request, '/blog-api/posts?limit=1')).data[0]!;
  const service = (await functionsGet<{ services: { id: number }[] }[]>(request, '/services-api/services'))[0]!.services[0]!;
  const paths = [...SERVER_RENDERED, `/product/${list.data[0]!.id}`, `/product/${list.data[1]!.id}`, `/blog/${post.slug}`, `/service/${service.id}`];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }

  // Signed in (the server's HTML is a guest's), with something in the cart and the wishlist.
  const token = await signInThroughApi(page);
  await shopCall(page, '/add-cart', { product_id: list.data[0]!.id, qty: 1 }, token);
  await page.goto(`/product/${list.data[1]!.id}`);
  await page.getByRole('button', { name: /Adicionar .*lista de desejos/i }).first().click();
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
});

test('a signed-in customer’s cart count appears without moving anything', async ({ page, request }) => {
  const token = await apiSignIn(request);
  const list = await shopCall<{ data: ListItem[] }>(request, '/product-list', {});
  const cart = await shopCall<{ product_list: unknown[] }>(request, '/cart-list', {}, token);
  if (cart.product_list.length === 0) await request.post(`${API}/add-cart`, { data: { product_id: list.data[0]!.id, qty: 1 }, headers: { Authorization: `Bearer ${token}` } });
  await signInThroughApi(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/products', `/product/${list.data[0]!.id}`]) {
    await page.goto(path);
    await expect(page.getByTestId('cart-badge')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
    expect(shifts, path).toEqual([]);
  }
});

test('the signed-in cart and checkout do not move while the cart and the checkout\'s data arrive', async ({ page, request }) => {
  await cartWithOneProduct(request);
  await signInThroughApi(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, arrived] of [
    ['/cart', page.getByTestId('cart-line').first()],
    ['/checkout', page.locator('#summary-title')],
  ] as const) {
    await page.goto(path);
    await expect(arrived).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every shift with its moved elements, so a failure names what moved; the page's cumulative shift must be nil.
    expect(await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts), path).toEqual([]);
  }
});

test('a guest’s server-rendered page asks the API for nothing its HTML already carries', async ({ page, request }) => {
  const list = await shopCall<{ data: ListItem[] }>(request, '/product-list', {});
  const post = (await functionsGet<{ data: { slug: string }[] }>(request, '/blog-api/posts?limit=1')).data[0]!;
  const service = (await functionsGet<{ services: { id: number }[] }[]>(request, '/services-api/services'))[0]!.services[0]!;
  await page.setViewportSize({ width: 360, height: 740 });
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(api|functions)\//.test(url.pathname)) calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  // Each of these pages carries its first screen's data (decisions 071 and 073): the screen starts from it and
  // asks again only once it is stale, so a guest's first view makes no call at all.
  for (const path of ['/blog', '/blog?categoria=tratamentos', `/blog/${post.slug}`, '/services', `/service/${service.id}`, '/products', `/product/${list.data[0]!.id}`]) {
    calls.length = 0;
    await page.goto(path);
    // Live once the browser has taken the server's HTML over (main.tsx).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    expect(calls, `${path}: calls made after the page arrived with its data`).toEqual([]);
  }
});

test('each storefront page reports its largest paint: nothing scrolls by itself while it loads', async ({ page, request }) => {
  const list = await shopCall<{ data: ListItem[] }>(request, '/product-list', {});
  const post = (await functionsGet<{ data: { slug: string }[] }>(request, '/blog-api/posts?limit=1')).data[0]!;
  await page.setViewportSize({ width: 360, height: 740 });
  // The browser stops looking for the largest paint at the first scroll it takes for the visitor's (a
  // scroller snapping smoothly into place counts): a page that scrolls itself while loading reports none
  // (Lighthouse's NO_LCP), for real visitors too.
  await page.addInitScript(() => {
    const w = window as unknown as { __scrolls: string[]; __lcp: number };
    w.__scrolls = [];
    w.__lcp = 0;
    addEventListener(
      'scroll',
      (e) => {
        const el = e.target instanceof Element ? e.target : null;
        w.__scrolls.push(el ? (el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 80)) : 'the page');
      },
      { capture: true, passive: true },
    );
    new PerformanceObserver((entries) => {
      w.__lcp += entries.getEntries().length;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const path of ['/', '/products', `/product/${list.data[0]!.id}`, '/blog', `/blog/${post.slug}`, '/services', '/consulta-capilar', '/microagulhamento']) {
    await page.goto(path);
    // Live once the browser has taken the server's HTML over (main.tsx).
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __scrolls: string[]; __lcp: number };
      return { scrolls: w.__scrolls, lcp: w.__lcp };
    });
    expect(seen.scrolls, `${path}: scrolled without the visitor`).toEqual([]);
    expect(seen.lcp, `${path}: largest contentful paint entries`).toBeGreaterThan(0);
  }
});

test('a server-rendered page asks for the app only once its largest paint is on screen, then comes live', async ({ page, request }) => {
  const list = await shopCall<{ data: ListItem[] }>(request, '/product-list', {});
  const post = (await functionsGet<{ data: { slug: string }[] }>(request, '/blog-api/posts?limit=1')).data[0]!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    const w = window as unknown as { __paints: { at: number; priority: boolean }[] };
    w.__paints = [];
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries() as unknown as { startTime: number; element: Element | null }[]) {
        w.__paints.push({ at: e.startTime, priority: e.element?.getAttribute('fetchpriority') === 'high' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  // Decision 077: the app's code would share the phone's connection with the first screen's picture.
  for (const path of ['/', '/products', `/product/${list.data[0]!.id}`, '/blog', `/blog/${post.slug}`]) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const seen = await page.evaluate(() => {
      const code = JSON.parse(document.getElementById('app-code')!.textContent!) as { entry: string; preload: string[] };
      const started = (href: string) => performance.getEntriesByName(new URL(href, location.href).href)[0]?.startTime ?? -1;
      const paints = (window as unknown as { __paints: { at: number; priority: boolean }[] }).__paints;
      // The priority picture's paint when the browser reported it as the largest, else the first largest paint.
      return { scripts: [code.entry, ...code.preload].map((href) => ({ href, at: started(href) })), painted: (paints.find((p) => p.priority) ?? paints[0])?.at };
    });
    expect(seen.painted, `${path}: a largest paint`).toBeDefined();
    for (const script of seen.scripts) expect(script.at, `${path}: ${script.href} asked for after the largest paint`).toBeGreaterThanOrEqual(seen.painted!);
  }
});

test('home comes live without TanStack Query: its first screen lists neither the shared chunk nor a chunk that imports it', async ({ page }) => {
  // Decisions 020 and 074: the sections that fetch load TanStack Query (the `shared` chunk) after home's first
  // screen. A small helper grouped with a chunk that imports it (as the pictures' helper once was, with `products`)
  // would put the whole of it back into what home runs before it is live.
  await page.goto('/');
  const listed = await page.evaluate(() => {
    const code = JSON.parse(document.getElementById('app-code')!.textContent!) as { entry: string; preload: string[] };
    return [code.entry, ...code.preload];
  });
  for (const href of listed) {
    expect(href, 'a chunk home lists').not.toMatch(/\/shared-[^/]+\.js$/);
    const source = await (await page.request.get(href)).text();
    expect(source, `${href} imports the shared chunk`).not.toMatch(/from\s*["']\.\/shared-[^"']+\.js["']/);
  }
});

test('a page whose app code never arrives still works: the server\'s page as plain HTML, a browser-drawn page with a way to try again', async ({ page }) => {
  // The app is a chunk of its own, imported by the entry (decision 174): a connection that drops it must not leave the page inert.
  await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.locator('#root').getByRole('link', { name: 'Contacto', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto('/cart');
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar a página');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
