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

/**
 * The screen that draws each path: the route file `apps/web/src/routes/<screen>.tsx`. The router
 * loads it, and the server lists its code with a page, so the browser asks for it beside the app's
 * instead of after the app has run (decision 177).
 */
export const WEB_ROUTE_SCREENS = {
  '/': 'home',
  '/products': 'catalogue',
  '/products/category/:categoryId': 'catalogue',
  '/products/:category': 'catalogue',
  '/new-products': 'catalogue',
  '/new-products/:category': 'catalogue',
  '/product/:id': 'product',
  '/new-product/:id': 'product',
  '/cart': 'cart',
  '/new-cart': 'cart',
  '/checkout': 'checkout',
  '/new-checkout': 'checkout',
  '/checkout-success': 'order-success',
  '/new-order-success': 'order-success',
  '/new-order-failed': 'order-failed',
  '/order-failed': 'order-failed',
  '/order-confirmed/:id': 'order-confirmed',
  '/orders': 'orders',
  '/new-orders': 'orders',
  '/orders/:orderId': 'order-detail',
  '/order-tracking/:orderId': 'order-tracking',
  '/new-order-tracking/:orderId': 'order-tracking',
  '/profile': 'profile',
  '/login': 'login',
  '/wishlist': 'wishlist',
  '/contact': 'contact',
  '/about': 'about',
  '/blog': 'blog',
  '/blog/:id': 'blog-post',
  '/services': 'services',
  '/service/:id': 'service',
  '/consulta-capilar': 'consultation',
  '/consulta-sucesso': 'consultation-success',
  '/microagulhamento': 'microneedling',
  '/privacy': 'privacy',
  '/privacy-policy': 'privacy',
  '/terms': 'terms',
  '/admin/*': 'admin',
} as const satisfies Record<WebRoutePattern, string>;

export type WebScreen = (typeof WEB_ROUTE_SCREENS)[WebRoutePattern] | 'not-found';

/** Screens that paint without TanStack Query; every other one sits in a QueryBoundary (decision 020). */
export const SCREENS_WITHOUT_QUERIES: readonly WebScreen[] = ['home'];

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

/** The screen that draws this path (patterns that match one path draw the same screen), or the 404 page's. */
export function screenOf(pathname: string): WebScreen {
  const pattern = WEB_ROUTE_PATTERNS.find((p) => matchesRoute(p, pathname));
  return pattern ? WEB_ROUTE_SCREENS[pattern] : 'not-found';
}
