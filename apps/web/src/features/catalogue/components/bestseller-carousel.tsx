import { useRef, type ReactNode } from 'react';
import type { ProductListItem } from '@shop/contract/catalogue';
import { useBestsellers } from '../api/get-bestsellers.ts';
import { HOME_BESTSELLERS } from '../lib/home-data.ts';
import { ProductCard } from './product-card.tsx';

/** Spec: each arrow click moves the row by 300 px. */
export const CAROUSEL_STEP_PX = 300;

/**
 * Bestsellers in a row that scrolls sideways: swipe on touch, the arrows move 300 px, the keyboard
 * reaches every card. Rendered inside a QueryBoundary by the home page: with the server's HTML when it
 * carries a guest's bestsellers, otherwise after the first paint.
 */
export default function BestsellerCarousel({ action }: { action?: (p: ProductListItem) => ReactNode }) {
  const { data, isPending, isError } = useBestsellers(HOME_BESTSELLERS);
  const row = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: reduce ? 'auto' : 'smooth' });
  };
  if (isError) return <p className="text-ink/70">Não foi possível carregar os mais vendidos.</p>;
  const products = data?.data ?? [];
  return (
    <div className="relative">
      <div className="absolute -top-14 right-0 hidden gap-2 sm:flex">
        <button type="button" onClick={() => scroll(-1)} aria-label="Anteriores" className="grid h-10 w-10 place-items-center rounded-full border border-plum-200 bg-white text-plum-700 hover:bg-plum-50">
          ‹
        </button>
        <button type="button" onClick={() => scroll(1)} aria-label="Seguintes" className="grid h-10 w-10 place-items-center rounded-full border border-plum-200 bg-white text-plum-700 hover:bg-plum-50">
          ›
        </button>
      </div>
      {/* The row's padding is its snap padding too, so where it starts is already a snap position: a row that
          snapped (smoothly) into place while the page loads is a scroll, and the browser stops looking for the
          page's largest paint at the first scroll (home reported none: Lighthouse's NO_LCP). The arrows scroll smoothly themselves. */}
      <ul
        ref={row}
        aria-label="Mais vendidos"
        aria-busy={isPending}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
      >
        {isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="w-[15.5rem] shrink-0 snap-start overflow-hidden rounded-2xl border border-plum-100 bg-white">
                <div className="aspect-square animate-pulse bg-plum-50" />
                <div className="h-36" />
              </li>
            ))
          : products.map((p) => (
              <li key={p.id} className="w-[15.5rem] shrink-0 snap-start">
                <ProductCard product={p} action={action?.(p)} />
              </li>
            ))}
      </ul>
    </div>
  );
}
