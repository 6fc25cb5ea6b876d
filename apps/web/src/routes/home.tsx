import { lazy, memo, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import type { ProductListItem } from '@shop/contract/catalogue';
import { wireToCents } from '@shop/contract/money';
import { paths } from '../lib/paths.ts';
import { preloadable } from '../app/preloadable.tsx';
import { preloadQuery, QueryBoundary } from '../app/query-boundary.tsx';
import { HeroCarousel } from '../components/home/hero-carousel.tsx';
import { ConsultationCallToAction, ExploreBlocks, Gallery, Testimonials } from '../components/home/home-sections.tsx';
import { bestsellersDataKey, HOME_BESTSELLERS } from '../features/catalogue/lib/home-data.ts';
import { LatestPostsPlaceholder, LatestPostsSection } from '../features/content/components/latest-posts-section.tsx';
import { initialDataFor } from '../lib/initial-data.ts';
import { useAfterPaint } from '../lib/use-after-paint.ts';
import { useNearScreen } from '../lib/use-near-screen.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';

// Sections that fetch load their code (and TanStack Query) after the first paint (decision 020), or,
// for the bestsellers the server rendered with the page, while the page is taken over (decision 071);
// the latest posts, far down the page, once they near the screen (decision 175).
const BestsellerCarousel = preloadable(() => import('../features/catalogue/components/bestseller-carousel.tsx'));
const LatestPosts = lazy(() => import('../features/content/components/latest-posts.tsx').then((m) => ({ default: m.LatestPosts })));
const WishlistButton = preloadable(async () => ({ default: (await import('../features/wishlist/components/wishlist-button.tsx')).WishlistButton }));

/** The code the server loads before rendering the home page, so its bestsellers come whole in the HTML (entry-server.tsx). */
export const preloadFirstScreen = () => Promise.all([BestsellerCarousel.preload(), WishlistButton.preload(), preloadQuery()]);

const heart = (p: ProductListItem) => (
  <Suspense fallback={<span className="block h-11 w-11" />}>
    <WishlistButton product={{ id: p.id, name: p.name, price: wireToCents(p.final_price), image: p.cover_image_url }} />
  </Suspense>
);

/** Holds the carousel's height until it arrives, so nothing below it moves. */
function CarouselPlaceholder() {
  return <div className="h-[24.5rem] rounded-2xl bg-plum-50/60" aria-hidden="true" />;
}

/**
 * The bestsellers. Memoised: the page's re-render after its first paint (the latest posts) must not reach
 * the section while its code is still loading, or React would drop the server's HTML and draw it again,
 * asking for its images a second time.
 */
const Bestsellers = memo(function Bestsellers({ show }: { show: boolean }) {
  return show ? (
    <QueryBoundary fallback={<CarouselPlaceholder />}>
      <Suspense fallback={<CarouselPlaceholder />}>
        <BestsellerCarousel action={heart} />
      </Suspense>
    </QueryBoundary>
  ) : (
    <CarouselPlaceholder />
  );
});

const LATEST_POSTS = 3;

/** The latest posts: their section is drawn after the first paint, their code and data asked for as it nears the screen. */
function LatestPostsWhenNear() {
  const [place, near] = useNearScreen<HTMLDivElement>();
  const loading = <LatestPostsPlaceholder count={LATEST_POSTS} busy />;
  return (
    <div ref={place}>
      <LatestPostsSection>
        {near ? (
          <QueryBoundary fallback={loading}>
            <Suspense fallback={loading}>
              <LatestPosts limit={LATEST_POSTS} pending={loading} />
            </Suspense>
          </QueryBoundary>
        ) : (
          <LatestPostsPlaceholder count={LATEST_POSTS} busy={false} />
        )}
      </LatestPostsSection>
    </div>
  );
}

export default function HomePage() {
  usePageMeta(undefined);
  const painted = useAfterPaint();
  // A guest's bestsellers come with the page's HTML (the server rendered them): shown from the first render.
  const bestsellers = painted || initialDataFor(bestsellersDataKey(HOME_BESTSELLERS)) !== undefined;
  // The bestsellers' code is asked for as soon as the page is live, beside the query library their boundary loads, not after it.
  useEffect(() => void preloadFirstScreen(), []);
  return (
    <div className="space-y-16 pb-8">
      <HeroCarousel />
      <ExploreBlocks />
      <section aria-labelledby="mais-vendidos" className="mx-auto max-w-7xl px-4">
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 id="mais-vendidos" className="text-2xl font-semibold text-plum-900">
            Mais vendidos
          </h2>
          <Link to={`${paths.products()}?ordem=bestsellers`} className="text-sm font-medium text-plum-700 hover:underline sm:mr-28">
            Ver todos
          </Link>
        </div>
        <Bestsellers show={bestsellers} />
      </section>
      {/* Below the fold: the browser skips their layout and paint until they come near the screen. */}
      <div className="space-y-16 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]">
        <Testimonials />
        <Gallery />
        <ConsultationCallToAction />
      </div>
      {painted && <LatestPostsWhenNear />}
    </div>
  );
}
