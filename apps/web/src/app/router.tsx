import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';

/**
 * Declarative routing (decision 011): every screen is a lazily loaded route module; the router
 * itself stays out of the data-router code, which saves about 16 KB gzip on every first visit.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return { element: <Page /> };
};

const home = page(() => import('../routes/home.tsx'));
const catalogue = page(() => import('../routes/catalogue.tsx'));
const product = page(() => import('../routes/product.tsx'));
const cart = page(() => import('../routes/cart.tsx'));
const checkout = page(() => import('../routes/checkout.tsx'));
const orderSuccess = page(() => import('../routes/order-success.tsx'));
const orderFailed = page(() => import('../routes/order-failed.tsx'));
const orderConfirmed = page(() => import('../routes/order-confirmed.tsx'));
const orders = page(() => import('../routes/orders.tsx'));
const orderDetail = page(() => import('../routes/order-detail.tsx'));
const orderTracking = page(() => import('../routes/order-tracking.tsx'));
const profile = page(() => import('../routes/profile.tsx'));
const login = page(() => import('../routes/login.tsx'));
const wishlist = page(() => import('../routes/wishlist.tsx'));
const contact = page(() => import('../routes/contact.tsx'));
const about = page(() => import('../routes/about.tsx'));
const blog = page(() => import('../routes/blog.tsx'));
const blogPost = page(() => import('../routes/blog-post.tsx'));
const services = page(() => import('../routes/services.tsx'));
const service = page(() => import('../routes/service.tsx'));
const consultation = page(() => import('../routes/consultation.tsx'));
const consultationSuccess = page(() => import('../routes/consultation-success.tsx'));
const microneedling = page(() => import('../routes/microneedling.tsx'));
const privacy = page(() => import('../routes/privacy.tsx'));
const terms = page(() => import('../routes/terms.tsx'));
const notFound = page(() => import('../routes/not-found.tsx'));

/** The whole route table, with the /new-* aliases resolving to the same screens. */
export const routes: RouteObject[] = [
  { path: '/admin/*', ...page(() => import('../routes/admin.tsx')) },
  {
    element: <RootLayout />,
    children: [
      { index: true, ...home },
      { path: 'products', ...catalogue },
      { path: 'products/category/:categoryId', ...catalogue },
      { path: 'products/:category', ...catalogue },
      { path: 'new-products', ...catalogue },
      { path: 'new-products/:category', ...catalogue },
      { path: 'product/:id', ...product },
      { path: 'new-product/:id', ...product },
      { path: 'cart', ...cart },
      { path: 'new-cart', ...cart },
      { path: 'checkout', ...checkout },
      { path: 'new-checkout', ...checkout },
      { path: 'checkout-success', ...orderSuccess },
      { path: 'new-order-success', ...orderSuccess },
      { path: 'new-order-failed', ...orderFailed },
      { path: 'order-failed', ...orderFailed },
      { path: 'order-confirmed/:id', ...orderConfirmed },
      { path: 'orders', ...orders },
      { path: 'new-orders', ...orders },
      { path: 'orders/:orderId', ...orderDetail },
      { path: 'order-tracking/:orderId', ...orderTracking },
      { path: 'new-order-tracking/:orderId', ...orderTracking },
      { path: 'profile', ...profile },
      { path: 'login', ...login },
      { path: 'wishlist', ...wishlist },
      { path: 'contact', ...contact },
      { path: 'about', ...about },
      { path: 'blog', ...blog },
      { path: 'blog/:id', ...blogPost },
      { path: 'services', ...services },
      { path: 'service/:id', ...service },
      { path: 'consulta-capilar', ...consultation },
      { path: 'consulta-sucesso', ...consultationSuccess },
      { path: 'microagulhamento', ...microneedling },
      { path: 'privacy', ...privacy },
      { path: 'privacy-policy', ...privacy },
      { path: 'terms', ...terms },
      { path: '*', ...notFound },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
