import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { QueryBoundary } from './query-boundary.tsx';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded screen. Screens fetch with TanStack Query, so each sits in a QueryBoundary whose
 * code loads in parallel with the screen's. The home page is the exception: it paints without it
 * and its data sections load it after the first paint (decision 020).
 */
function screen(load: () => Promise<PageModule>, options: { queries?: boolean } = {}) {
  const Page = lazy(load);
  return options.queries === false ? <Page /> : (
    <QueryBoundary>
      <Page />
    </QueryBoundary>
  );
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

/**
 * The whole route table, with the /new-* aliases resolving to the same screens. Declarative
 * routes (not the data router): the data router alone adds some 16 KB gzip to the entry (decision 020).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={admin} />
      <Route element={<RootLayout />}>
        <Route index element={home} />
        <Route path="products" element={catalogue} />
        <Route path="products/category/:categoryId" element={catalogue} />
        <Route path="products/:category" element={catalogue} />
        <Route path="new-products" element={catalogue} />
        <Route path="new-products/:category" element={catalogue} />
        <Route path="product/:id" element={product} />
        <Route path="new-product/:id" element={product} />
        <Route path="cart" element={cart} />
        <Route path="new-cart" element={cart} />
        <Route path="checkout" element={checkout} />
        <Route path="new-checkout" element={checkout} />
        <Route path="checkout-success" element={orderSuccess} />
        <Route path="new-order-success" element={orderSuccess} />
        <Route path="new-order-failed" element={orderFailed} />
        <Route path="order-failed" element={orderFailed} />
        <Route path="order-confirmed/:id" element={orderConfirmed} />
        <Route path="orders" element={orders} />
        <Route path="new-orders" element={orders} />
        <Route path="orders/:orderId" element={orderDetail} />
        <Route path="order-tracking/:orderId" element={orderTracking} />
        <Route path="new-order-tracking/:orderId" element={orderTracking} />
        <Route path="profile" element={profile} />
        <Route path="login" element={login} />
        <Route path="wishlist" element={wishlist} />
        <Route path="contact" element={contact} />
        <Route path="about" element={about} />
        <Route path="blog" element={blog} />
        <Route path="blog/:id" element={blogPost} />
        <Route path="services" element={services} />
        <Route path="service/:id" element={service} />
        <Route path="consulta-capilar" element={consultation} />
        <Route path="consulta-sucesso" element={consultationSuccess} />
        <Route path="microagulhamento" element={microneedling} />
        <Route path="privacy" element={privacy} />
        <Route path="privacy-policy" element={privacy} />
        <Route path="terms" element={terms} />
        <Route path="*" element={notFound} />
      </Route>
    </Routes>
  );
}
