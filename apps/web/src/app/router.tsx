import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { WEB_ROUTE_PATTERNS, type WebRoutePattern } from '@shop/contract/web-routes';
import { RootLayout } from './layout/root-layout.tsx';
import { preloadable } from './preloadable.tsx';
import { preloadQuery, QueryBoundary } from './query-boundary.tsx';

type PageModule = { default: ComponentType };
type Screen = { element: ReactNode; preload: () => Promise<unknown> };

/**
 * A lazily loaded screen. Screens fetch with TanStack Query, so each sits in a QueryBoundary whose
 * code loads in parallel with the screen's. The home page is the exception: it paints without it
 * and its data sections load it after the first paint (decision 020).
 */
function screen(load: () => Promise<PageModule>, options: { queries?: boolean } = {}): Screen {
  const Page = preloadable(load);
  if (options.queries === false) return { element: <Page />, preload: Page.preload };
  return {
    element: (
      <QueryBoundary>
        <Page />
      </QueryBoundary>
    ),
    preload: () => Promise.all([Page.preload(), preloadQuery()]),
  };
}

const home = screen(() => import('../routes/home.tsx'), { queries: false });
const catalogue = screen(() => import('../routes/catalogue.tsx'));
const product = screen(() => import('../routes/product.tsx'));
const cart = screen(() => import('../routes/cart.tsx'));
const checkout = screen(() => import('../routes/checkout.tsx'));
const orderSuccess = screen(() => import('../routes/order-success.tsx'));
const orderFailed = screen(() => import('../routes/order-failed.tsx'));
const orderConfirmed = screen(() => import('../routes/order-confirmed.tsx'));
const orders = screen(() => import('../routes/orders.tsx'));
const orderDetail = screen(() => import('../routes/order-detail.tsx'));
const orderTracking = screen(() => import('../routes/order-tracking.tsx'));
const profile = screen(() => import('../routes/profile.tsx'));
const login = screen(() => import('../routes/login.tsx'));
const wishlist = screen(() => import('../routes/wishlist.tsx'));
const contact = screen(() => import('../routes/contact.tsx'));
const about = screen(() => import('../routes/about.tsx'));
const blog = screen(() => import('../routes/blog.tsx'));
const blogPost = screen(() => import('../routes/blog-post.tsx'));
const services = screen(() => import('../routes/services.tsx'));
const service = screen(() => import('../routes/service.tsx'));
const consultation = screen(() => import('../routes/consultation.tsx'));
const consultationSuccess = screen(() => import('../routes/consultation-success.tsx'));
const microneedling = screen(() => import('../routes/microneedling.tsx'));
const privacy = screen(() => import('../routes/privacy.tsx'));
const terms = screen(() => import('../routes/terms.tsx'));
const notFound = screen(() => import('../routes/not-found.tsx'));
const admin = screen(() => import('../routes/admin.tsx'));

const at = (path: string, s: Screen): RouteObject & { preload: Screen['preload'] } => ({ path, element: s.element, preload: s.preload });

/** The screen of every path in the shared route list (the server answers 404 for any other path). */
const SCREENS: Record<WebRoutePattern, Screen> = {
  '/': home,
  '/products': catalogue,
  '/products/category/:categoryId': catalogue,
  '/products/:category': catalogue,
  '/new-products': catalogue,
  '/new-products/:category': catalogue,
  '/product/:id': product,
  '/new-product/:id': product,
  '/cart': cart,
  '/new-cart': cart,
  '/checkout': checkout,
  '/new-checkout': checkout,
  '/checkout-success': orderSuccess,
  '/new-order-success': orderSuccess,
  '/new-order-failed': orderFailed,
  '/order-failed': orderFailed,
  '/order-confirmed/:id': orderConfirmed,
  '/orders': orders,
  '/new-orders': orders,
  '/orders/:orderId': orderDetail,
  '/order-tracking/:orderId': orderTracking,
  '/new-order-tracking/:orderId': orderTracking,
  '/profile': profile,
  '/login': login,
  '/wishlist': wishlist,
  '/contact': contact,
  '/about': about,
  '/blog': blog,
  '/blog/:id': blogPost,
  '/services': services,
  '/service/:id': service,
  '/consulta-capilar': consultation,
  '/consulta-sucesso': consultationSuccess,
  '/microagulhamento': microneedling,
  '/privacy': privacy,
  '/privacy-policy': privacy,
  '/terms': terms,
  '/admin/*': admin,
};

/**
 * The whole route table, built from WEB_ROUTE_PATTERNS, with the /new-* aliases resolving to the same screens.
 * Declarative routes (not the data router): the data router alone adds some 16 KB gzip to the entry (decision 020).
 */
export const routes: RouteObject[] = [
  at('/admin/*', SCREENS['/admin/*']),
  {
    element: <RootLayout />,
    children: [
      ...WEB_ROUTE_PATTERNS.filter((p) => p !== '/admin/*').map((p) =>
        p === '/' ? ({ index: true, element: home.element, preload: home.preload } as RouteObject & { preload: Screen['preload'] }) : at(p.slice(1), SCREENS[p]),
      ),
      at('*', notFound),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the screen at this path (main.tsx awaits it before the first render). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((m) => (m.route as { preload?: () => Promise<unknown> }).preload?.()));
}
