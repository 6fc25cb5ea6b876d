import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useOrderList } from '../api/order-list.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { formatDay } from '../../../lib/maputo-date.ts';

/** The 3 most recent orders (number, date, status); each opens its detail. For the profile's overview. */
export function RecentOrders({ limit = 3 }: { limit?: number }) {
  const list = useOrderList({ page: 1, perPage: limit });
  if (list.isPending) return <p className="text-sm text-ink/70">A carregar...</p>;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm">
        Erro ao carregar pedidos.{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          Tentar Novamente
        </button>
      </p>
    );
  }
  if (list.data.data.length === 0) {
    return (
      <p className="text-sm">
        Ainda não fez encomendas.{' '}
        <Link to={paths.products()} className="text-plum-700 underline">
          Ver produtos
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-plum-100" aria-label="Encomendas recentes">
      {list.data.data.map((o) => (
        <li key={o.id}>
          <Link to={paths.order(o.id)} className="flex items-center justify-between gap-3 py-3 hover:text-plum-700">
            <span>
              <span className="block font-medium">{o.order_id_string}</span>
              <span className="text-sm text-ink/70">{formatDay(o.order_date)}</span>
            </span>
            <OrderStatusBadge text={o.delivered_status_string} label={o.order_status_label} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
