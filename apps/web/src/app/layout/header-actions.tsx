import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { headerIconButton } from '../../components/ui/button.tsx';
import { CartIcon, HeartIcon } from '../../components/ui/icons.tsx';

/** A count over an icon; nothing at zero. */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-plum-700 px-1 text-[11px] font-semibold leading-none text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}



/** The wishlist link; the wishlist feature passes its item count. */
export function WishlistLink({ count }: { count: number }) {
  return (
    <Link to={paths.wishlist()} className={headerIconButton} aria-label={`Lista de desejos: ${count} ${count === 1 ? 'produto' : 'produtos'}`}>
      <HeartIcon />
      <Badge count={count} />
    </Link>
  );
}

/** The cart control while the cart's code loads: a plain link to the cart page, same place, size and icon. */
export function CartLinkFallback() {
  return (
    <Link to={paths.cart()} className={headerIconButton} aria-label="Carrinho">
      <CartIcon width={22} height={22} />
    </Link>
  );
}
