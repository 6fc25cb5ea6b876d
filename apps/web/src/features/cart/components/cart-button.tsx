import { headerIconButton } from '../../../components/ui/button.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
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
        className={headerIconButton}
        aria-label={count > 0 ? `Carrinho, ${count} ${count === 1 ? 'artigo' : 'artigos'}` : 'Carrinho'}
        aria-haspopup="dialog"
      >
        <CartIcon width={22} height={22} />
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
