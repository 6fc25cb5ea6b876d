import { describe, expect, it } from 'vitest';
import { isWebRoute, matchesRoute } from './web-routes.ts';

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
});
