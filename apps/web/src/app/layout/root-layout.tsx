import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster.tsx';
import { ConsentGate } from './consent-gate.tsx';
import { preloadable } from '../preloadable.tsx';
import { Header, preloadHeader } from './header.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

/**
 * A new screen starts at the top. The page the browser opened keeps its place: a shopper may have scrolled
 * the server's page before the app took it over, and the browser restores the place of a page reloaded.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Fills the screen while a screen's code loads: the footer stays below the fold and nothing jumps when the screen arrives. */
function ScreenLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

// The footer (links, contacts, the newsletter form) is taken over after the screen, with the query library: not in the entry.
const Footer = preloadable(async () => ({ default: (await import('./footer.tsx')).Footer }));

/** The layout's parts that load after the page is live (the header's cart and account menu, the footer): the server loads them before rendering. */
export const preloadLayout = () => Promise.all([preloadHeader(), Footer.preload()]);

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className="flex-1" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster />
      <ConsentGate />
    </div>
  );
}
