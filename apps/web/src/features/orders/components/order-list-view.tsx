import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatWireMoney } from '@shop/contract/money';
import { ORDER_STATUS, ORDER_STATUS_LABEL } from '@shop/contract/order-status';
import { paths } from '../../../lib/paths.ts';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { useOrderList } from '../api/order-list.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { formatDay } from '../../../lib/maputo-date.ts';

const FILTERS = [
  { value: '', label: 'Todos' },
  { value: 'pending', label: ORDER_STATUS_LABEL[ORDER_STATUS.pending] },
  { value: 'confirmed', label: ORDER_STATUS_LABEL[ORDER_STATUS.confirmed] },
  { value: 'shipped', label: ORDER_STATUS_LABEL[ORDER_STATUS.shipped] },
  { value: 'delivered', label: ORDER_STATUS_LABEL[ORDER_STATUS.delivered] },
  { value: 'cancelled', label: ORDER_STATUS_LABEL[ORDER_STATUS.cancelled] },
];

const PER_PAGE = 10;

/** First, last and the pages around the current one, with gaps. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** My orders: search, status filter and real pages, all kept in the URL (so back and links work). */
export function OrderListView() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [synced, setSynced] = useState(search);
  // The URL changed by itself (back button, a link): the box follows it.
  if (search !== synced) {
    setSynced(search);
    setTyped(search);
  }

  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: 'q' in patch });
  };

  // No search fires once the shopper has left this page (a link clicked while typing).
  const { pathname } = useLocation();
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      if (window.location.pathname === pathname) set({ q: typed.trim(), page: '' });
    }, 300);
    return () => clearTimeout(timer);
  });

  const list = useOrderList({ page, perPage: PER_PAGE, search, status });
  const data = list.data;
  const filtered = Boolean(search || status);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex-1">
          <span className="sr-only">Pesquisar encomendas</span>
          <input
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Pesquisar por número ou produto"
            aria-label="Pesquisar encomendas"
            className="w-full rounded-full border border-plum-200 bg-white px-4 py-2"
          />
        </label>
        <label>
          <span className="sr-only">Filtrar por estado</span>
          <select aria-label="Filtrar por estado" value={status} onChange={(e) => set({ status: e.target.value, page: '' })} className="rounded-full border border-plum-200 bg-white px-4 py-2">
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {list.isPending ? (
        <p className="py-12 text-center text-ink/70">A carregar os seus pedidos...</p>
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-medium text-red-900">Erro ao carregar pedidos</p>
          <p className="text-sm text-red-800">{list.error.message || 'Não foi possível carregar os pedidos.'}</p>
          <button type="button" onClick={() => void list.refetch()} className="mt-3 rounded-full bg-plum-700 px-5 py-2 text-white">
            Tentar Novamente
          </button>
        </div>
      ) : data && data.data.length === 0 ? (
        <div className="py-12 text-center">
          <p className="font-medium">{filtered ? 'Nenhum pedido encontrado com os filtros aplicados' : 'Nenhum pedido encontrado'}</p>
          {!filtered && (
            <Link to={paths.products()} className="mt-3 inline-block text-plum-700 underline">
              Ver produtos
            </Link>
          )}
        </div>
      ) : (
        data && (
          <>
            <ul className="space-y-4" aria-busy={list.isFetching}>
              {data.data.map((o) => (
                <li key={o.id} className="rounded-2xl border border-plum-100 bg-white p-5" data-testid="order-item">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h2 className="font-semibold">Pedido {o.order_id_string}</h2>
                      <p className="text-sm text-ink/70">{formatDay(o.order_date)}</p>
                    </div>
                    <OrderStatusBadge text={o.delivered_status_string} label={o.order_status_label} />
                  </div>
                  <div className="mt-3 flex items-center gap-2">
                    {o.items_preview.map((item, i) => (
                      <ProductThumb key={i} src={item.image} alt={item.name} size={40} />
                    ))}
                    <span className="text-sm text-ink/70">
                      {o.item_count} {o.item_count === 1 ? 'artigo' : 'artigos'}
                    </span>
                  </div>
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
                    <p>
                      Total: <strong className="tabular-nums">{formatWireMoney(o.amount)}</strong> · {o.payment_status_label}
                    </p>
                    {o.delivered_status === ORDER_STATUS.delivered && <p className="text-green-800">Entregue em {formatDay(o.delivery_date)}</p>}
                    {o.delivered_status === ORDER_STATUS.shipped && <p className="text-indigo-800">A caminho: a sua encomenda foi enviada.</p>}
                  </div>
                  <div className="mt-3 flex gap-4 text-sm">
                    <Link to={paths.newOrderTracking(o.id)} className="text-plum-700 underline">
                      Acompanhar pedido
                    </Link>
                    <Link to={paths.order(o.id)} className="text-plum-700 underline" aria-label={`Ver detalhes do pedido ${o.order_id_string}`}>
                      Ver detalhes
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
            {data.last_page > 1 && (
              <nav aria-label="Paginação" className="flex items-center justify-center gap-2">
                <button type="button" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })} className="rounded-full border border-plum-200 px-3 py-1 disabled:opacity-40">
                  Anterior
                </button>
                {pageWindow(data.current_page, data.last_page).map((p, i) =>
                  p === null ? (
                    <span key={`gap-${i}`} aria-hidden="true">
                      …
                    </span>
                  ) : (
                  <button
                    key={p}
                    type="button"
                    aria-current={p === data.current_page ? 'page' : undefined}
                    onClick={() => set({ page: String(p) })}
                    className={`h-8 w-8 rounded-full ${p === data.current_page ? 'bg-plum-700 text-white' : 'border border-plum-200'}`}
                  >
                    {p}
                  </button>
                  ),
                )}
                <button type="button" disabled={page >= data.last_page} onClick={() => set({ page: String(page + 1) })} className="rounded-full border border-plum-200 px-3 py-1 disabled:opacity-40">
                  Seguinte
                </button>
              </nav>
            )}
          </>
        )
      )}
    </div>
  );
}
