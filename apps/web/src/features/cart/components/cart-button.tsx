import { useCartCount } from '../api/cart-query.ts';
import { useGuestCartMerge } from '../api/merge-guest-cart.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { cartDrawer } from './cart-drawer-store.ts';

/**
 * The header's cart: a button with the quantity badge that opens the drawer. It also hands a
 * guest cart to the account at sign-in (it is on every page, so the moment is never missed).
 */
export function CartButton() {
  useGuestCartMerge();
  const count = useCartCount();
  return (
    <>
      <button
        type="button"
        onClick={cartDrawer.open}
        className="relative inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm hover:bg-plum-50"
        aria-label={count > 0 ? `Carrinho, ${count} ${count === 1 ? 'artigo' : 'artigos'}` : 'Carrinho'}
        aria-haspopup="dialog"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="10" cy="20" r="1.3" />
          <circle cx="17" cy="20" r="1.3" />
        </svg>
        {count > 0 && (
          <span data-testid="cart-badge" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-gold px-1 text-center text-xs font-semibold leading-5 text-ink">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <CartDrawer />
    </>
  );
}
