/* The storefront's service worker (decision 162). Written by hand; the build fills in VERSION (a hash
   of the build's files) and writes it to /sw.js. */
const VERSION = '__VERSION__';

const STATIC = `cm-static-${VERSION}`; // hashed assets: never change, dropped with their build
const PAGES = `cm-pages-${VERSION}`; // HTML copies: they name this build's assets, so they go with it
const IMAGES = 'cm-images'; // catalogue and content images: kept across builds
const KEEP = { pages: 60, images: 300 };
const PAGE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const IMAGE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
const SAVED_AT = 'x-cm-saved-at';

// Never touched: the back office, the APIs (answers carry sessions), uploads, development tools, mail pages.
const PASS = /^\/(admin|admin-api|api|functions|files|dev|newsletter|avise-me|metrics|healthz)(\/|$)/;
const IMAGE = /^\/(images|media|icons)\//;

// Nothing is fetched at install (decision 075): the page that registers the worker already has its
// assets, and a saved copy of a page exists only once a navigation went through the worker, which
// keeps that page's assets as it asks for them.
self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('cm-') && k !== STATIC && k !== PAGES && k !== IMAGES).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// A page that opened while this worker was activating asks for it (see app/offline.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS.test(url.pathname)) return;
  if (request.mode === 'navigate') return event.respondWith(page(event, url));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(fromBackOffice(event).then((admin) => (admin ? fetch(request) : hashed(request))));
  if (IMAGE.test(url.pathname)) return event.respondWith(fromBackOffice(event).then((admin) => (admin ? fetch(request) : image(event, request))));
});

/** Requests made by a back-office page go straight to the network: nothing of it is kept. */
async function fromBackOffice(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  return Boolean(client && PASS.test(new URL(client.url).pathname));
}

/** Pages: always the server's answer when there is a network (so a deploy is seen at once); a saved copy only without one. */
async function page(event, url) {
  try {
    const response = await fetch(event.request);
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 200 && type.startsWith('text/html') && !response.headers.get('cache-control')?.includes('no-store')) {
      event.waitUntil(keep(PAGES, pageKey(url), response.clone(), KEEP.pages));
    }
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    const copy = await cache.match(pageKey(url));
    if (copy && age(copy) < PAGE_MAX_AGE_MS) return savedCopy(copy, false);
    // Never seen: the home page's copy starts the app, which shows what it can (the cart, saved data).
    const home = await cache.match(pageKey(new URL('/', url)));
    if (home) return savedCopy(home, true);
    return offlinePage();
  }
}

const pageKey = (url) => `${url.origin}${url.pathname}${url.search}`;
const age = (response) => Date.now() - Number(response.headers.get(SAVED_AT) ?? 0);

async function keep(name, key, response, max) {
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  const cache = await caches.open(name);
  await cache.put(key, new Response(body, { status: response.status, headers }));
  const keys = await cache.keys();
  // Oldest first (insertion order): trimmed to the limit.
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
}

/**
 * A saved copy says so: the page gets `<meta name="cm-saved-copy">` with when it was saved (the app shows
 * "Cópia guardada …"); `shell` marks another page's copy used only to start the app.
 */
async function savedCopy(response, shell) {
  const html = await response.text();
  const meta = `<meta name="cm-saved-copy" content="${Number(response.headers.get(SAVED_AT) ?? 0)}"${shell ? ' data-shell=""' : ''}>`;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('etag');
  return new Response(html.replace(/<head>/i, `<head>${meta}`), { status: 200, headers });
}

function offlinePage() {
  const html = `<!doctype html><html lang="pt"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sem ligação — Cabelo &amp; Clínica Maputo</title><body style="font-family:system-ui,sans-serif;background:#fbf7f2;color:#2b1b24;padding:2rem 1.25rem;max-width:32rem;margin:auto"><h1 style="color:#5b2a4e">Sem ligação à internet</h1><p>Esta página ainda não foi aberta neste telemóvel, por isso não há uma cópia guardada. Verifique a rede e tente novamente.</p><p><a href="/" style="color:#5b2a4e">Voltar ao início</a></p></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Hashed assets never change: the cache first, the network once. */
async function hashed(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Images: the kept copy while it is younger than 30 days, else the network (the copy when there is none). */
async function image(event, request) {
  const cache = await caches.open(IMAGES);
  const hit = await cache.match(request.url);
  if (hit && age(hit) < IMAGE_MAX_AGE_MS) return hit;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') event.waitUntil(keep(IMAGES, request.url, response.clone(), KEEP.images));
    return response;
  } catch (error) {
    if (hit) return hit;
    throw error;
  }
}
