import type { ProductDetail } from './catalogue.ts';
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

/** Widths the back office stores for an uploaded image (served at `/media/<id>/<width>.webp`). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
const MEDIA_URL = /^\/media\/[A-Za-z0-9_-]+$/;

export const isMediaUrl = (url: string) => MEDIA_URL.test(url);

/** The file to fetch for an image URL at a given width: uploads have sizes, other images are used as they are. */
export function imageAt(url: string, width: (typeof MEDIA_WIDTHS)[number]): string {
  return isMediaUrl(url) ? `${url}/${width}.webp` : url;
}

/** `srcset` for an image URL: every stored width of an upload; nothing for other images. */
export function imageSrcSet(url: string): string | undefined {
  return isMediaUrl(url) ? MEDIA_WIDTHS.map((w) => `${url}/${w}.webp ${w}w`).join(', ') : undefined;
}

/** `sizes` of the product page's main image (the preload the server writes must match it). */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1024px) 36rem, (min-width: 640px) 80vw, 100vw';

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Title, description, canonical link, Open Graph and schema.org Product data for a product page. */
export function productHead(detail: ProductDetail, origin: string): PageHead {
  const p = detail.product_info;
  const url = absoluteUrl(origin, `/product/${p.id}`);
  const images = (detail.product_image.length ? detail.product_image.map((i) => i.image_url) : [p.cover_image_url]).map((u) => absoluteUrl(origin, imageAt(u, 1280)));
  const description = p.summary || `${p.name} — ${p.category_name}.`;
  const options = detail.variant.flatMap((g) => g.variant_list_data);
  const availability = (inStock: boolean) => `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    options.length > 1
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: 'MZN',
          lowPrice: p.final_price,
          highPrice: p.max_final_price,
          offerCount: options.length,
          availability: availability(p.in_stock),
          url,
          offers: options.map((o) => ({ '@type': 'Offer', name: o.name, sku: o.sku, price: o.final_price, priceCurrency: 'MZN', availability: availability(o.in_stock), url })),
        }
      : { '@type': 'Offer', price: p.final_price, priceCurrency: 'MZN', availability: availability(p.in_stock), url, ...(options[0] ? { sku: options[0].sku } : {}) };
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description,
    image: images,
    sku: options[0]?.sku ?? p.slug,
    category: [p.category_name, p.sub_category_name].filter(Boolean).join(' > '),
    brand: { '@type': 'Brand', name: STORE_PROFILE.name },
    offers,
    ...(p.rating_count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.average_rating, reviewCount: p.rating_count, bestRating: 5, worstRating: 1 } } : {}),
  };
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  return {
    title: pageTitle(p.name),
    description,
    tags: [
      { tag: 'link', attrs: { rel: 'canonical', href: url } },
      meta('property', 'og:type', 'product'),
      meta('property', 'og:site_name', STORE_PROFILE.name),
      meta('property', 'og:locale', 'pt_PT'),
      meta('property', 'og:title', p.name),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', images[0]!),
      meta('property', 'og:image:alt', p.name),
      meta('property', 'product:price:amount', p.final_price),
      meta('property', 'product:price:currency', 'MZN'),
      meta('property', 'product:availability', p.in_stock ? 'in stock' : 'out of stock'),
      meta('name', 'twitter:card', 'summary_large_image'),
      { tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(jsonLd) },
    ],
  };
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
