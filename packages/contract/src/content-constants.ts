/** Plain values of the content domain, importable by the web app without zod (decision 004). */
export const BLOG_PAGE_SIZE = 12;

/** Where the catalogue PDF is served (generated on request from the same rows as /services). */
export const SERVICES_CATALOGUE_PDF_PATH = '/services/catalogo.pdf';

/** What the blog list shows, read from its address (`?q=`, `?categoria=`, `?pagina=`) by the page and by the server alike. */
export interface BlogListFilters {
  search: string;
  category: string;
  page: number;
}

export function blogListFilters(params: { get(name: string): string | null }): BlogListFilters {
  return { search: params.get('q') ?? '', category: params.get('categoria') ?? '', page: Math.max(1, Number(params.get('pagina')) || 1) };
}

/** The blog list's featured post shows on its unfiltered first page only. */
export const blogListShowsFeatured = (f: BlogListFilters) => !f.search && !f.category && f.page === 1;

/**
 * Keys under which the server writes a content page's first data into its HTML (decision 071), read
 * by the page's queries with `initialDataFor(key)`.
 */
export const contentDataKeys = {
  posts: (f: BlogListFilters, limit: number) => `blog-posts:${JSON.stringify([f.search, f.category, f.page, limit])}`,
  categories: () => 'blog-categories',
  featured: (limit: number) => `blog-featured:${limit}`,
  post: (idOrSlug: string) => `blog-post:${idOrSlug}`,
  services: () => 'services',
  service: (idOrSlug: string) => `service:${idOrSlug}`,
};
