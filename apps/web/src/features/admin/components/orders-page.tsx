import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ORDER_STATUS_LABEL, PAYMENT_STATUS_LABEL, PAYMENT_STATUSES, PAYMENT_TYPE_LABEL, RETURN_STATUS_LABEL, type OrderStatus, type PaymentStatus, type PaymentType, type ReturnStatus } from '@shop/contract/order-status';
import { toast } from '../../../lib/toast.ts';
import { useOrderActions } from '../api/order-actions.ts';
import { useOrder } from '../api/order-detail.ts';
import { useOrders } from '../api/orders-list.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { formatDateTime, formatWire } from '../lib/format.ts';
import { Badge, buttonClass, FormError, inputClass, PageHeader, Pager, Panel, SelectField } from './form-controls.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { ProofFile } from './proof-file.tsx';
import { MoneyPanel } from './money-panel.tsx';
import { ReturnsPanel } from './returns-panel.tsx';
import { DocumentButton } from './document-button.tsx';
import { useConfirm, type ConfirmOptions } from '../../../components/ui/confirm-dialog.tsx';

const STATUS_TONE: Record<number, 'grey' | 'plum' | 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'plum', 2: 'plum', 3: 'plum', 4: 'green', 5: 'red' };
const PAYMENT_TONE: Record<string, 'grey' | 'plum' | 'amber' | 'green' | 'red'> = { awaiting_proof: 'grey', under_review: 'amber', paid: 'green', rejected: 'red', on_delivery: 'grey', partly_paid: 'amber', partly_refunded: 'plum', refunded: 'grey' };
/** What staff click to move an order to each status. */
const ACTION_LABEL: Record<OrderStatus, string> = { 0: 'Pendente', 1: 'Confirmar', 2: 'Marcar como recolhida', 3: 'Marcar como enviada', 4: 'Marcar como entregue', 5: 'Cancelar encomenda' };

/** What staff are asked before a move that cannot be undone. */
const MOVE_QUESTION: Partial<Record<number, ConfirmOptions>> = {
  2: { title: 'Marcar {ref} como recolhida?', message: 'O cliente recebe um e-mail. Não é possível voltar atrás.', confirmLabel: 'Marcar como recolhida' },
  3: { title: 'Marcar {ref} como enviada?', message: 'O cliente recebe um e-mail a dizer que a encomenda vai a caminho. Não é possível voltar atrás.', confirmLabel: 'Marcar como enviada' },
  4: { title: 'Marcar {ref} como entregue?', message: 'O cliente recebe um e-mail; o prazo de 30 dias para devoluções começa hoje. Não é possível voltar atrás.', confirmLabel: 'Marcar como entregue' },
  5: { title: 'Cancelar a encomenda {ref}?', message: 'O stock é reposto, o cupão é libertado e o cliente é avisado por e-mail. Se já pagou, registe depois o reembolso.', confirmLabel: 'Sim, cancelar', cancelLabel: 'Não cancelar', tone: 'danger' },
};

export const orderStatusBadge = (status: number) => <Badge tone={STATUS_TONE[status] ?? 'grey'}>{ORDER_STATUS_LABEL[status as OrderStatus] ?? status}</Badge>;
export const paymentBadge = (status: string) => <Badge tone={PAYMENT_TONE[status] ?? 'grey'}>{PAYMENT_STATUS_LABEL[status as PaymentStatus] ?? status}</Badge>;

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('pagina') ?? 1) || 1;
  const search = useListSearch();
  const status = params.get('estado') ?? '';
  const payment = params.get('pagamento') ?? '';
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('pagina' in changes)) next.delete('pagina');
    setParams(next, { replace: true });
  };
  const { data, error, isPending } = useOrders({
    page, per_page: 20, search: search.search || undefined, status: status === '' ? null : Number(status), payment_status: (payment || null) as PaymentStatus | null,
  });
  return (
    <>
      <PageHeader title="Encomendas" description="Procure por referência, nome (com ou sem acentos), telefone em qualquer formato ou e-mail; filtre por estado e pagamento." />
      <Panel>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
          <ListSearchField state={search} placeholder="CM7K3M9Q, Neusa, 84 111 0000, neusa@…" className="sm:col-span-2" />
          <SelectField label="Estado" value={status} onChange={(e) => set({ estado: e.target.value })}>
            <option value="">Todos</option>
            {Object.entries(ORDER_STATUS_LABEL).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
          </SelectField>
          <SelectField label="Pagamento" value={payment} onChange={(e) => set({ pagamento: e.target.value })}>
            <option value="">Todos</option>
            {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{PAYMENT_STATUS_LABEL[s]}</option>)}
          </SelectField>
        </div>
      </Panel>
      <FormError message={error?.message} />
      {isPending && <p className="mt-4 text-sm text-ink/60">A carregar…</p>}
      {data && (
        <>
        <ul aria-label="Encomendas" className="mt-4 space-y-2 sm:hidden">
          {data.data.map((o) => (
            <li key={o.id} className="rounded-xl border border-plum-100 bg-white p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <Link to={adminPaths.order(o.id)} className="font-medium text-plum-700 underline">#{o.reference}</Link>
                <span className="tabular-nums font-semibold">{formatWire(o.total)}</span>
              </div>
              <p className="break-words">{o.customer_name}</p>
              <p className="text-xs text-ink/60">{formatDateTime(o.created_at)}</p>
              <p className="mt-1 flex flex-wrap gap-2">{orderStatusBadge(o.status)} {paymentBadge(o.payment_status)}</p>
            </li>
          ))}
          {data.data.length === 0 && <li className="py-6 text-center text-ink/60">Nenhuma encomenda encontrada.</li>}
        </ul>
        <div className="mt-4 hidden overflow-x-auto rounded-xl border border-plum-100 bg-white sm:block">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-plum-50 text-xs uppercase text-ink/60">
              <tr><th className="px-3 py-2">Referência</th><th className="px-3 py-2">Cliente</th><th className="px-3 py-2">Data</th><th className="px-3 py-2">Estado</th><th className="px-3 py-2">Pagamento</th><th className="px-3 py-2 text-right">Total</th></tr>
            </thead>
            <tbody className="divide-y divide-plum-100">
              {data.data.map((o) => (
                <tr key={o.id} className="hover:bg-plum-50">
                  <td className="px-3 py-2 font-medium"><Link to={adminPaths.order(o.id)} className="text-plum-700 underline">#{o.reference}</Link></td>
                  <td className="px-3 py-2">{o.customer_name}<span className="block text-xs text-ink/60">{o.email}</span></td>
                  <td className="px-3 py-2">{formatDateTime(o.created_at)}</td>
                  <td className="px-3 py-2">{orderStatusBadge(o.status)}</td>
                  <td className="px-3 py-2">{paymentBadge(o.payment_status)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatWire(o.total)}</td>
                </tr>
              ))}
              {data.data.length === 0 && <tr><td colSpan={6} className="px-3 py-6 text-center text-ink/60">Nenhuma encomenda encontrada.</td></tr>}
            </tbody>
          </table>
        </div>
        </>
      )}
      {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={(p) => set({ pagina: String(p) })} />}
    </>
  );
}

export function OrderDetailPage() {
  const id = Number(useParams().id);
  const { data: o, error, isPending } = useOrder(id);
  const actions = useOrderActions(id);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [note, setNote] = useState('');
  const [noteVisibility, setNoteVisibility] = useState<'internal' | 'customer'>('internal');
  const [statusNote, setStatusNote] = useState('');

  if (isPending) return <p className="text-sm text-ink/60">A carregar…</p>;
  if (!o) return <FormError message={error?.message ?? 'Encomenda não encontrada.'} />;

  const move = async (to: number) => {
    const ask = MOVE_QUESTION[to];
    if (ask && !(await confirm({ ...ask, title: `${ask.title.replace('{ref}', `#${o.reference}`)}` }))) return;
    actions.status.mutate({ id, status: to, note: statusNote.trim() || null }, {
      onSuccess: () => { setStatusNote(''); toast.success('Estado atualizado; o cliente foi avisado por e-mail.'); },
      onError: (e) => toast.error(e.message),
    });
  };
  const address = o.delivery_address as Record<string, string | number | undefined>;
  const refundMethod = o.payment_type === 'bank_transfer' ? 'transfer' : o.payment_type === 'cash_on_delivery' ? 'cash' : o.wallet_provider === 'emola' ? 'emola' : 'mpesa';

  return (
    <>
      <PageHeader
        title={`Encomenda #${o.reference}`}
        description={
          <>
            {formatDateTime(o.created_at)} · <Link className="underline" to={adminPaths.clientOf(o)}>{o.customer_name}</Link> · <a className="underline" href={`mailto:${o.email}`}>{o.email}</a> ·{' '}
            <a className="underline" href={`tel:+${o.phone.replace(/\D/g, '')}`}>{o.phone}</a>
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentButton path="/orders/packing-slip" id={o.id} filename={`guia-de-remessa-${o.reference}.pdf`}>Guia de remessa (PDF)</DocumentButton>
            <DocumentButton path="/orders/invoice" id={o.id} filename={`fatura-${o.reference}.pdf`}>Fatura / recibo (PDF)</DocumentButton>
            <Link to={adminPaths.orders()} className={buttonClass.secondary}>Voltar à lista</Link>
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <Panel title="Estado">
            <p className="flex flex-wrap items-center gap-2 text-sm">Encomenda {orderStatusBadge(o.status)} · Pagamento {paymentBadge(o.payment_status)}</p>
            {o.payment_rejection_reason && <p className="mt-2 text-sm text-red-700">Motivo da recusa: {o.payment_rejection_reason}</p>}
            {o.cancel_reason && <p className="mt-2 text-sm text-ink/70">Motivo do cancelamento: {o.cancel_reason}</p>}
            {o.next_statuses.length > 0 ? (
              <div className="mt-4 space-y-2">
                <label className="block text-sm font-medium">
                  Nota para o cliente (opcional, vai no e-mail)
                  <input className={inputClass} value={statusNote} onChange={(e) => setStatusNote(e.target.value)} maxLength={500} />
                </label>
                <div className="flex flex-wrap gap-2">
                  {o.next_statuses.map((s) => (
                    <button key={s} type="button" className={s === 5 ? buttonClass.danger : buttonClass.primary} disabled={actions.status.isPending} onClick={() => void move(s)}>
                      {ACTION_LABEL[s as OrderStatus]}
                    </button>
                  ))}
                </div>
              </div>
            ) : o.blocked_moves.length === 0 ? (
              <p className="mt-2 text-sm text-ink/60">Esta encomenda já não muda de estado.</p>
            ) : null}
            {o.blocked_moves.length > 0 && (
              <div role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">{o.blocked_moves.map((b) => ACTION_LABEL[b.status as OrderStatus]).join(', ')}: ainda não disponível.</p>
                <p>{o.blocked_moves[0]!.reason}</p>
              </div>
            )}
          </Panel>
          <Panel title="Produtos">
            <ul className="divide-y divide-plum-100 text-sm">
              {o.lines.map((l) => (
                <li key={l.id} className="flex justify-between gap-2 py-2">
                  <span>{l.qty} × {l.product_name}{l.variant_name ? ` (${l.variant_name})` : ''}</span>
                  <span className="tabular-nums">{formatWire(l.line_total)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 text-sm">
              <div className="flex justify-between"><dt>Subtotal</dt><dd className="tabular-nums">{formatWire(o.subtotal)}</dd></div>
              {o.discount !== '0.00' && <div className="flex justify-between"><dt>Desconto{o.coupon_code ? ` (${o.coupon_code})` : ''}</dt><dd className="tabular-nums">−{formatWire(o.discount)}</dd></div>}
              <div className="flex justify-between"><dt>Entrega ({o.shipping_method})</dt><dd className="tabular-nums">{formatWire(o.shipping)}</dd></div>
              <div className="flex justify-between font-semibold"><dt>Total</dt><dd className="tabular-nums">{formatWire(o.total)}</dd></div>
            </dl>
          </Panel>
          {o.returns.length > 0 && <ReturnsPanel order={o} defaultMethod={refundMethod} />}
          <Panel title="Histórico e notas">
            <ol className="space-y-2 text-sm">
              {o.events.map((e) => (
                <li key={e.id} className={`rounded-lg p-2 ${e.visibility === 'internal' ? 'bg-amber-50' : 'bg-plum-50'}`}>
                  <span className="text-xs text-ink/60">{formatDateTime(e.created_at)} · {e.actor_type === 'staff' ? (e.actor_name ?? 'Equipa') : e.actor_type === 'customer' ? 'Cliente' : 'Sistema'}{e.visibility === 'internal' ? ' · nota interna' : ''}</span>
                  <p>
                    {e.kind === 'status' && `Estado: ${ORDER_STATUS_LABEL[Number(e.from) as OrderStatus] ?? '—'} → ${ORDER_STATUS_LABEL[Number(e.to) as OrderStatus] ?? e.to}`}
                    {e.kind === 'payment' && `Pagamento: ${PAYMENT_STATUS_LABEL[e.from as PaymentStatus] ?? '—'} → ${PAYMENT_STATUS_LABEL[e.to as PaymentStatus] ?? e.to}`}
                    {e.kind === 'proof' && 'Comprovativo enviado'}
                    {e.kind === 'created' && 'Encomenda criada'}
                    {e.kind === 'return' && `Devolução: ${RETURN_STATUS_LABEL[e.to as ReturnStatus] ?? e.to}`}
                    {e.note && e.kind !== 'proof' && <span className="block">{e.note}</span>}
                  </p>
                </li>
              ))}
            </ol>
            <form className="mt-4 space-y-2" onSubmit={(e) => {
              e.preventDefault();
              actions.note.mutate({ id, note, visibility: noteVisibility }, { onSuccess: () => { setNote(''); toast.success('Nota adicionada.'); }, onError: (err) => toast.error(err.message) });
            }}>
              <label className="block text-sm font-medium">
                Nova nota
                <textarea className={inputClass} rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
              </label>
              <div className="flex flex-wrap items-center gap-3">
                <label className="text-sm"><input type="checkbox" checked={noteVisibility === 'customer'} onChange={(e) => setNoteVisibility(e.target.checked ? 'customer' : 'internal')} /> Visível para o cliente</label>
                <button type="submit" className={buttonClass.secondary} disabled={!note.trim() || actions.note.isPending}>Adicionar nota</button>
              </div>
            </form>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Pagamento">
            <p className="text-sm">{PAYMENT_TYPE_LABEL[o.payment_type as PaymentType] ?? o.payment_type}{o.payer_phone ? ` · ${o.payer_phone}` : ''}</p>
            {o.proof ? <div className="mt-3"><ProofFile fileId={o.proof.file_id} mime={o.proof.mime} name={o.proof.name} /></div> : <p className="mt-2 text-sm text-ink/60">Sem comprovativo.</p>}
            <div className="mt-4">
              <MoneyPanel
                kind="order" id={o.id} label={`Encomenda #${o.reference}`} money={o.money}
                canPay={o.status !== 5} refundAllowed={o.status === 5}
                refundHint="O reembolso fica disponível quando a encomenda é cancelada (ou na devolução de produtos)."
                defaultMethod={refundMethod}
              />
            </div>
          </Panel>
          <Panel title="Entrega">
            <p className="text-sm">{[address.address, address.bairro, address.city, address.state].filter(Boolean).join(', ')}</p>
            {address.reference_point && <p className="text-sm text-ink/70">Referência: {address.reference_point}</p>}
            {o.delivery_comment && <p className="mt-2 text-sm text-ink/70">Comentário: {o.delivery_comment}</p>}
          </Panel>
        </div>
      </div>
      {confirmDialog}
    </>
  );
}
