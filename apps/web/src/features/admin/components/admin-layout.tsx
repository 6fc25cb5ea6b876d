import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { Staff } from '@shop/contract/admin';
import { STORE_PROFILE } from '@shop/contract/store';
import { paths } from '../../../lib/paths.ts';
import type { BackOfficeCounters } from '@shop/contract/admin-ops';
import { useCounters } from '../api/counters.ts';
import { useSignOut } from '../api/sign-out.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { ROLE_LABEL } from '../lib/format.ts';
import { GlobalSearchButton, GlobalSearchDialog, useGlobalSearchShortcut } from './global-search.tsx';
import { NavIcon, type IconName } from './nav-icon.tsx';
import { ShortcutsHelp, useShortcuts } from './shortcuts.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  ownerOnly?: boolean;
  end?: boolean;
  /** the work waiting there, and how a screen reader says it */
  counter?: { key: keyof BackOfficeCounters; describe: (n: number) => string };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const NAV: NavItem[] = [
  { to: adminPaths.dashboard(), label: 'Painel', icon: 'dashboard', end: true },
  {
    to: adminPaths.payments(),
    label: 'Pagamentos',
    icon: 'payments',
    counter: { key: 'payments_waiting', describe: (n) => plural(n, 'pagamento em espera', 'pagamentos em espera') },
  },
  {
    to: adminPaths.orders(),
    label: 'Encomendas',
    icon: 'orders',
    counter: { key: 'returns_waiting', describe: (n) => plural(n, 'devolução por decidir', 'devoluções por decidir') },
  },
  {
    to: adminPaths.appointments(),
    label: 'Marcações',
    icon: 'appointments',
    counter: { key: 'today_appointments', describe: (n) => plural(n, 'marcação hoje', 'marcações hoje') },
  },
  { to: adminPaths.clients(), label: 'Clientes', icon: 'clients' },
  { to: adminPaths.products(), label: 'Catálogo', icon: 'catalogue' },
  { to: adminPaths.coupons(), label: 'Cupões', icon: 'coupons' },
  { to: adminPaths.content(), label: 'Conteúdo', icon: 'content' },
  {
    to: adminPaths.messages(),
    label: 'Mensagens',
    icon: 'messages',
    counter: { key: 'unread_messages', describe: (n) => plural(n, 'mensagem por ler', 'mensagens por ler') },
  },
  { to: adminPaths.subscribers(), label: 'Subscritores', icon: 'subscribers' },
  { to: adminPaths.reports(), label: 'Relatórios', icon: 'reports', ownerOnly: true },
  { to: adminPaths.team(), label: 'Equipa', icon: 'team', ownerOnly: true },
];

const COLLAPSED_KEY = 'cm.admin.nav-collapsed';

/** The back office frame: a side navigation (a drawer on a phone, collapsible on a desk) and the page. */
export function AdminLayout({ staff, children }: { staff: Staff; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => {
    setOpen(false);
    setSearching(true);
  }, []);
  useGlobalSearchShortcut(openSearch);
  const [help, setHelp] = useState(false);
  useShortcuts([
    { keys: ['?'], run: () => setHelp(true) },
    {
      keys: ['/'],
      // The list's own search box; a page without one has the search across everything.
      run: () => {
        const box = document.querySelector<HTMLInputElement>('#admin-conteudo [role="search"] input');
        if (box) box.focus();
        else openSearch();
      },
    },
  ]);
  const signOut = useSignOut();
  const counters = useCounters().data;
  const waiting = counters ? Object.values(counters).reduce((a, b) => a + b, 0) : 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {}
      return !c;
    });
  };

  const items = NAV.filter((item) => !item.ownerOnly || staff.role === 'owner');
  const narrow = collapsed && !open;

  return (
    <div className="min-h-screen bg-plum-50/60 text-ink lg:flex">
      <a
        href="#admin-conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Saltar para o conteúdo
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-plum-100 bg-white px-4 lg:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls="admin-nav"
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-plum-700"
        >
          <NavIcon name="menu" />
          <span className="text-sm font-medium">Menu</span>
          {waiting > 0 && <span aria-hidden="true" className="h-2 w-2 rounded-full bg-gold" />}
        </button>
        <span className="text-sm font-semibold text-plum-900">Gestão</span>
        <GlobalSearchButton onOpen={openSearch} />
      </header>

      {open && <div className="fixed inset-0 z-30 bg-ink/40 lg:hidden" onClick={() => setOpen(false)} aria-hidden="true" />}

      <aside
        id="admin-nav"
        className={`${open ? 'fixed inset-y-0 left-0 z-40 flex w-72' : 'hidden'} flex-col border-r border-plum-100 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen ${narrow ? 'lg:w-16' : 'lg:w-60'}`}
      >
        <div className="flex h-14 items-center justify-between gap-2 border-b border-plum-100 px-3">
          {!narrow && <span className="truncate text-sm font-semibold text-plum-900">{STORE_PROFILE.name}</span>}
          <button type="button" onClick={() => setOpen(false)} className="rounded-md p-1 text-plum-700 lg:hidden" aria-label="Fechar menu">
            <NavIcon name="close" />
          </button>
          <button
            type="button"
            onClick={toggleCollapsed}
            className="hidden rounded-md p-1 text-plum-700 hover:bg-plum-50 lg:inline-flex"
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            aria-pressed={collapsed}
          >
            <NavIcon name={collapsed ? 'expand' : 'collapse'} />
          </button>
        </div>
        <div className={`hidden border-b border-plum-100 p-2 lg:block`}>
          <GlobalSearchButton onOpen={openSearch} compact={narrow} />
        </div>
        <nav aria-label="Gestão" className="flex-1 overflow-y-auto p-2">
          <ul className="space-y-1">
            {items.map((item) => {
              const count = item.counter && counters ? counters[item.counter.key] : 0;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    title={narrow ? item.label : undefined}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-plum-700 font-medium text-white' : 'text-ink/80 hover:bg-plum-50 hover:text-plum-900'}`
                    }
                  >
                    <NavIcon name={item.icon} className="h-5 w-5 shrink-0" />
                    <span className={narrow ? 'sr-only' : ''}>{item.label}</span>
                    {count > 0 && (
                      <span
                        data-counter={item.counter!.key}
                        className={`${narrow ? 'absolute ml-6 -mt-5' : 'ml-auto'} min-w-5 rounded-full bg-gold px-1.5 text-center text-xs font-semibold leading-5 text-white tabular-nums`}
                      >
                        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                        <span className="sr-only">, {item.counter!.describe(count)}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={`border-t border-plum-100 p-3 text-sm ${narrow ? 'hidden' : ''}`}>
          <p className="truncate font-medium text-plum-900">{staff.name}</p>
          <p className="truncate text-xs text-ink/60">
            {ROLE_LABEL[staff.role]} · {staff.email}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-3 gap-y-1">
            <Link to={adminPaths.account()} onClick={() => setOpen(false)} className="text-plum-700 underline-offset-2 hover:underline">
              A minha conta
            </Link>
            <a href={paths.home()} target="_blank" rel="noreferrer" className="text-plum-700 underline-offset-2 hover:underline">
              Ver a loja
            </a>
            <button type="button" onClick={() => setHelp(true)} aria-keyshortcuts="?" className="hidden text-plum-700 underline-offset-2 hover:underline lg:inline">
              Atalhos
            </button>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              className="text-plum-700 underline-offset-2 hover:underline"
              disabled={signOut.isPending}
            >
              Terminar sessão
            </button>
          </div>
        </div>
      </aside>

      <main id="admin-conteudo" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        {children}
      </main>
      <GlobalSearchDialog open={searching} onClose={() => setSearching(false)} />
      <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
