/** The web app's configuration, in one place (set at build time from the same env as the server). */
export const webConfig = {
  storeSlug: __STORE_SLUG__,
  anonKey: __ANON_KEY__,
  apiBase: '/api',
  functionsBase: '/functions/v1',
} as const;
