import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HeadTag, PageHead } from '@shop/contract/seo';
import { isWebRoute, screenOf, SCREENS_WITHOUT_QUERIES } from '@shop/contract/web-routes';
import { AppError } from '../lib/errors.ts';
import { injectHead, renderAppCode, renderData, renderShopConfig } from '../lib/html-head.ts';
import { catalogueCachingOn, catalogueVersion, VersionedCache } from '../modules/catalogue/catalogue-version.ts';
import { etagMatches } from '../modules/catalogue/cached-route.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page's head written into the HTML (for crawlers and link previews), and its status (404 for a missing product). */
export interface ServerPageHead {
  head: PageHead;
  status?: number;
  /** Hints for the page's first image, so it loads while the app starts. */
  preload?: HeadTag[];
  /** Data for the page's first screen (one entry per call it makes), written into the HTML so it needs no second round trip. */
  data?: PageData[];
  /** Rendered for each request, never kept: its data is not covered by the catalogue version. */
  fresh?: boolean;
}
export interface PageData {
  key: string;
  value: unknown;
}
export type PageHeadResolver = (request: FastifyRequest, pathname: string) => Promise<ServerPageHead | null>;

/** The web build's server renderer (apps/web/src/entry-server.tsx, built into `<dist>/.ssr`). */
interface WebRenderer {
  render(url: string, data: PageData[]): Promise<string | null>;
}

interface PageAnswer {
  status: number;
  html: string;
  etag: string;
  fresh: boolean;
}

/** Pages kept per catalogue version: every catalogue page, product and plain page a rush is likely to hit. */
const PAGE_CACHE_ENTRIES = 1_000;

/**
 * Serves the production build of the web app: hashed assets cached for a year, everything
 * else revalidated, the app's routes (WEB_ROUTE_PATTERNS) answered with the app, and any other GET path
 * answered 404 with the app (which shows its 404 page).
 */
export async function webApp(app: FastifyInstance, options: { heads?: PageHeadResolver[] } = {}) {
  const root = app.config.WEB_DIST_DIR;
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ root }, 'web build not found; run `npm run build`');
  } else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
        // The service worker is checked on every visit: a deploy replaces it at once (decision 162).
        reply.header('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : rel === 'sw.js' ? 'no-cache' : 'public, max-age=3600, must-revalidate');
      },
    });
  }
  let indexHtml: string | null = null;
  // The store's slug and anonymous key come from this server's settings, not from the build (decision 085).
  const shopConfig = renderShopConfig({ storeSlug: app.config.STORE_SLUG, anonKey: app.config.ANON_KEY, mpesa: app.config.mpesa !== null });
  const loadIndex = () => (indexHtml ??= existsSync(indexPath) ? readFileSync(indexPath, 'utf8').replace('</head>', `  ${shopConfig}\n  </head>`) : null);
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  let manifest: ViteManifest | null = null;
  const loadManifest = () => (manifest ??= existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : {});

  // The first screen is rendered here when the build has its renderer (decision 071); without it the app renders in the browser.
  const rendererPath = path.join(root, '.ssr', 'entry-server.js');
  let renderer: Promise<WebRenderer | null> | null = null;
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererPath)
      ? (import(pathToFileURL(rendererPath).href) as Promise<WebRenderer>).catch((err: unknown) => {
          app.log.error({ err, rendererPath }, 'web renderer failed to load; pages render in the browser');
          return null;
        })
      : Promise.resolve(null));

  const renderPage = async (request: FastifyRequest, html: string, pathname: string): Promise<PageAnswer> => {
    let status = 200;
    let page: ServerPageHead | null = null;
    // A path the app has no screen for is a real 404: the app still paints its own 404 page.
    if (!isWebRoute(pathname)) status = 404;
    else {
      for (const resolve of options.heads ?? []) {
        page = await resolve(request, pathname).catch((err: unknown) => {
          request.log.error({ err, pathname }, 'page head failed');
          return null;
        });
        if (page) break;
      }
    }
    const data = page?.data ?? [];
    const web = await loadRenderer();
    const body = web
      ? await web.render(request.url, data).catch((err: unknown) => {
          request.log.error({ err, pathname }, 'server render failed; the page renders in the browser');
          return null;
        })
      : null;
    let out = html;
    // A rendered first screen is painted before the app's code is asked for (decision 077): the page loads
    // the small after-first-screen script in place of the entry, and the chunks are listed for it, not preloaded.
    const modules = screenModules(pathname);
    const code = body ? appCode(loadManifest(), modules) : null;
    if (page) {
      out = injectHead(out, page.head, [...(page.preload ?? []), ...(code ? [] : modulePreloads(loadManifest(), modules))]);
      if (data.length) out = out.replace('</head>', `  ${renderData(data)}\n  </head>`);
      status = page.status ?? 200;
    }
    if (code) out = out.replace(ENTRY_SCRIPT, `${renderAppCode(code.listed)}\n    <script type="module" crossorigin src="/${code.loader}"></script>`);
    // Inert until the browser has taken it over (main.tsx): a tap on a page that is not live yet would do nothing.
    if (body) out = out.replace('<div id="root"></div>', `<div id="root" inert>${body}</div>`);
    return { status, html: out, etag: `W/"${createHash('sha1').update(out).digest('base64url').slice(0, 27)}"`, fresh: page?.fresh ?? false };
  };

  // Every page is the same for every visitor (who is signed in is known to the browser only): a page is
  // rendered once per catalogue version and address, and revalidated by the browser with its ETag.
  const pages = new VersionedCache<PageAnswer>(PAGE_CACHE_ENTRIES);

  // A route, not a not-found handler, so compression and the rate limiter's allow-list apply to it.
  app.get('/*', async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url.startsWith('/functions/');
    const isAsset = url.startsWith('/assets/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(url.split('?')[0] ?? '');
    if (isApi || isAsset) throw new AppError('NOT_FOUND', 'Não encontrado.');
    const html = loadIndex();
    if (!html) return reply.code(503).type('text/plain; charset=utf-8').send('A aplicação web ainda não foi construída: execute `npm run build`.');
    const rawPath = url.split('?')[0] ?? '/';
    let pathname = rawPath;
    try {
      pathname = decodeURI(rawPath);
    } catch {}
    const compute = () => renderPage(request, html, pathname);
    const page = catalogueCachingOn() ? await pages.get(await catalogueVersion(app.db), url, compute) : await compute();
    // Requests that arrived while it was rendered shared it; the next one renders it again.
    if (page.fresh) pages.forget(url);
    reply.code(page.status).header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html; charset=utf-8');
    if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  });
  app.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND', 'Não encontrado.');
  });
}

const QUERY_PROVIDER = 'src/app/query-provider.tsx';

/**
 * The source modules of the screen that draws this path (decision 177): its route file and, for a screen
 * that uses TanStack Query, the provider the router loads beside it. Their chunks go with the page.
 */
export function screenModules(pathname: string): string[] {
  const screen = screenOf(pathname);
  return [`src/routes/${screen}.tsx`, ...(SCREENS_WITHOUT_QUERIES.includes(screen) ? [] : [QUERY_PROVIDER])];
}

type ViteManifest = Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The build's module script in index.html: the app's entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/;
/** The build entry a server-rendered page loads first (apps/web/src/after-first-screen.ts, decision 077). */
const AFTER_FIRST_SCREEN = 'src/after-first-screen.ts';

/**
 * Modules' chunks and the chunks they import, build paths (the entry is in the HTML already), after the app the
 * entry imports (decision 174): every page runs it, and it would otherwise be asked for only once the entry has run.
 */
function chunksOf(manifest: ViteManifest, modules: string[]): string[] {
  const app = (manifest['index.html']?.dynamicImports ?? []).filter((key) => manifest[key]?.name === 'app');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const m of [...app, ...modules]) visit(m);
  return [...files];
}

/** modulepreload links for modules' chunks and the chunks they import (the entry is already in the HTML). */
export function modulePreloads(manifest: ViteManifest, modules: string[]): HeadTag[] {
  return chunksOf(manifest, modules).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` } }));
}

/**
 * What a server-rendered page's after-first-screen script asks for once the screen is painted: the app's
 * entry and the screen's chunks. Null for a build without that script (the page then preloads them as before).
 */
export function appCode(manifest: ViteManifest, modules: string[]): { loader: string; listed: { entry: string; preload: string[] } } | null {
  const loader = manifest[AFTER_FIRST_SCREEN]?.file;
  const entry = manifest['index.html']?.file;
  if (!loader || !entry) return null;
  return { loader, listed: { entry: `/${entry}`, preload: chunksOf(manifest, modules).map((file) => `/${file}`) } };
}
