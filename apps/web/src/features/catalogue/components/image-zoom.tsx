import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductImage as ProductImageData } from '@shop/contract/catalogue';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton, Dialog } from '../../../components/ui/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon, ZoomOutIcon } from '../../../components/ui/icons.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';

const ZOOM = 2.5;
const SWIPE_PX = 48;

/**
 * A product's images full screen: swipe or the arrows (buttons or keys) move between them; a tap on
 * the image or "Aumentar" enlarges it 2.5× and a finger pans it; the phone's own pinch works too.
 */
export function ImageZoom({
  images,
  name,
  start,
  onClose,
  onMove,
}: {
  images: ProductImageData[];
  name: string;
  start: number;
  onClose: () => void;
  onMove?: (index: number) => void;
}) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const image = images[index]!;

  const go = (step: number) => {
    const next = (index + step + count) % count;
    setZoomed(false);
    setIndex(next);
    onMove?.(next);
  };

  // Enlarged, the view opens on the middle of the image rather than its top-left corner.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
  }, [zoomed, index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = zoomed || !event.isPrimary ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog open onClose={onClose} variant="fullscreen" label={`Imagens de ${name}`} className="flex h-full flex-col">
      {/* Arrow keys from any control inside move between images. */}
      <div className="flex h-full flex-col" onKeyDown={onKeyDown}>
        <div className="flex items-center justify-between gap-2 border-b border-plum-100 px-3 py-2">
          <p aria-live="polite" className="text-sm text-ink/70">
            Imagem {index + 1} de {count}
          </p>
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="icon" aria-pressed={zoomed} aria-label="Aumentar" onClick={() => setZoomed((z) => !z)}>
              {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
            </Button>
            <CloseButton label="Fechar" onClick={onClose} />
          </div>
        </div>
        <div
          ref={frame}
          data-testid="zoom-frame"
          className={`relative min-h-0 flex-1 bg-plum-50 ${zoomed ? 'overflow-auto' : 'overflow-hidden'} [touch-action:pan-x_pan-y_pinch-zoom]`}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          <div
            className={zoomed ? 'cursor-zoom-out' : 'flex h-full items-center justify-center cursor-zoom-in'}
            style={zoomed ? { width: `${ZOOM * 100}%`, height: `${ZOOM * 100}%` } : undefined}
            onClick={() => setZoomed((z) => !z)}
          >
            <ProductImage
              src={image.image_url}
              alt={image.alt || `${name}, imagem ${index + 1} de ${count}`}
              width={720}
              height={720}
              sizes={zoomed ? `${ZOOM * 100}vw` : '100vw'}
              priority
              className="h-full w-full object-contain"
            />
          </div>
        </div>
        {count > 1 && (
          <div className="flex items-center justify-between gap-2 border-t border-plum-100 px-3 py-2">
            <Button variant="secondary" onClick={() => go(-1)} aria-label="Imagem anterior">
              <ChevronLeftIcon /> Anterior
            </Button>
            <Button variant="secondary" onClick={() => go(1)} aria-label="Imagem seguinte">
              Seguinte <ChevronRightIcon />
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
