import { useEffect } from 'react';
import { STORE_PROFILE } from '@shop/contract/store';

const DEFAULT_DESCRIPTION =
  'Loja online de cuidados capilares e clínica capilar em Maputo: produtos, consultas de diagnóstico e tratamentos.';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/** "Sobre nós · Cabelo & Clínica Maputo"; an empty title gives the store name alone (home). */
export const pageTitle = (title: string | null | undefined) =>
  title && title !== STORE_PROFILE.name ? `${title} · ${STORE_PROFILE.name}` : STORE_PROFILE.name;

/** Sets the document title and meta description while the page is shown. */
export function usePageMeta(title: string | null | undefined, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag().content = description ?? DEFAULT_DESCRIPTION;
  }, [title, description]);
}
