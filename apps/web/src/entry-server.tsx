import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { isWebRoute, type WebRoutePattern } from '@shop/contract/web-routes';
import { RequestQueryClient } from './app/query-provider.tsx';
import { preloadQuery } from './app/query-boundary.tsx';
import { preloadLayout } from './app/layout/root-layout.tsx';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import { renderingWith, type InitialDataEntry } from './lib/initial-data.ts';

/**
 * The storefront's pages the server renders to HTML (decision 071): the same for every visitor,
 * so the HTML can be cached. Pages that depend on who is signed in (cart, checkout, account,
 * orders) and the back office are still rendered in the browser only. The booking and contact pages
 * come with their forms inert until the browser has taken them over (decision 078).
 */
export const SERVER_RENDERED: readonly WebRoutePattern[] = [
  '/',
  '/products',
  '/products/category/:categoryId',
  '/products/:category',
  '/new-products',
  '/new-products/:category',
  '/product/:id',
  '/new-product/:id',
  '/blog',
  '/blog/:id',
  '/services',
  '/service/:id',
  '/consulta-capilar',
  '/microagulhamento',
  '/contact',
  '/about',
  '/privacy',
  '/privacy-policy',
  '/terms',
];

/** True for a page this module renders: a server-rendered route, or a path the app has no screen for (its 404 page). */
export function rendersOnServer(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname)) || !isWebRoute(pathname);
}

/** Parts of a first screen that load their code after the screen's own: loaded before the render, so they come whole in the HTML. */
const SECTIONS: Partial<Record<string, () => Promise<unknown>>> = {
  '/': () => import('./routes/home.tsx').then((m) => m.preloadFirstScreen()),
};

/**
 * The first screen of a page as HTML, with the data the server writes into the page beside it (so
 * the browser's hydration renders the same). Null for pages rendered in the browser only.
 */
export async function render(url: string, data: InitialDataEntry[] = []): Promise<string | null> {
  const pathname = url.split('?')[0] ?? '/';
  if (!rendersOnServer(pathname)) return null;
  // Code first: a part that had to load while rendering would be sent as its placeholder (the header's cart needs Query).
  await Promise.all([preloadScreen(pathname), preloadQuery(), preloadLayout(), SECTIONS[pathname]?.()]);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  try {
    return renderingWith(data, () =>
      renderToString(
        <StrictMode>
          <RequestQueryClient value={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </RequestQueryClient>
        </StrictMode>,
      ),
    );
  } finally {
    client.clear();
  }
}
