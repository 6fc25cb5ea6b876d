import { imageAt, imageSrcSet } from '@shop/contract/catalogue-seo';
import { Picture } from './picture.tsx';

const PLACEHOLDER = '/images/placeholder-product.svg';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic box (the aspect ratio the layout reserves, so nothing shifts). */
  width: number;
  height: number;
  /** The image's rendered width in the layout, for the browser's choice among uploaded sizes. */
  sizes: string;
  /** The page's main image (its largest paint): loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * Product and content images. Uploads (`/media/<id>`) come in several WebP widths and get a
 * srcset; other images (the seed's SVG illustrations) are used as they are. Width and height are
 * always set, so the page never jumps when an image arrives; images below the fold load as they near the screen.
 */
export function ProductImage({ src, alt, width, height, sizes, priority = false, className }: ProductImageProps) {
  const url = src || PLACEHOLDER;
  const srcSet = imageSrcSet(url);
  return (
    <Picture
      src={imageAt(url, 640)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      priority={priority}
      onError={(event) => {
        const img = event.currentTarget;
        if (img.dataset.fallback) return;
        img.dataset.fallback = '1';
        img.removeAttribute('srcset');
        img.src = PLACEHOLDER;
      }}
      className={className}
    />
  );
}
