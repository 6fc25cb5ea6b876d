import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { formatWireMoney } from '@shop/contract/money';
import { paths } from '../../../lib/paths.ts';
import { useCart } from '../api/cart-query.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { cartDrawer, useCartDrawerOpen } from './cart-drawer-store.ts';
import { CheckoutButton } from './checkout-button.tsx';

/** The side drawer: lines with − and + (− at 1 removes), remove, the total, checkout and the cart page. */
export function CartDrawer() {
  const open = useCartDrawerOpen();
  const { cart, isLoading, error, refetch } = useCart();
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && cartDrawer.close();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      returnFocus.current?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const lines = cart?.product_list ?? [];
  // Portalled to <body>: the sticky header's backdrop blur would otherwise become the drawer's frame.
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-ink/40" onClick={cartDrawer.close} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Carrinho"
        tabIndex={-1}
        className="absolute right-0 top-0 flex h-full w-[min(26rem,100vw)] flex-col bg-white shadow-xl outline-none"
      >
        <div className="flex items-center justify-between border-b border-plum-100 px-4 py-3">
          <h2 className="text-lg font-semibold text-plum-700">Carrinho</h2>
          <button type="button" onClick={cartDrawer.close} aria-label="Fechar carrinho" className="rounded-full p-2 text-2xl leading-none hover:bg-plum-50">
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4">
          {isLoading ? (
            <p className="py-8 text-center text-ink/70">A carregar o carrinho...</p>
          ) : error ? (
            <div role="alert" className="py-8 text-center">
              <p>Não foi possível carregar o carrinho.</p>
              <button type="button" onClick={refetch} className="mt-2 text-plum-700 underline">
                Tentar Novamente
              </button>
            </div>
          ) : lines.length === 0 ? (
            <div className="py-12 text-center">
              <p className="font-medium">O seu carrinho está vazio</p>
              <Link to={paths.products()} onClick={cartDrawer.close} className="mt-3 inline-block text-plum-700 underline">
                Ver produtos
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-plum-100">
              {lines.map((line) => (
                <CartLineItem key={`${line.product_id}:${line.variant_id}`} line={line} compact onNavigate={cartDrawer.close} />
              ))}
            </ul>
          )}
        </div>
        {cart && lines.length > 0 && (
          <div className="space-y-3 border-t border-plum-100 p-4">
            <div className="flex justify-between text-base font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{formatWireMoney(cart.final_price)}</span>
            </div>
            <CheckoutButton disabled={!cart.can_checkout} onNavigate={cartDrawer.close} />
            <Link to={paths.cart()} onClick={cartDrawer.close} className="block text-center text-sm text-plum-700 underline">
              Ver carrinho
            </Link>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
