import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { STORE_PROFILE, whatsappLink } from '@shop/contract/store';
import { paths } from '../../lib/paths.ts';
import { useUser } from '../../lib/session.ts';
import { CloseIcon, PhoneIcon, WhatsappIcon } from '../../components/ui/icons.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { useSignOut } from '../../features/accounts/api/sign-out.ts';

const link = 'block rounded-lg px-3 py-2.5 text-base text-ink hover:bg-plum-50 hover:text-plum-700';
const activeLink = 'block rounded-lg bg-plum-50 px-3 py-2.5 text-base font-semibold text-plum-700';

/**
 * The mobile menu's panel (mobile-menu.tsx), loaded on the first tap of its button: a modal <dialog>
 * gives focus containment, Escape and an inert page behind it; closing gives focus back to the button.
 */
export default function MobileMenuPanel({ open, close, returnFocus }: { open: boolean; close: () => void; returnFocus: () => void }) {
  const user = useUser();
  const signOut = useSignOut();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      id="menu-movel"
      aria-label="Menu"
      className="m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none overflow-y-auto border-0 bg-cream p-0 text-ink shadow-xl backdrop:bg-plum-900/45 motion-safe:animate-slide-in-left"
      onClose={() => {
        close();
        returnFocus();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop beside the panel.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="flex min-h-full flex-col px-4 pb-6 pt-3">
        <div className="flex items-center justify-between">
          <span className="text-base font-semibold text-plum-700">{STORE_PROFILE.name}</span>
          <button
            type="button"
            onClick={close}
            aria-label="Fechar menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-plum-50"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menu móvel" className="mt-4 flex flex-col gap-0.5">
          {MAIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === '/'}
              onClick={close}
              className={({ isActive }) => (isActive ? activeLink : link)}
            >
              {item.label}
            </NavLink>
          ))}
          <NavLink to={paths.consultation()} onClick={close} className={({ isActive }) => (isActive ? activeLink : link)}>
            Marcar consulta capilar
          </NavLink>
          <NavLink to={paths.wishlist()} onClick={close} className={({ isActive }) => (isActive ? activeLink : link)}>
            Favoritos
          </NavLink>
          <NavLink to={paths.cart()} onClick={close} className={({ isActive }) => (isActive ? activeLink : link)}>
            Carrinho
          </NavLink>
        </nav>
        <div className="mt-4 border-t border-plum-100 pt-4">
          {user ? (
            <>
              <p className="px-3 pb-1 text-sm text-ink/70">Olá, {user.first_name}</p>
              <Link to={paths.profile()} onClick={close} className={link}>
                Perfil
              </Link>
              <Link to={paths.orders()} onClick={close} className={link}>
                Pedidos
              </Link>
              <Link to={paths.points()} onClick={close} className={link}>
                Pontos
              </Link>
              <button
                type="button"
                className={`${link} w-full text-left`}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                Sair
              </button>
            </>
          ) : (
            <Link to={paths.login()} onClick={close} className={link}>
              Entrar ou criar conta
            </Link>
          )}
        </div>
        <div className="mt-auto space-y-2 pt-6 text-sm text-ink/75">
          <a href={`tel:${STORE_PROFILE.phones[0]!.replace(/\s/g, '')}`} className="flex items-center gap-2 px-3 py-1">
            <PhoneIcon width={18} height={18} /> {STORE_PROFILE.phones[0]}
          </a>
          <a
            href={whatsappLink('Olá! Gostaria de mais informações.')}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 px-3 py-1"
          >
            <WhatsappIcon width={18} height={18} /> WhatsApp
          </a>
        </div>
      </div>
    </dialog>
  );
}
