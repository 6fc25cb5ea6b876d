import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductListItem } from '@shop/contract/catalogue';
import { CARD_IMAGE_SIZES } from '@shop/contract/catalogue-seo';
import { paths } from '../../../lib/paths.ts';
import { Price } from '../../../components/ui/price.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Stars } from './stars.tsx';

export interface ProductCardProps {
  product: ProductListItem;
  /** e.g. the wishlist heart (composed by the screen). */
  action?: ReactNode;
  /** The first cards of a page are its largest paint: load them first. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** The spec's card: cover image, category, name, stars, final price; a trending badge and a sold-out state. */
export function ProductCard({ product: p, action, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const soldOut = !p.in_stock;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-plum-100 bg-white transition-shadow hover:shadow-md">
      <div className="relative bg-plum-50">
        <ProductImage
          src={p.cover_image_url}
          alt=""
          width={400}
          height={400}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className={`aspect-square w-full object-contain p-2 ${soldOut ? 'opacity-60 grayscale' : ''}`}
        />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {soldOut && <span className="rounded-full bg-ink/85 px-2 py-0.5 text-xs font-medium text-white">Esgotado</span>}
          {p.trending === 1 && <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-medium text-ink">Tendência</span>}
          {p.sale_price !== null && !soldOut && <span className="rounded-full bg-plum-700 px-2 py-0.5 text-xs font-medium text-white">Promoção</span>}
        </div>
        {action && <div className="absolute right-2 top-2 z-10">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="text-xs uppercase tracking-wide text-ink/70">{p.category_name}</p>
        <Heading className="text-sm font-medium leading-snug">
          {/* The whole card is the link's target area. */}
          <Link to={paths.product(p.id)} className="after:absolute after:inset-0 hover:text-plum-700 focus-visible:outline-none group-focus-within:text-plum-700">
            {p.name}
          </Link>
        </Heading>
        <Stars rating={p.average_rating} count={p.rating_count} />
        <div className="mt-auto pt-1">
          <Price price={p.price} finalPrice={p.final_price} from={p.final_price !== p.max_final_price} />
          {soldOut && <p className="text-xs text-ink/70">Sem stock de momento</p>}
        </div>
      </div>
    </article>
  );
}
