import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../apps/server/src/db/seed/demo-customer.ts';

/**
 * What the journeys share: who signs in, how, and how they prepare data through the shop's API.
 * A spec that needs one of these imports it from here instead of writing its own.
 */

/** What React reports when the server's HTML and the browser's first render differ (main.tsx logs its recoverable errors). */
export const HYDRATION_ERROR = /Hydration error|hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/** The consent question answered, as journeys start: the banner never covers what they click. */
export const CONSENT_GIVEN = { 'cm.consent': 'accepted', 'cm.consent.date': '2025-01-15T10:00:00.000Z' };

/**
 * The journeys' `test`: any hydration error in the browser fails the journey it happened in (decision 071),
 * whichever page it was on. Each page starts with CONSENT_GIVEN in its storage unless a choice is stored there
 * already; `test.use({ consentGiven: false })` leaves the question open. It is written by a script run before the
 * page's own rather than as a `storageState`, for which Playwright opens a page, and a renderer process, in every
 * new context (decision 181).
 */
export const test = base.extend<{ consentGiven: boolean }>({
  consentGiven: [true, { option: true }],
  context: async ({ context, consentGiven }, use) => {
    if (consentGiven) {
      await context.addInitScript((given: Record<string, string>) => {
        try {
          if (localStorage.getItem('cm.consent') !== null) return;
          for (const [key, value] of Object.entries(given)) localStorage.setItem(key, value);
        } catch {
          // A document without storage of its own (about:blank).
        }
      }, CONSENT_GIVEN);
    }
    const errors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(`${message.location().url}: ${message.text()}`);
    });
    context.on('weberror', (error) => {
      if (HYDRATION_ERROR.test(error.error().message)) errors.push(error.error().message);
    });
    await use(context);
    expect(errors, 'hydration errors in the browser').toEqual([]);
  },
});

export const API = '/api/loja';
/** The owner the E2E server is started with (ADMIN_OWNER_* in playwright.config.ts). */
export const OWNER = { email: 'dono.e2e@cabelomaputo.co.mz', password: 'Dono#E2E-2025' };
/** Where the E2E server sends staff alerts (STAFF_ALERT_EMAIL in playwright.config.ts). */
export const STAFF_ALERT_EMAIL = 'equipa.e2e@cabelomaputo.co.mz';
/** The local WhatsApp Cloud API fake (tools/fake-whatsapp) the E2E server sends to: E2E_FAKE_WHATSAPP_PORT, else 1050 ports above it. */
export const FAKE_WHATSAPP = {
  port: Number(process.env.E2E_FAKE_WHATSAPP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1050),
  token: 'e2e-fake-whatsapp-token',
  phoneNumberId: '100000000000001',
};
/** The seeded demo customer. */
export const DEMO = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };

/** A small, harmless PDF: proofs and receipts are read object by object when uploaded. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export const bearer = (token?: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/** A shop call that must succeed (`status: 1`); answers its `data`. Made by the page's own request context when given a page. */
export async function shopCall<T>(from: APIRequestContext | Page, path: string, data: object = {}, token?: string | null): Promise<T> {
  const request = 'request' in from ? from.request : from;
  const res = await request.post(`${API}${path}`, { data, headers: bearer(token) });
  const json = await res.json();
  expect(json.status, `${path}: ${res.status()} ${json.message}`).toBe(1);
  return json.data as T;
}

/** A functions API read (blog, services) with the anonymous key, as the web app makes it; answers its `data`. */
export async function functionsGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/functions/v1${path}`, { headers: { apikey: process.env.ANON_KEY || 'dev-anon-key-cabelo-maputo-0001' } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A back-office call that must succeed; answers its `data` (staff token from `/auth/login`, '' for that call). */
export async function adminCall<T>(request: APIRequestContext, path: string, data: object, token: string): Promise<T> {
  const res = await request.post(`/admin-api${path}`, { data, headers: bearer(token) });
  const json = await res.json();
  expect(json.status, `${path}: ${json.message}`).toBe(1);
  return json.data as T;
}

/** Signs in through the API (no page): the token, for calls made on the customer's behalf. */
export async function apiSignIn(request: APIRequestContext, who = DEMO): Promise<string> {
  return (await shopCall<{ token: string }>(request, '/login', who)).token;
}

/** Signs the page in as the demo customer without the form: the API's token and user, where the web app keeps them. */
export async function signInThroughApi(page: Page, who = DEMO): Promise<string> {
  // The browser keeps them per origin: a blank page has none yet.
  if (page.url() === 'about:blank') await page.goto('/about');
  const { token, token_type: _type, ...user } = await shopCall<Record<string, unknown> & { token: string }>(page.request, '/login', who);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('cm.auth.token', t);
      localStorage.setItem('cm.auth.user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** Fills and sends the sign-in form the page shows (the shop's /login or the back office's). */
export async function submitSignIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Palavra-passe').fill(who.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The demo customer signs in on /login and lands on the home page. */
export async function customerSignIn(page: Page, who = DEMO) {
  await page.goto('/login');
  await submitSignIn(page, who);
  await expect(page).toHaveURL(/\/$/);
}

/** The owner signs in to the back office and sees the dashboard. */
export async function staffSignIn(page: Page, who = OWNER) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Área de gestão' })).toBeVisible();
  await submitSignIn(page, who);
  await expect(page.getByRole('heading', { name: 'Painel' })).toBeVisible();
}

/** A Maputo weekday at least `daysAhead` days from now (the clinic needs 24 hours' notice). */
export function weekdayAhead(daysAhead: number): string {
  const maputoNow = new Date(Date.now() + 2 * 3_600_000);
  for (let i = daysAhead; ; i++) {
    const d = new Date(Date.UTC(maputoNow.getUTCFullYear(), maputoNow.getUTCMonth(), maputoNow.getUTCDate() + i));
    if (d.getUTCDay() >= 1 && d.getUTCDay() <= 5) return d.toISOString().slice(0, 10);
  }
}

/** The id of the newest message in the development mailbox (0 when empty). */
export async function lastMailboxId(request: APIRequestContext): Promise<number> {
  const { messages } = (await (await request.get('/dev/mailbox.json')).json()) as { messages: { id: number }[] };
  return messages[0]?.id ?? 0;
}

/** Reads the newest 6-digit code sent to `to` after message `after` (mail is delivered by a worker, not always in the order it was written). */
export async function codeFromMailbox(request: APIRequestContext, to: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox.json');
        const { messages } = (await res.json()) as { messages: { id: number; to: string; text: string }[] };
        // Newest first; other mail to the same address (the welcome of a new account) may be delivered after the code.
        const codes = messages.filter((m) => m.to === to && m.id > after).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]);
        code = codes.find(Boolean) ?? '';
        return code;
      },
      { timeout: 20_000, message: `a code for ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Every violation the browser reports, from the page's own event and from the console. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(t: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const MAPUTO_ADDRESS = { country_id: 150, state_id: 1, city_id: 4689, address: 'Av. Eduardo Mondlane, 100', bairro: 'Central', reference_point: 'Perto do mercado' };

/** The demo customer's cart emptied (coupon too) and filled with `qty` units of a product in stock. */
async function cartWith(request: APIRequestContext, qty: number): Promise<{ token: string; productId: number }> {
  const token = await apiSignIn(request);
  const cart = await shopCall<{ product_list: { product_id: number; variant_id: number }[] }>(request, '/cart-list', {}, token);
  for (const line of cart.product_list) await shopCall(request, '/remove-cart', { product_id: line.product_id, variant_id: line.variant_id }, token);
  await shopCall(request, '/remove-coupon', {}, token);
  const priced = await shopCall<{ product_list: { product_id: number; available: boolean; stock: number }[] }>(request, '/cart-check-guest', {
    items: Array.from({ length: 40 }, (_, i) => ({ product_id: i + 1, variant_id: 0, qty: 1 })),
  });
  const product = priced.product_list.find((l) => l.available && l.stock >= qty + 2);
  expect(product, 'the seed must offer a product in stock').toBeTruthy();
  await shopCall(request, '/add-cart', { product_id: product!.product_id, qty }, token);
  return { token, productId: product!.product_id };
}

/** The demo customer's cart emptied (coupon too) and filled with one unit of a product in stock; answers the customer's token. */
export async function cartWithOneProduct(request: APIRequestContext): Promise<string> {
  return (await cartWith(request, 1)).token;
}

/**
 * The demo customer orders `qty` units (default 1) of a product in stock, choosing M-Pesa and sending no proof: the order
 * waits for money. By default with the first method offered in Maputo (the clinic pick-up); `methodName` chooses another.
 */
export async function placeMpesaOrder(request: APIRequestContext, options: { methodName?: string; qty?: number } = {}) {
  const { token, productId } = await cartWith(request, options.qty ?? 1);
  const methods = await shopCall<{ id: number; method_name: string }[]>(request, '/shipping', { state_id: MAPUTO_ADDRESS.state_id });
  const method = options.methodName ? methods.find((m) => m.method_name === options.methodName) : methods[0];
  expect(method, `the shipping method ${options.methodName ?? '(first)'}`).toBeTruthy();
  const summary = await shopCall<{ final_price: string }>(request, '/cart-list', { method_id: method!.id, state_id: MAPUTO_ADDRESS.state_id }, token);
  const order = await shopCall<{ order_id: number; reference: string }>(request, '/place-order', {
    payment_type: 'mobile_wallet', wallet_provider: 'mpesa', method_id: method!.id, price: summary.final_price,
    first_name: 'Neusa', last_name: 'Cossa', email: DEMO.email, phone: '+258 84 111 0000', ...MAPUTO_ADDRESS,
  }, token);
  return { ...order, token, productId };
}

/**
 * An order placed as `placeMpesaOrder` places it, whose money staff have recorded and which they have handed over: a
 * clinic pick-up is made ready and collected, a delivery is sent with its courier and delivered (decision 147).
 * Answers the owner's token (`staff`) and the first line's product name too.
 */
export async function deliveredOrder(request: APIRequestContext, options: { methodName?: string; qty?: number } = {}) {
  const order = await placeMpesaOrder(request, options);
  const { token: staff } = await adminCall<{ token: string }>(request, '/auth/login', OWNER, '');
  const detail = await adminCall<{ total: string; fulfilment: string; lines: { product_name: string }[] }>(request, '/orders/detail', { id: order.order_id }, staff);
  await adminCall(request, '/payments/record', { kind: 'order', id: order.order_id, method: 'mpesa', amount: detail.total }, staff);
  const moves = detail.fulfilment === 'pickup' ? [{ status: 2 }, { status: 4 }] : [{ status: 3, courier: 'Correios de Moçambique' }, { status: 4 }];
  for (const move of moves) await adminCall(request, '/orders/status', { id: order.order_id, ...move }, staff);
  return { ...order, staff, productName: detail.lines[0]!.product_name };
}

export interface Overflow { scrollWidth: number; innerWidth: number; cut: string[] }

/**
 * How far a page reaches past a phone's right edge (decision 130): the page's scroll width against the phone's
 * width, and the outermost elements sticking out that are not inside something that scrolls or clips on purpose.
 */
export async function overflowOf(page: Page): Promise<Overflow> {
  // The phone's width, not innerWidth: a mobile browser widens its layout viewport to fit a page that overflows.
  const phoneWidth = page.viewportSize()!.width;
  return page.evaluate((vw) => {
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible';
    };
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} «${text}» right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const cut: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= vw + 1 && r.left >= -1) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.position === 'fixed') continue;
      // Inside something that scrolls or clips on purpose, or hidden off-canvas.
      let p = el.parentElement;
      let clipped = false;
      while (p && p !== document.body) {
        const pr = p.getBoundingClientRect();
        if (clips(p) && pr.right <= vw + 1 && pr.left >= -1) { clipped = true; break; }
        const ps = getComputedStyle(p);
        if (ps.position === 'fixed' || ps.visibility === 'hidden') { clipped = true; break; }
        p = p.parentElement;
      }
      if (clipped) continue;
      // Report the outermost culprit only.
      if (el.parentElement && cut.some((c) => c === describe(el.parentElement!))) continue;
      cut.push(describe(el));
    }
    const scrollWidth = document.scrollingElement!.scrollWidth;
    if (scrollWidth > vw && cut.length === 0) {
      // Nothing visible is to blame: name whatever reaches past the edge, hidden or not.
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right > vw + 1 && cut.length < 8) cut.push(describe(el));
        // Text that runs out of its box (an unbreakable price in a narrow card).
        else if (r.left + el.scrollWidth > vw + 1 && getComputedStyle(el).overflowX === 'visible' && cut.length < 8) cut.push(`${describe(el)} text to ${Math.round(r.left + el.scrollWidth)}`);
      }
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: Math.min(vw, window.innerWidth), cut: cut.slice(0, 8) };
  }, phoneWidth);
}

/**
 * axe on the page itself (its legacy mode). By default it finishes every analysis in a new blank page, which is a
 * new renderer process each time (0.2 s of CPU and more of waiting); the shop's pages hold no cross-origin frame
 * that only that mode reaches.
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);
