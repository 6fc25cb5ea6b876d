import { Link } from 'react-router';
import { useDashboard } from '../api/dashboard.ts';
import { useOpsDashboard } from '../api/ops-dashboard.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { formatWire, thumbnailUrl } from '../lib/format.ts';
import { FormError } from '../../../components/ui/field.tsx';
import { PageHeader, Panel } from './page-parts.tsx';

function StatCard({ label, value, to, tone = 'plum' }: { label: string; value: number | undefined; to?: string; tone?: 'plum' | 'red' | 'amber' }) {
  const tones = { plum: 'text-plum-900', red: 'text-red-700', amber: 'text-amber-700' };
  const body = (
    <>
      <p className="text-sm text-ink/70">{label}</p>
      <p className={`mt-2 text-3xl font-semibold tabular-nums ${tones[tone]}`}>{value ?? '…'}</p>
    </>
  );
  const className = 'block rounded-xl border border-plum-100 bg-white p-4 shadow-sm';
  return to ? (
    <Link to={to} className={`${className} hover:border-plum-200 hover:shadow`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

export function DashboardPage() {
  const { data, error, isPending } = useDashboard();
  const c = data?.catalogue;
  const ops = useOpsDashboard();
  const o = ops.data;
  return (
    <>
      <PageHeader title="Painel" description="O estado da loja num relance (dias de Maputo)." />
      <FormError error={error ?? ops.error?.message} />
      <div className="mb-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatCard label="Encomendas de hoje" value={o?.today_orders} to={adminPaths.orders()} />
        <StatCard label="Comprovativos por verificar" value={o?.proofs_waiting} to={adminPaths.payments()} tone={o?.proofs_waiting ? 'amber' : 'plum'} />
        <StatCard label="Marcações de hoje" value={o?.today_appointments} to={adminPaths.appointments()} />
        <StatCard label="Mensagens por ler" value={o?.unread_messages} to={adminPaths.messages()} tone={o?.unread_messages ? 'amber' : 'plum'} />
        <StatCard label="Devoluções pedidas" value={o?.pending_returns} to={adminPaths.orders()} tone={o?.pending_returns ? 'amber' : 'plum'} />
      </div>
      <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
          <p className="text-sm text-ink/70">Vendas de hoje</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums text-plum-900">{o ? formatWire(o.today_sales) : '…'}</p>
        </div>
        <div className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
          <p className="text-sm text-ink/70">Vendas desta semana (desde segunda-feira)</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums text-plum-900">{o ? formatWire(o.week_sales) : '…'}</p>
          {o && <p className="mt-1 text-xs text-ink/60">{o.week_orders === 1 ? '1 encomenda feita' : `${o.week_orders} encomendas feitas`} desde segunda-feira</p>}
        </div>
        <div className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
          <p className="text-sm text-ink/70">Vendas deste mês</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums text-plum-900">{o ? formatWire(o.month_sales) : '…'}</p>
        </div>
        <p className="text-xs text-ink/60 sm:col-span-3">Dinheiro recebido menos reembolsos, pelo dia (hora de Maputo) em que o pagamento entrou.</p>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatCard label="Produtos à venda" value={c?.active_products} to={`${adminPaths.products()}?estado=active`} />
        <StatCard label="Esgotados" value={c?.out_of_stock} to={`${adminPaths.products()}?stock=out`} tone={c?.out_of_stock ? 'red' : 'plum'} />
        <StatCard label="Stock baixo" value={c?.low_stock} to={`${adminPaths.products()}?stock=low`} tone={c?.low_stock ? 'amber' : 'plum'} />
        <StatCard label="Produtos inativos" value={c?.inactive_products} to={`${adminPaths.products()}?estado=inactive`} />
        <StatCard label="Cupões ativos" value={c?.active_coupons} to={adminPaths.coupons()} />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="xl:col-span-3">
          <Panel title={`Alertas de stock (${data?.low_stock_threshold ?? 5} unidades ou menos)`}>
            {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
            {data && data.stock_alerts.length === 0 && <p className="text-sm text-ink/70">Nenhum produto à venda está com stock baixo.</p>}
            {data && data.stock_alerts.length > 0 && (
              <ul className="divide-y divide-plum-100">
                {data.stock_alerts.map((a) => (
                  <li key={`${a.product_id}-${a.variant_id ?? 0}`}>
                    <Link to={adminPaths.product(a.product_id)} className="flex items-center gap-3 py-2 hover:bg-plum-50">
                      {a.cover_image ? <img src={thumbnailUrl(a.cover_image)} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" loading="lazy" /> : <span className="h-10 w-10 rounded bg-plum-50" />}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium">{a.product_name}</span>
                        {a.variant_name && <span className="block text-xs text-ink/60">{a.variant_name}</span>}
                      </span>
                      <span className={`text-sm font-semibold tabular-nums ${a.stock === 0 ? 'text-red-700' : 'text-amber-700'}`}>{a.stock === 0 ? 'Esgotado' : `${a.stock} un.`}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}
