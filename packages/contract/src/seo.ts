import { STORE_PROFILE } from './store.ts';

/**
 * Page head data (title, description, Open Graph, JSON-LD), built by one pure function for the
 * server (which writes it into the HTML for crawlers that run no JavaScript) and for the web app
 * (which keeps it right while the shopper navigates). No zod here: the browser imports this file.
 */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Text content (JSON-LD). */
  text?: string;
}

export interface PageHead {
  title: string;
  description: string;
  tags: HeadTag[];
}

export const pageTitle = (title?: string) => (title ? `${title} | ${STORE_PROFILE.name}` : `${STORE_PROFILE.name} — ${STORE_PROFILE.tagline}`);

export const DEFAULT_DESCRIPTION =
  'Loja online de cuidados capilares e clínica capilar em Maputo: produtos, consultas de diagnóstico e tratamentos.';

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Head for any other page: title, description, canonical link and the basic Open Graph tags. */
export function simpleHead(origin: string, path: string, title: string | undefined, description = DEFAULT_DESCRIPTION): PageHead {
  const url = absoluteUrl(origin, path);
  return {
    title: pageTitle(title),
    description,
    tags: [
      { tag: 'link', attrs: { rel: 'canonical', href: url } },
      { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
      { tag: 'meta', attrs: { property: 'og:site_name', content: STORE_PROFILE.name } },
      { tag: 'meta', attrs: { property: 'og:title', content: title ?? STORE_PROFILE.name } },
      { tag: 'meta', attrs: { property: 'og:description', content: description } },
      { tag: 'meta', attrs: { property: 'og:url', content: url } },
    ],
  };
}
