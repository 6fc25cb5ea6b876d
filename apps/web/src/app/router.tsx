import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { SCREENS_WITHOUT_QUERIES, WEB_ROUTE_PATTERNS, WEB_ROUTE_SCREENS, type WebRoutePattern, type WebScreen } from '@shop/contract/web-routes';
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

/** Every route file, loaded on demand: each is its own chunk, named as the file. */
const ROUTE_FILES = import.meta.glob<PageModule>(['../routes/*.tsx', '!../routes/*.test.tsx', '!../routes/*-slot.tsx']);
const screens = new Map<WebScreen, Screen>();

/** The screen drawn by `routes/<name>.tsx`, made once and shared by the paths that show it. */
function screenNamed(name: WebScreen): Screen {
  let made = screens.get(name);
  if (!made) {
    const load = ROUTE_FILES[`../routes/${name}.tsx`];
    if (!load) throw new Error(`routes/${name}.tsx is missing`);
    made = screen(load, { queries: !SCREENS_WITHOUT_QUERIES.includes(name) });
    screens.set(name, made);
  }
  return made;
}

const at = (path: string, s: Screen): RouteObject & { preload: Screen['preload'] } => ({ path, element: s.element, preload: s.preload });
const screenAt = (pattern: WebRoutePattern) => screenNamed(WEB_ROUTE_SCREENS[pattern]);
const home = screenAt('/');

/**
 * The whole route table, built from WEB_ROUTE_PATTERNS, with the /new-* aliases resolving to the same screens.
 * Declarative routes (not the data router): the data router alone adds some 16 KB gzip to the entry (decision 020).
 */
export const routes: RouteObject[] = [
  at('/admin/*', screenAt('/admin/*')),
  {
    element: <RootLayout />,
    children: [
      ...WEB_ROUTE_PATTERNS.filter((p) => p !== '/admin/*').map((p) =>
        p === '/' ? ({ index: true, element: home.element, preload: home.preload } as RouteObject & { preload: Screen['preload'] }) : at(p.slice(1), screenAt(p)),
      ),
      at('*', screenNamed('not-found')),
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
