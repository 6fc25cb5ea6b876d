import type { HeadTag, PageHead } from '@shop/contract/seo';
import { escapeHtml, escapeHtmlText } from './escape-html.ts';

/** JSON inside <script> must not be able to close the element. */
const escapeScript = (value: string) => value.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** Tags carry data-page-meta so the web app can replace them when the shopper moves on. */
export function renderTag(tag: HeadTag): string {
  const attrs = Object.entries({ ...tag.attrs, 'data-page-meta': '' })
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('');
  if (tag.tag === 'script') return `<script${attrs}>${escapeScript(tag.text ?? '')}</script>`;
  return `<${tag.tag}${attrs}>`;
}

/** Writes a page's title, description and extra tags into the app's index.html. */
export function injectHead(html: string, head: PageHead, extra: HeadTag[] = []): string {
  let out = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtmlText(head.title)}</title>`);
  out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}" />`);
  const tags = [...extra, ...head.tags].map(renderTag).join('\n    ');
  return out.replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * What the web app needs from the server's settings (STORE_SLUG, ANON_KEY, whether M-Pesa is
 * configured), as inert JSON in every page, read by apps/web/src/lib/config.ts: changing them needs
 * a restart, not a rebuild. The key is public by design (the browser sends it with every functions call).
 */
export function renderShopConfig(config: { storeSlug: string; anonKey: string; mpesa: boolean }): string {
  return `<script type="application/json" id="shop-config">${escapeScript(JSON.stringify(config))}</script>`;
}

/** A screen's first data as inert JSON (never executed), one value per key, read by the web app's `initialDataFor(key)`. */
export function renderData(entries: { key: string; value: unknown }[]): string {
  return `<script type="application/json" id="initial-data">${escapeScript(JSON.stringify(Object.fromEntries(entries.map((e) => [e.key, e.value]))))}</script>`;
}

/**
 * The app's entry and a screen's chunks as inert JSON, for a server-rendered page's after-first-screen script
 * (apps/web/src/after-first-screen.ts), which asks for them once the first screen is painted (decision 077).
 */
export function renderAppCode(code: { entry: string; preload: string[] }): string {
  return `<script type="application/json" id="app-code">${escapeScript(JSON.stringify(code))}</script>`;
}
