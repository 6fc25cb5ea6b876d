import type { ReactNode } from 'react';
import type { ProductListItem } from '@shop/contract/catalogue';
import { ProductCard } from './product-card.tsx';

export interface ProductGridProps {
  products: ProductListItem[];
  /** Renders a card's action (e.g. the wishlist heart). */
  action?: (product: ProductListItem) => ReactNode;
  /** How many of the first cards are above the fold and load eagerly. */
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function ProductGrid({ products, action, priorityCount = 0, headingLevel, className = 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4' }: ProductGridProps) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${className}`}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} action={action?.(p)} priority={i < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, className = 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4' }: { count?: number; className?: string }) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${className}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-plum-100 bg-white">
          <div className="aspect-square animate-pulse bg-plum-50" />
          <div className="space-y-2 p-3">
            <div className="h-3 w-1/3 rounded bg-plum-50" />
            <div className="h-4 w-4/5 rounded bg-plum-50" />
            <div className="h-4 w-1/2 rounded bg-plum-50" />
          </div>
        </li>
      ))}
    </ul>
  );
}
