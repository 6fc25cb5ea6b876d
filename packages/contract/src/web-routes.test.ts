import { describe, expect, it } from 'vitest';
import { isWebRoute, matchesRoute, screenOf, WEB_ROUTE_PATTERNS, WEB_ROUTE_SCREENS } from './web-routes.ts';

describe('web routes', () => {
  it('knows the app screens, their parameters, aliases and the back office', () => {
    for (const path of ['/', '/products', '/products/', '/products/champos', '/products/category/3', '/product/12', '/new-order-tracking/9', '/admin', '/admin/encomendas/4', '/terms'])
      expect(isWebRoute(path), path).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of ['/nao-existe', '/product', '/product/1/extra', '/products/category/3/x', '/blog/1/2', '/wp-login.php', '/profile/x'])
      expect(isWebRoute(path), path).toBe(false);
  });

  it('matches one segment per parameter and any rest for *', () => {
    expect(matchesRoute('/blog/:id', '/blog/abc')).toBe(true);
    expect(matchesRoute('/blog/:id', '/blog')).toBe(false);
    expect(matchesRoute('/admin/*', '/admin/a/b/c')).toBe(true);
  });

  it('names the screen of a path, an alias its original\'s, and the 404 page for anything else', () => {
    expect(screenOf('/consulta-capilar')).toBe('consultation');
    expect(screenOf('/products/category/3')).toBe('catalogue');
    expect(screenOf('/new-order-tracking/9')).toBe('order-tracking');
    expect(screenOf('/admin/encomendas/4')).toBe('admin');
    expect(screenOf('/wp-login.php')).toBe('not-found');
  });

  it('gives every pattern a screen, and two patterns that match one path the same screen', () => {
    expect(Object.keys(WEB_ROUTE_SCREENS).sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
    const example = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, '7').replace('*', 'x');
    for (const pattern of WEB_ROUTE_PATTERNS) {
      const path = example(pattern);
      const screens = new Set(WEB_ROUTE_PATTERNS.filter((p) => matchesRoute(p, path)).map((p) => WEB_ROUTE_SCREENS[p]));
      expect([...screens], path).toEqual([WEB_ROUTE_SCREENS[pattern]]);
    }
  });
});
