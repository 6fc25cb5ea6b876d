import { lazy, Suspense, type ReactNode } from 'react';

const QueryProvider = lazy(() => import('./query-provider.tsx'));

/**
 * Gives its children TanStack Query. The library is not in the entry bundle (decision 020): it
 * loads with the first screen or island that fetches, in parallel with that screen's own code,
 * and every boundary shares one cache.
 */
export function QueryBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
