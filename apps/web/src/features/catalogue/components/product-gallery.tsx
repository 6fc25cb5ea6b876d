import { useEffect, useRef, useState } from 'react';
import type { ProductImage as ProductImageData } from '@shop/contract/catalogue';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@shop/contract/catalogue-seo';
import { ProductImage } from '../../../components/ui/product-image.tsx';

/**
 * The product's images: a row that swipes on touch (scroll snapping) with thumbnails below. The
 * first image is the page's largest paint and loads first; the others load lazily.
 */
export function ProductGallery({ images, name }: { images: ProductImageData[]; name: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => {
      const index = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
      setActive(Math.max(0, Math.min(images.length - 1, index)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [images.length]);

  const show = (index: number) => {
    const el = track.current;
    setActive(index);
    el?.scrollTo({ left: index * el.clientWidth, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <div aria-roledescription="galeria" aria-label={`Imagens de ${name}`}>
      <ul
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-plum-50 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        tabIndex={images.length > 1 ? 0 : undefined}
        aria-label={images.length > 1 ? 'Deslize para ver mais imagens' : undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') show(Math.min(images.length - 1, active + 1));
          if (e.key === 'ArrowLeft') show(Math.max(0, active - 1));
        }}
      >
        {images.map((img, i) => (
          <li key={`${img.id}-${i}`} className="w-full shrink-0 snap-center" aria-hidden={i !== active ? true : undefined}>
            <ProductImage
              src={img.image_url}
              alt={i === 0 ? name : `${name} — imagem ${i + 1} de ${images.length}`}
              width={720}
              height={720}
              sizes={PRODUCT_MAIN_IMAGE_SIZES}
              priority={i === 0}
              className="aspect-square w-full object-contain"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label="Miniaturas">
          {images.map((img, i) => (
            <li key={`${img.id}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`Ver imagem ${i + 1} de ${images.length}`}
                aria-current={i === active ? 'true' : undefined}
                className={`block overflow-hidden rounded-xl border-2 bg-plum-50 ${i === active ? 'border-plum-700' : 'border-transparent hover:border-plum-200'}`}
              >
                <ProductImage src={img.image_url} alt="" width={72} height={72} sizes="72px" className="h-16 w-16 object-contain sm:h-18 sm:w-18" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
