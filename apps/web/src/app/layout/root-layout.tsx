import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../components/ui/toaster.tsx';
import { ConsentGate } from './consent-gate.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Fills the screen while a screen's code loads: the footer stays below the fold and nothing jumps when the screen arrives. */
function ScreenLoading() {
  return <div className="min-h-screen" aria-busy="true" />;
}

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
      <Footer />
      <Toaster />
      <ConsentGate />
    </div>
  );
}
