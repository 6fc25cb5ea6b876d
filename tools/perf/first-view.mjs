// First view of a storefront page (issue 14), counted in a real browser for `npm run bench:web`:
// the requests a fresh visitor's browser makes until the network is idle (the page's own, and the
// service worker's once it registers after `load`), and the JavaScript a page needs for its first
// paint and hydration. Used by bench-web.mjs (`--first-view` runs only this); kept apart from its
// Lighthouse part.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Lighthouse's mobile screen (412 × 823, DPR 1.75): what is "above the fold" is the same in both. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Quiet this long (nothing in flight, page or worker) is "the network is idle". */
const IDLE_MS = 1500;
const MAX_MS = 45_000;

/** The browser the counts run in: Playwright's Chromium driver on the full Chromium Lighthouse measures in (decision 179). */
export async function launchBrowser() {
  const { chromium } = await import('playwright');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'],
  });
}

/**
 * Every request of a first view of `origin + pathname` in a fresh browser context (no cache, no service
 * worker, no storage: a shopper's first visit on a phone), until nothing has been in flight for IDLE_MS
 * after `load`. A request the page makes and the service worker answers counts once for the page and once
 * more if the worker fetches it (that fetch is a request too, even when the HTTP cache answers it).
 */
export async function firstViewRequests(browser, origin, pathname) {
  const context = await browser.newContext({ ...PHONE, locale: 'pt-PT', timezoneId: 'Africa/Maputo' });
  const requests = [];
  let inFlight = 0;
  let lastChange = Date.now();
  let loaded = false;
  const started = new Set();
  const finish = (request) => {
    if (!started.delete(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  context.on('request', (request) => {
    started.add(request);
    inFlight += 1;
    lastChange = Date.now();
    requests.push({ request, url: request.url(), type: request.resourceType(), worker: Boolean(request.serviceWorker()), afterLoad: loaded });
  });
  context.on('requestfinished', finish);
  context.on('requestfailed', finish);
  try {
    const page = await context.newPage();
    await page.goto(origin + pathname, { waitUntil: 'load' });
    loaded = true;
    lastChange = Date.now();
    const deadline = Date.now() + MAX_MS;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < IDLE_MS)) await new Promise((r) => setTimeout(r, 100));
    const rows = [];
    for (const r of requests) {
      const response = await r.request.response().catch(() => null);
      rows.push({
        url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
        type: r.type,
        by: r.worker ? 'worker' : 'page',
        viaWorker: Boolean(response?.fromServiceWorker()),
        afterLoad: r.afterLoad,
        status: response?.status() ?? 0,
      });
    }
    return rows;
  } finally {
    await context.close();
  }
}

/** One line per kind of request, for the report: "18 scripts, 15 images, …". */
export function summarize(rows) {
  const count = (f) => rows.filter(f).length;
  return {
    requests: rows.length,
    scripts: count((r) => r.type === 'script' || (r.by === 'worker' && r.url.endsWith('.js') && r.url !== '/sw.js')),
    images: count((r) => r.type === 'image' || (r.by === 'worker' && /^\/(images|media|icons)\//.test(r.url))),
    afterLoad: count((r) => r.afterLoad),
    worker: count((r) => r.by === 'worker' || r.url === '/sw.js'),
  };
}

/**
 * The scripts a page needs before it is live: the HTML's module script and the chunks it preloads or lists
 * for after its first paint,
 * with everything they import statically (from the build's manifest: the browser fetches a static
 * import before running the importer, preloaded or not), sized as gzip -9 of the built files. Chunks
 * loaded after the first paint (islands, `import()` after `load`) are not counted.
 */
export async function firstPaintScripts(origin, dist, pathname) {
  const html = await (await fetch(origin + pathname)).text();
  const listed = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  // A server-rendered page lists the entry and its screen's chunks for its first script, which asks for them after the first paint (decision 077).
  const appCode = /<script type="application\/json" id="app-code">(.*?)<\/script>/s.exec(html)?.[1];
  if (appCode) {
    const code = JSON.parse(appCode);
    listed.push(...[code.entry, ...code.preload].map((href) => href.replace(/^\//, '')));
  }
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key]?.file ?? key);
  };
  for (const file of listed) visit(file);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: [...files].map((f) => path.basename(f)), unlisted: [...files].filter((f) => !listed.includes(f)).map((f) => path.basename(f)) };
}
