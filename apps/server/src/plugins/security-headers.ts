import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The one Content-Security-Policy of the site (decision 081). No inline script anywhere: data the
 * server writes into a page is an inert `<script type="application/json">` (lib/html-head.ts), and
 * JSON-LD is a data block too. A later need extends these lists here, nowhere else.
 */
export const STOREFRONT_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // blob: for previews of a photo the shopper is about to upload; data: for tiny inline placeholders.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The back office: the same, plus its own proof previews (a PDF fetched with the staff token, shown from a blob: URL). */
export const BACK_OFFICE_CSP: Directives = { ...STOREFRONT_CSP, 'frame-src': ['blob:'] };

/** Browser features the shop never uses, switched off for every page and anything it might embed. */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb', 'browsing-topics']
  .map((feature) => `${feature}=()`)
  .join(', ');

export const serializeCsp = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const isBackOfficePage = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/**
 * The headers helmet sets for these options, computed once: helmet's middleware rebuilt per request
 * (as @fastify/helmet does) re-parsed the CSP on every answer, a cost the cached catalogue answers
 * (decision 113) cannot afford. Every directive here is static, so the result is the same each time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** Names as Fastify keeps them (it lower-cases each name it is given, a new string per header and request otherwise). */
const lowerCaseNames = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Where the three APIs answer (JSON, never a page). */
export const API_PREFIXES = ['/api/', '/functions/', '/admin-api/'] as const;
export const isApiAnswer = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * What an API's answer needs (decision 176, OWASP's REST guidance): it is data, never a page, so
 * nothing in it may run, load or be framed, it is never sniffed as something else, and another site's
 * page may not read it. The headers only a document uses (opener isolation, referrer, permissions,
 * DNS prefetch and the old browsers' ones) stay on pages.
 */
export const API_CSP: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * Security headers for every answer (helmet's). Pages: the CSP above, HSTS when the public address
 * is https, cross-origin isolation of windows and resources, no framing, no sniffing. API answers:
 * the subset above. Routes that serve files set their own stricter CSP (`default-src 'none';
 * sandbox`), which wins. Returns what the app's one every-request hook calls (decision 176), with
 * every header computed once.
 */
export function securityHeadersFor(publicUrl: string): (request: FastifyRequest, reply: FastifyReply) => void {
  const { page, backOffice, apiAnswer } = securityHeaderSets(publicUrl);
  return (request, reply) => {
    if (isApiAnswer(request.url)) return void reply.headers(apiAnswer);
    reply.headers(page);
    if (isBackOfficePage(request.url)) reply.headers(backOffice);
  };
}

/** The three sets of security headers above, as header names (lower case) and values. */
export function securityHeaderSets(publicUrl: string): { page: Record<string, string>; backOffice: Record<string, string>; apiAnswer: Record<string, string> } {
  const https = new URL(publicUrl).protocol === 'https:';
  const strictTransportSecurity = https ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const page = lowerCaseNames({
    ...helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: STOREFRONT_CSP },
      strictTransportSecurity,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    }),
    'Permissions-Policy': PERMISSIONS_POLICY,
  });
  const backOffice = lowerCaseNames({ 'Content-Security-Policy': serializeCsp(BACK_OFFICE_CSP), 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' });
  const apiAnswer = lowerCaseNames(
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
      strictTransportSecurity,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  return { page, backOffice, apiAnswer };
}
