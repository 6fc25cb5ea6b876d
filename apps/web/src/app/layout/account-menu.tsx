import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useUser } from '../../lib/session.ts';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons.tsx';
import { validateStoredSession } from '../../features/accounts/api/stored-session.ts';
import { useSignOut } from '../../features/accounts/api/sign-out.ts';

const item = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-plum-50 hover:text-plum-700';

/** Signed in: a disclosure with Perfil, Pedidos, Pontos and Sair. Signed out: a link to /login. */
export function AccountMenu() {
  const user = useUser();
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  // Open for the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A stale or revoked token is found once per page load and dropped quietly.
  useEffect(() => {
    void validateStoredSession();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!user) {
    return (
      <Link
        to={paths.login()}
        state={pathname === paths.login() ? undefined : { from: pathname + search }}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink/80 hover:bg-plum-50 hover:text-plum-700"
      >
        <UserIcon width={20} height={20} />
        Entrar
      </Link>
    );
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenOn(null);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink/80 hover:bg-plum-50 hover:text-plum-700"
      >
        <UserIcon width={20} height={20} />
        <span className="max-w-32 truncate">{user.first_name || 'A minha conta'}</span>
        <ChevronDownIcon width={16} height={16} />
        <span className="sr-only">: menu da conta</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-48 rounded-xl border border-plum-100 bg-white p-1.5 shadow-lg"
      >
        <p className="truncate px-3 pb-1.5 pt-1 text-xs text-ink/70">{user.email}</p>
        <Link to={paths.profile()} className={item} onClick={() => setOpenOn(null)}>
          Perfil
        </Link>
        <Link to={paths.orders()} className={item} onClick={() => setOpenOn(null)}>
          Pedidos
        </Link>
        <Link to={paths.points()} className={item} onClick={() => setOpenOn(null)}>
          Pontos
        </Link>
        <button type="button" className={item} onClick={() => void signOut()}>
          Sair
        </button>
      </div>
    </div>
  );
}
