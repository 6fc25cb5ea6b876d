import { useState } from 'react';
import { PAYMENT_METHOD_LABEL } from '@shop/contract/payment-methods';
import type { ExportKind, SalesReport } from '@shop/contract/payments';
import { wireToCents } from '@shop/contract/money';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { addDays, formatDayMonth, maputoToday } from '../../../lib/maputo-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useReport } from '../api/reports.ts';
import { formatWire } from '../lib/format.ts';
import { downloadFile } from '../lib/staff-file.ts';
import { PageHeader, Panel } from './page-parts.tsx';


/**
 * Net money received per day as bars, drawn in SVG (no chart library): a refund larger than the
 * day's payments shows below the line. The table under it carries the same figures for reading.
 */
function DailyChart({ days }: { days: SalesReport['by_day'] }) {
  const values = days.map((d) => wireToCents(d.net));
  const max = Math.max(1, ...values.map(Math.abs));
  const width = 600;
  const height = 160;
  const zero = values.some((v) => v < 0) ? height / 2 : height - 16;
  const bar = width / Math.max(values.length, 1);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label="Vendas líquidas por dia" className="h-40 w-full">
      <line x1={0} x2={width} y1={zero} y2={zero} stroke="currentColor" className="text-plum-100" />
      {values.map((v, i) => {
        const h = (Math.abs(v) / max) * (zero - 8);
        return (
          <rect key={days[i]!.date} x={i * bar + bar * 0.15} width={bar * 0.7} y={v >= 0 ? zero - h : zero} height={Math.max(h, v === 0 ? 0 : 1)} rx={2}
            className={v >= 0 ? 'fill-plum-700' : 'fill-red-700'}>
            <title>{`${formatDayMonth(days[i]!.date)}: ${formatWire(days[i]!.net)}`}</title>
          </rect>
        );
      })}
      {days.length > 0 && (
        <>
          <text x={0} y={height - 2} className="fill-ink/60 text-[11px]">{formatDayMonth(days[0]!.date)}</text>
          <text x={width} y={height - 2} textAnchor="end" className="fill-ink/60 text-[11px]">{formatDayMonth(days.at(-1)!.date)}</text>
        </>
      )}
    </svg>
  );
}

function Table({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase text-ink/60">
          <tr>{head.map((h, i) => <th key={h} className={`px-2 py-1 ${i > 0 ? 'text-right' : ''}`}>{h}</th>)}</tr>
        </thead>
        <tbody className="divide-y divide-plum-100">
          {rows.map((r, i) => (
            <tr key={i}>{r.map((c, j) => <td key={j} className={`px-2 py-1 ${j > 0 ? 'text-right tabular-nums' : ''}`}>{c}</td>)}</tr>
          ))}
          {rows.length === 0 && <tr><td colSpan={head.length} className="px-2 py-3 text-center text-ink/60">Sem dados neste período.</td></tr>}
        </tbody>
      </table>
    </div>
  );
}

const EXPORTS: { kind: ExportKind; label: string }[] = [
  { kind: 'orders', label: 'Encomendas' },
  { kind: 'payments', label: 'Pagamentos' },
  { kind: 'refunds', label: 'Reembolsos' },
];

export function ReportsPage() {
  const today = maputoToday();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [exporting, setExporting] = useState<ExportKind | null>(null);
  const { data: r, error, isPending } = useReport({ from, to });
  const exportCsv = (kind: ExportKind, label: string) => {
    setExporting(kind);
    downloadFile('/reports/export', { kind, from, to }, `${label.toLowerCase()}-${from}-a-${to}.csv`, `Não foi possível exportar: ${label.toLowerCase()}.`)
      .catch((e: Error) => toast.error(e.message))
      .finally(() => setExporting(null));
  };
  return (
    <>
      <PageHeader title="Relatórios" description="Dinheiro recebido menos reembolsos, pelos dias de Maputo em que entrou ou saiu; vendas por produto, categoria, meio de pagamento e cupão; marcações e sinais por serviço." />
      <Panel>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField label="De" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
          <TextField label="Até" type="date" value={to} min={from} max={today} onChange={(e) => e.target.value && setTo(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => { setFrom(addDays(today, -6)); setTo(today); }}>7 dias</Button>
            <Button size="sm" variant="secondary" onClick={() => { setFrom(`${today.slice(0, 8)}01`); setTo(today); }}>Este mês</Button>
          </div>
        </div>
      </Panel>
      <FormError error={error} />
      {isPending && <p className="mt-4 text-sm text-ink/60">A carregar…</p>}
      {r && (
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-3 lg:col-span-2">
            {[['Recebido', r.totals.received], ['Reembolsado', r.totals.refunded], ['Vendas líquidas', r.totals.net]].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
                <p className="text-sm text-ink/70">{label}</p>
                <p className="mt-1 text-2xl font-semibold tabular-nums text-plum-900">{formatWire(value)}</p>
              </div>
            ))}
            <p className="text-xs text-ink/60 sm:col-span-3">{r.totals.orders} encomenda(s) e {r.totals.bookings} marcação(ões) feitas no período.</p>
          </div>
          <Panel title="Vendas líquidas por dia">
            <DailyChart days={r.by_day} />
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-plum-700">Ver os valores por dia</summary>
              <Table head={['Dia', 'Recebido', 'Reembolsado', 'Líquido']} rows={r.by_day.map((d) => [formatDayMonth(d.date), formatWire(d.received), formatWire(d.refunded), formatWire(d.net)])} />
            </details>
          </Panel>
          <Panel title="Por meio de pagamento">
            <Table head={['Meio', 'Recebido', 'Reembolsado', 'Líquido']} rows={r.by_method.filter((m) => m.received !== '0.00' || m.refunded !== '0.00').map((m) => [PAYMENT_METHOD_LABEL[m.method], formatWire(m.received), formatWire(m.refunded), formatWire(m.net)])} />
          </Panel>
          <Panel title="Por produto">
            <Table head={['Produto', 'Qtd.', 'Valor']} rows={r.by_product.map((p) => [p.product, p.qty, formatWire(p.amount)])} />
          </Panel>
          <Panel title="Por categoria">
            <Table head={['Categoria', 'Qtd.', 'Valor']} rows={r.by_category.map((c) => [c.category, c.qty, formatWire(c.amount)])} />
          </Panel>
          <Panel title="Por cupão">
            <Table head={['Cupão', 'Encomendas', 'Desconto', 'Líquido']} rows={r.by_coupon.map((c) => [c.code, c.orders, formatWire(c.discount), formatWire(c.net)])} />
          </Panel>
          <Panel title="Marcações e sinais por serviço">
            <Table head={['Serviço', 'Marcações', 'Recebido', 'Reembolsado']} rows={r.by_service.map((s) => [s.service, s.bookings, formatWire(s.received), formatWire(s.refunded)])} />
          </Panel>
          <Panel title="Exportar para folha de cálculo">
            <p className="text-sm text-ink/70">Ficheiros CSV com «;», vírgula decimal e hora de Maputo: abrem diretamente no Excel ou LibreOffice em português.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {EXPORTS.map((e) => (
                <Button key={e.kind} size="sm" variant="secondary" loading={exporting === e.kind} onClick={() => exportCsv(e.kind, e.label)}>{e.label} (CSV)</Button>
              ))}
            </div>
          </Panel>
        </div>
      )}
    </>
  );
}
