import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { Header } from './header.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Holds the page's height while a screen's code loads, so the footer does not jump up and back. */
function ScreenLoading() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Saltar para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className="flex-1">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
