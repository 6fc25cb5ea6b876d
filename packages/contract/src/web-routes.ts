/**
 * Every path the web app answers, in one list: the router builds its table from it and the server
 * answers any other path with HTTP 404 (and the app's 404 page). `:name` is one path segment,
 * a final `*` any rest. Pure data, so the browser may import it.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/products',
  '/products/category/:categoryId',
  '/products/:category',
  '/new-products',
  '/new-products/:category',
  '/product/:id',
  '/new-product/:id',
  '/cart',
  '/new-cart',
  '/checkout',
  '/new-checkout',
  '/checkout-success',
  '/new-order-success',
  '/new-order-failed',
  '/order-failed',
  '/order-confirmed/:id',
  '/orders',
  '/new-orders',
  '/orders/:orderId',
  '/order-tracking/:orderId',
  '/new-order-tracking/:orderId',
  '/profile',
  '/login',
  '/wishlist',
  '/contact',
  '/about',
  '/blog',
  '/blog/:id',
  '/services',
  '/service/:id',
  '/consulta-capilar',
  '/consulta-sucesso',
  '/microagulhamento',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/admin/*',
] as const;

export type WebRoutePattern = (typeof WEB_ROUTE_PATTERNS)[number];

const segments = (path: string) => path.split('/').filter(Boolean);

/** True when the pattern matches the path (a trailing slash is ignored, as the router does). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') return true;
    const seg = got[i];
    if (seg === undefined) return false;
    if (!part.startsWith(':') && part !== seg) return false;
  }
  return got.length === want.length;
}

/** True when the web app has a screen for this path (other than its 404 page). */
export const isWebRoute = (pathname: string) => WEB_ROUTE_PATTERNS.some((p) => matchesRoute(p, pathname));
