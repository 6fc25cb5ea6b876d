import type { FastifyRequest } from 'fastify';

/** Fields of shop answers that hold an image address. */
const IMAGE_KEYS = new Set(['image', 'cover_image_url', 'image_url', 'image_path_full_url']);

/**
 * Where this shop is reached: PUBLIC_URL, or (when unset, in development) the address the request
 * came to, so a page served from another port or host still loads its images from where it is.
 */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/**
 * Rewrites root-relative image paths (`/images/…`) in an answer to absolute URLs, in place. The
 * spec's clients prefix their host to any path that does not start with http, which turns a
 * root-relative path into `{host}//images/…`; an absolute URL is used as it is.
 */
export function absoluteImageUrls(value: unknown, origin: string, depth = 0): void {
  if (depth > 8 || !value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) absoluteImageUrls(item, origin, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    if (typeof v === 'string') {
      if (IMAGE_KEYS.has(key) && v.startsWith('/') && !v.startsWith('//')) record[key] = origin + v;
    } else if (v && typeof v === 'object') absoluteImageUrls(v, origin, depth + 1);
  }
}

/**
 * One spelling for every path before routing, so every decision made on the path (the flood
 * guard's allow-list, the API kind, the routes) sees the path the router matches: percent-encoded
 * unreserved characters decoded (RFC 3986 §2.3: `/%61pi/` is `/api/`), runs of slashes collapsed
 * (`{host}//images/…`, which the spec's clients build). The query string is left as it came.
 */
export function normalizeRequestPath(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const normalized = path
    .replace(/%([0-9A-Fa-f]{2})/g, (match, hex: string) => {
      const c = String.fromCharCode(parseInt(hex, 16));
      return /[A-Za-z0-9\-._~]/.test(c) ? c : match.toUpperCase();
    })
    .replace(/\/{2,}/g, '/');
  return q === -1 ? normalized : normalized + url.slice(q);
}

/** `"image":"/x` in JSON text: a key of IMAGE_KEYS holding a root-relative path (never `//`). */
const IMAGE_PATH_IN_JSON = new RegExp(`"(${[...IMAGE_KEYS].join('|')})":"/(?!/)`, 'g');

/**
 * The answer as JSON with root-relative image paths made absolute, as `absoluteImageUrls` does,
 * without touching the value: for answers kept in memory and shared between requests. Rewritten
 * in the JSON text, not through a replacer called for every key: quotes inside a JSON string are
 * always escaped, so `"image":"` can only be a key and the start of its value.
 */
export function jsonWithAbsoluteImageUrls(value: unknown, origin: string): string {
  return JSON.stringify(value).replace(IMAGE_PATH_IN_JSON, (_, key: string) => `"${key}":"${origin}/`);
}
