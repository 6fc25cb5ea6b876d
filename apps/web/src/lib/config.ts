/**
 * The store's slug and anonymous key as the server runs with them: it writes them into every page
 * (`<script type="application/json" id="shop-config">`), so an operator changes them with a restart,
 * not a rebuild (decision 085). The build's values (Vite's define) serve the development server.
 */
export function readShopConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): { storeSlug?: string; anonKey?: string; mpesa?: boolean } {
  const text = doc?.getElementById('shop-config')?.textContent;
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return {
      ...(typeof parsed.storeSlug === 'string' && parsed.storeSlug ? { storeSlug: parsed.storeSlug } : {}),
      ...(typeof parsed.anonKey === 'string' && parsed.anonKey ? { anonKey: parsed.anonKey } : {}),
      ...(typeof parsed.mpesa === 'boolean' ? { mpesa: parsed.mpesa } : {}),
    };
  } catch {
    return {};
  }
}

const served = readShopConfig();

/** The web app's configuration, in one place. */
export const webConfig = {
  storeSlug: served.storeSlug ?? __STORE_SLUG__,
  anonKey: served.anonKey ?? __ANON_KEY__,
  /** "Pagar com M-Pesa" is offered (decision 160); the development server runs the local fake. */
  mpesa: served.mpesa ?? import.meta.env.DEV,
  apiBase: '/api',
  functionsBase: '/functions/v1',
} as const;
