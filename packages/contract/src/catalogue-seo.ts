import type { ProductDetail } from './catalogue.ts';
import { absoluteUrl, pageTitle, type HeadTag, type PageHead } from './seo.ts';
import { STORE_PROFILE } from './store.ts';

// Product pages' head (Open Graph, Product JSON-LD) and product image URLs; zod-free for the web app.

/** Widths the back office stores for an uploaded image (served at `/media/<id>/<width>.webp`). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
const MEDIA_URL = /^\/media\/[A-Za-z0-9_-]+$/;

const isMediaUrl = (url: string) => MEDIA_URL.test(url);

/** The file to fetch for an image URL at a given width: uploads have sizes, other images are used as they are. */
export function imageAt(url: string, width: (typeof MEDIA_WIDTHS)[number]): string {
  return isMediaUrl(url) ? `${url}/${width}.webp` : url;
}

/** `srcset` for an image URL: every stored width of an upload; nothing for other images. */
export function imageSrcSet(url: string): string | undefined {
  return isMediaUrl(url) ? MEDIA_WIDTHS.map((w) => `${url}/${w}.webp ${w}w`).join(', ') : undefined;
}

/** `sizes` of a product card's image in the catalogue grid. */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 18rem, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw';

/** `sizes` of the product page's main image (the preload the server writes must match it). */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1024px) 36rem, (min-width: 640px) 80vw, 100vw';

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
