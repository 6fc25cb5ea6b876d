import { Suspense, type ReactNode } from 'react';
import { preloadable } from './preloadable.tsx';

const QueryProvider = preloadable(() => import('./query-provider.tsx'));
export const preloadQuery = QueryProvider.preload;

/**
 * Gives its children TanStack Query. The library is not in the entry bundle (decision 020): it
 * loads with the first screen or island that fetches, in parallel with that screen's own code,
 * and every boundary shares one cache. Without a `fallback`, the nearest Suspense above waits for
 * it (for screens: the layout's full-height placeholder, so the footer never jumps).
 */
export function QueryBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const provided = <QueryProvider>{children}</QueryProvider>;
  return fallback === undefined ? provided : <Suspense fallback={fallback}>{provided}</Suspense>;
}
