import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';
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

/**
 * The whole route table, with the /new-* aliases resolving to the same screens. Declarative
 * routes (not the data router): the data router alone adds some 16 KB gzip to the entry (decision 020).
 */
export const routes: RouteObject[] = [
  at('/admin/*', admin),
  {
    element: <RootLayout />,
    children: [
      { index: true, element: home.element, preload: home.preload } as RouteObject & { preload: Screen['preload'] },
      at('products', catalogue),
      at('products/category/:categoryId', catalogue),
      at('products/:category', catalogue),
      at('new-products', catalogue),
      at('new-products/:category', catalogue),
      at('product/:id', product),
      at('new-product/:id', product),
      at('cart', cart),
      at('new-cart', cart),
      at('checkout', checkout),
      at('new-checkout', checkout),
      at('checkout-success', orderSuccess),
      at('new-order-success', orderSuccess),
      at('new-order-failed', orderFailed),
      at('order-failed', orderFailed),
      at('order-confirmed/:id', orderConfirmed),
      at('orders', orders),
      at('new-orders', orders),
      at('orders/:orderId', orderDetail),
      at('order-tracking/:orderId', orderTracking),
      at('new-order-tracking/:orderId', orderTracking),
      at('profile', profile),
      at('login', login),
      at('wishlist', wishlist),
      at('contact', contact),
      at('about', about),
      at('blog', blog),
      at('blog/:id', blogPost),
      at('services', services),
      at('service/:id', service),
      at('consulta-capilar', consultation),
      at('consulta-sucesso', consultationSuccess),
      at('microagulhamento', microneedling),
      at('privacy', privacy),
      at('privacy-policy', privacy),
      at('terms', terms),
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
