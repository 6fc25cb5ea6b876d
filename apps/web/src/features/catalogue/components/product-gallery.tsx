import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ProductImage as ProductImageData } from '@shop/contract/catalogue';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@shop/contract/catalogue-seo';
import { ZoomInIcon } from '../../../components/ui/icons.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';

// Opened on demand: its code loads when a shopper asks to enlarge.
const ImageZoom = lazy(() => import('./image-zoom.tsx').then((m) => ({ default: m.ImageZoom })));

/**
 * The product's images: a row that swipes on touch (scroll snapping) with thumbnails below, and
 * "Ampliar" (or a tap on the image) for the full-screen view with zoom. The first image is the
 * page's largest paint and loads first; the others load lazily.
 */
export function ProductGallery({ images, name }: { images: ProductImageData[]; name: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);

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
    el?.scrollTo({
      left: index * el.clientWidth,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  const altOf = (img: ProductImageData, i: number) => img.alt.trim() || (i === 0 ? name : `${name}, imagem ${i + 1} de ${images.length}`);

  return (
    <div aria-roledescription="galeria" aria-label={`Imagens de ${name}`}>
      <div className="relative">
        <ul
          ref={track}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl bg-plum-50 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          tabIndex={images.length > 1 ? 0 : undefined}
          aria-label={images.length > 1 ? 'Deslize para ver mais imagens' : undefined}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') show(Math.min(images.length - 1, active + 1));
            if (e.key === 'ArrowLeft') show(Math.max(0, active - 1));
          }}
          onClick={() => images.length > 0 && setZoomOpen(true)}
        >
          {images.map((img, i) => (
            <li key={`${img.id}-${i}`} className="w-full shrink-0 snap-center" aria-hidden={i !== active ? true : undefined}>
              <ProductImage
                src={img.image_url}
                alt={altOf(img, i)}
                width={720}
                height={720}
                sizes={PRODUCT_MAIN_IMAGE_SIZES}
                priority={i === 0}
                className="aspect-square w-full object-contain"
              />
            </li>
          ))}
        </ul>
        {images.length > 0 && (
          <button
            type="button"
            onClick={() => setZoomOpen(true)}
            aria-label={images.length > 1 ? `Ampliar a imagem ${active + 1} de ${images.length}` : 'Ampliar a imagem'}
            className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-plum-700 shadow hover:bg-white"
          >
            <ZoomInIcon />
          </button>
        )}
      </div>
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
                <ProductImage
                  src={img.image_url}
                  alt=""
                  width={72}
                  height={72}
                  sizes="72px"
                  className="h-16 w-16 object-contain sm:h-18 sm:w-18"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomOpen && (
        <Suspense fallback={null}>
          <ImageZoom images={images} name={name} start={active} onClose={() => setZoomOpen(false)} onMove={show} />
        </Suspense>
      )}
    </div>
  );
}
