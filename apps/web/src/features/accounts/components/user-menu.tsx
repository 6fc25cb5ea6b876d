import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogout } from '../api/logout.ts';
import { validateStoredSession } from '../api/user-detail.ts';
import { Avatar } from './avatar.tsx';

/** Header: "Entrar" for guests; for customers a menu with Perfil, Pedidos and Sair (spec 1 §2). */
export function UserMenu() {
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void validateStoredSession();
  }, []);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!user) {
    const here = location.pathname + location.search;
    return (
      <Link to={paths.login()} state={location.pathname === paths.login() ? undefined : { from: here }} className="text-sm">
        Entrar
      </Link>
    );
  }

  const signOut = () => {
    setOpen(false);
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success('Terminaste a sessão.');
        navigate(paths.home());
      },
    });
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm hover:bg-plum-50"
      >
        <Avatar user={user} size={28} />
        <span className="hidden max-w-[8rem] truncate sm:inline">{user.first_name || 'A minha conta'}</span>
        <span className="sr-only">Menu da conta</span>
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-40 mt-2 w-44 overflow-hidden rounded-xl border border-plum-100 bg-white py-1 shadow-lg">
          <Link role="menuitem" to={paths.profile()} onClick={() => setOpen(false)} className="block px-4 py-2 text-sm hover:bg-plum-50">
            Perfil
          </Link>
          <Link role="menuitem" to={paths.orders()} onClick={() => setOpen(false)} className="block px-4 py-2 text-sm hover:bg-plum-50">
            Pedidos
          </Link>
          <button role="menuitem" type="button" onClick={signOut} className="block w-full px-4 py-2 text-left text-sm hover:bg-plum-50">
            Sair
          </button>
        </div>
      )}
    </div>
  );
}
