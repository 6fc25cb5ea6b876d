import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../../lib/paths.ts';
import { preloadable } from '../preloadable.tsx';
import { QueryBoundary } from '../query-boundary.tsx';
import { useWishlistCount } from '../../features/wishlist/stores/wishlist-store.ts';
import { CartLinkFallback, WishlistLink } from './header-actions.tsx';
import { SearchButton } from './search-button.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MAIN_NAV } from './nav-links.ts';

// The cart's button and drawer come with the query library they need, after the page is live, and so does the
// account menu (shown from a tablet's width on): neither is in the entry (decision 020).
const CartButton = preloadable(async () => ({ default: (await import('../../features/cart/components/cart-button.tsx')).CartButton }));
const AccountMenu = preloadable(async () => ({ default: (await import('./account-menu.tsx')).AccountMenu }));
export const preloadHeader = () => Promise.all([CartButton.preload(), AccountMenu.preload()]);

/**
 * The header composes the features: the catalogue's search overlay, the wishlist count, the cart
 * button and drawer (loaded with the query library, which is not in the entry bundle) and the
 * account menu.
 */
export function Header() {
  const wishlistCount = useWishlistCount();
  return (
    <header className="sticky top-0 z-30 border-b border-plum-100 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 md:gap-4">
        <MobileMenu />
        <Link to={paths.home()} className="flex min-w-0 items-center gap-2 text-plum-700" aria-label={`${STORE_PROFILE.name}: início`}>
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
            <circle cx="16" cy="16" r="16" fill="#5b2a4e" />
            <path
              d="M10 22c0-7 3-12 8-12 2.5 0 4 1.2 4 1.2M14 22c0-5 2-8.5 5-8.5"
              stroke="#c89b5a"
              strokeWidth="2.2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          <span className="text-sm font-semibold leading-tight sm:text-base">
            Cabelo &amp; Clínica <span className="block sm:inline">Maputo</span>
          </span>
        </Link>
        <nav aria-label="Principal" className="ml-4 hidden flex-1 gap-1 md:flex lg:gap-3">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                `rounded-full px-3 py-2 text-sm ${isActive ? 'font-semibold text-plum-700' : 'text-ink/80 hover:text-plum-700'}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <SearchButton />
          <WishlistLink count={wishlistCount} />
          <QueryBoundary fallback={<CartLinkFallback />}>
            <CartButton />
          </QueryBoundary>
          {/* As wide as a signed-in name: the menu fills in after the page is live without moving the icons beside it. */}
          <div className="hidden w-52 justify-end md:flex">
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          </div>
        </div>
      </div>
    </header>
  );
}
