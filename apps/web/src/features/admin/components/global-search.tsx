import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '@shop/contract/phone';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shop/contract/bookings-offer';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatShortDate, maputoClock } from '../../../lib/maputo-date.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGlobalSearch } from '../api/global-search.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { formatWire } from '../lib/format.ts';
import { controlClass } from '../../../components/ui/field.tsx';
import { LIST_SEARCH_DEBOUNCE_MS } from './list-search.tsx';
import { orderStatusBadge } from './orders-page.tsx';

/** Ctrl+K (⌘K on a Mac) opens the one search box from anywhere in the back office. */
export function useGlobalSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** The button that opens it (in the phone's top bar and the desk's side menu). */
export function GlobalSearchButton({ onOpen, compact }: { onOpen: () => void; compact?: boolean }) {
  return (
    <button type="button" onClick={onOpen} aria-keyshortcuts="Control+K Meta+K" className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-plum-700 hover:bg-plum-50">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true" className="h-5 w-5"><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
      <span className={compact ? 'sr-only' : ''}>Procurar</span>
      {!compact && <kbd className="ml-auto hidden rounded border border-plum-200 px-1 text-xs text-ink/70 lg:inline">Ctrl K</kbd>}
    </button>
  );
}

function Group({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  if (empty) return null;
  return (
    <section aria-label={title} className="mt-3">
      <h3 className="px-1 text-xs font-semibold uppercase text-ink/70">{title}</h3>
      <ul className="mt-1 divide-y divide-plum-100 rounded-lg border border-plum-100">{children}</ul>
    </section>
  );
}

const rowClass = 'flex flex-wrap items-center justify-between gap-x-2 px-3 py-2 text-sm hover:bg-plum-50 focus:bg-plum-50';

/** Orders, bookings, clients and products in one box: searched as staff type (debounced), accents and phone formats ignored. */
export function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useGlobalSearch(open ? q : '');
  const input = useRef<HTMLInputElement>(null);
  const shown = q !== '' ? data : undefined;
  const nothing = shown && !shown.orders.length && !shown.bookings.length && !shown.clients.length && !shown.products.length;
  return (
    <Dialog open={open} onClose={onClose} title="Procurar na gestão" closeLabel="Fechar" variant="modal" initialFocus={input} className="p-4">
      <div role="search">
        <label htmlFor="global-search" className="sr-only">Procurar encomendas, marcações, clientes e produtos</label>
        <input
          id="global-search"
          ref={input}
          type="search"
          className={controlClass}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Referência, nome, telefone, e-mail, produto…"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div aria-live="polite" aria-busy={isFetching || text.trim() !== q} className="min-h-6">
        {error && <p className="mt-3 text-sm text-red-700">{error.message}</p>}
        {nothing && <p className="mt-3 text-sm text-ink/70">Nada encontrado para «{q}».</p>}
        {shown && (
          <div onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
            <Group title="Clientes" empty={!shown.clients.length}>
              {shown.clients.map((c) => (
                <li key={c.key}><Link className={rowClass} to={adminPaths.client(c.key)}><span className="min-w-0 break-words font-medium">{c.name}</span><span className="text-xs text-ink/70">{c.phone ? formatPhone(c.phone) : c.email}</span></Link></li>
              ))}
            </Group>
            <Group title="Encomendas" empty={!shown.orders.length}>
              {shown.orders.map((o) => (
                <li key={o.id}><Link className={rowClass} to={adminPaths.order(o.id)}><span className="min-w-0 break-words"><span className="font-medium">#{o.reference}</span> · {o.customer_name}</span><span className="flex items-center gap-2">{orderStatusBadge(o.status, o.fulfilment)} <span className="tabular-nums">{formatWire(o.total)}</span></span></Link></li>
              ))}
            </Group>
            <Group title="Marcações" empty={!shown.bookings.length}>
              {shown.bookings.map((b) => {
                const at = maputoClock(b.starts_at);
                return (
                  <li key={b.id}><Link className={rowClass} to={adminPaths.appointments(at.date)}><span className="min-w-0 break-words"><span className="font-medium">{b.reference}</span> · {b.full_name}</span><span className="text-xs text-ink/70">{formatShortDate(at.date)} {at.time} · {BOOKING_STATUS_LABELS[b.status as BookingStatus] ?? b.status}</span></Link></li>
                );
              })}
            </Group>
            <Group title="Produtos" empty={!shown.products.length}>
              {shown.products.map((p) => (
                <li key={p.id}><Link className={rowClass} to={adminPaths.product(p.id)}><span className="min-w-0 break-words font-medium">{p.name}</span><span className="text-xs text-ink/70">{p.active ? '' : 'Inativo · '}{p.stock} em stock</span></Link></li>
              ))}
            </Group>
          </div>
        )}
      </div>
      <p className="mt-3 hidden text-xs text-ink/70 sm:block">Ctrl K (⌘K no Mac) abre esta pesquisa em qualquer página.</p>
    </Dialog>
  );
}
