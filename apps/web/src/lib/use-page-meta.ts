import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, pageTitle, simpleHead, type HeadTag, type PageHead } from '@shop/contract/seo';

const DEFAULT_TITLE = pageTitle();

/** The page's origin, for absolute URLs in its head; empty while the server renders (it writes the head itself). */
export const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

function setDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

function createTag(tag: HeadTag): HTMLElement {
  const el = document.createElement(tag.tag);
  for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
  el.setAttribute('data-page-meta', '');
  if (tag.text !== undefined) el.textContent = tag.text;
  return el;
}

/**
 * Sets the document's title, description and extra head tags (canonical, Open Graph, JSON-LD)
 * while a screen is shown. The tags the server wrote into the first page carry data-page-meta too
 * and are replaced. `null` leaves the head alone (e.g. while the data loads).
 */
export function usePageHead(head: PageHead | null) {
  const key = head ? JSON.stringify(head) : '';
  useEffect(() => {
    if (!key) return;
    const h = JSON.parse(key) as PageHead;
    document.title = h.title;
    setDescription(h.description);
    for (const el of document.head.querySelectorAll('[data-page-meta]')) el.remove();
    const added = h.tags.map(createTag);
    document.head.append(...added);
    return () => {
      for (const el of added) el.remove();
      document.title = DEFAULT_TITLE;
      setDescription(DEFAULT_DESCRIPTION);
    };
  }, [key]);
}

/** A plain page's title (without the shop's name, which is appended) and description. */
export function usePageMeta(title: string | undefined, description?: string, options: { noindex?: boolean } = {}) {
  const { pathname } = useLocation();
  const head = simpleHead(pageOrigin(), pathname, title, description);
  if (options.noindex) head.tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  usePageHead(head);
}
