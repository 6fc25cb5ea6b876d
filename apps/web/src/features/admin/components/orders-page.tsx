import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  COURIER_SUGGESTIONS, ORDER_STATUS, ORDER_STATUS_WORDS, ORDER_STATUSES, orderStatusAction, orderStatusLabel, packingSlipOf, PAYMENT_STATUS_LABEL, PAYMENT_STATUSES, PAYMENT_TYPE_LABEL, RETURN_STATUS_LABEL,
  type Fulfilment, type PaymentStatus, type PaymentType, type ReturnStatus,
} from '@shop/contract/order-status';
import { clinicAddressLine } from '@shop/contract/store';
import { toast } from '../../../lib/toast.ts';
import { useOrderActions } from '../api/order-actions.ts';
import { useOrder } from '../api/order-detail.ts';
import { useOrders } from '../api/orders-list.ts';
import { useOrderNeighbours } from '../api/order-neighbours.ts';
import { useShortcuts } from './shortcuts.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { formatWire } from '../lib/format.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Checkbox, FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { Badge, PageHeader, Pager, Panel } from './page-parts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { ProofFile } from './proof-file.tsx';
import { MoneyPanel } from './money-panel.tsx';
import { ClientMessages, MpesaCharges } from './delivery-trail.tsx';
import { ReturnsPanel } from './returns-panel.tsx';
import { DocumentButton } from './document-button.tsx';
import { useConfirm, type ConfirmOptions } from '../../../components/ui/confirm-dialog.tsx';
import { ShipDialog, type ShipAnswer } from './ship-dialog.tsx';
import { formatPhone, whatsappChatLink } from '@shop/contract/phone';
import { BulkReport } from './bulk-report.tsx';
import { useBulkActions } from '../api/bulk-actions.ts';
import type { BulkResult } from '@shop/contract/admin-ops';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

const STATUS_TONE: Record<number, 'grey' | 'plum' | 'amber' | 'green' | 'red'> = { 0: 'amber', 1: 'plum', 2: 'plum', 3: 'plum', 4: 'green', 5: 'red' };
const PAYMENT_TONE: Record<string, 'grey' | 'plum' | 'amber' | 'green' | 'red'> = { awaiting_proof: 'grey', under_review: 'amber', paid: 'green', rejected: 'red', on_delivery: 'grey', partly_paid: 'amber', partly_refunded: 'plum', refunded: 'grey' };
/** What staff are asked before a move that cannot be undone (sending has its own dialog, `ShipDialog`). */
function moveQuestion(to: number, fulfilment: Fulfilment, reference: string): ConfirmOptions | null {
  const ref = `#${reference}`;
  const action = orderStatusAction(to, fulfilment);
  if (to === ORDER_STATUS.pickedUp) {
    return fulfilment === 'pickup'
      ? { title: `Marcar ${ref} como pronta para levantamento?`, message: 'O cliente recebe um e-mail a dizer que pode vir levantá-la à clínica. Não é possível voltar atrás.', confirmLabel: action }
      : { title: `Marcar ${ref} como em preparação?`, message: 'O cliente recebe um e-mail. Não é possível voltar atrás.', confirmLabel: action };
  }
  if (to === ORDER_STATUS.delivered) {
    return fulfilment === 'pickup'
      ? { title: `Marcar ${ref} como levantada?`, message: 'O cliente recebe um e-mail; o prazo de 30 dias para devoluções começa hoje. Não é possível voltar atrás.', confirmLabel: action }
      : { title: `Marcar ${ref} como entregue?`, message: 'O cliente recebe um e-mail; o prazo de 30 dias para devoluções começa hoje. Não é possível voltar atrás.', confirmLabel: action };
  }
  if (to === ORDER_STATUS.cancelled) {
    return { title: `Cancelar a encomenda ${ref}?`, message: 'O stock é reposto, o cupão é libertado e o cliente é avisado por e-mail. Se já pagou, registe depois o reembolso.', confirmLabel: 'Sim, cancelar', cancelLabel: 'Não cancelar', tone: 'danger' };
  }
  return null;
}

/** The status filter: one option per status, with both words where a pick-up reads differently. */
const STATUS_FILTER = ORDER_STATUSES.map((s) => {
  const [delivery, pickup] = [ORDER_STATUS_WORDS.delivery[s].label, ORDER_STATUS_WORDS.pickup[s].label];
  return { value: s, label: delivery === pickup || s === ORDER_STATUS.shipped ? delivery : `${delivery} / ${pickup}` };
});

/** The status in the one word of the contract's table (decision 147): a pick-up reads "Pronto para levantamento", "Levantado". */
export const orderStatusBadge = (status: number, fulfilment: string = 'delivery') => <Badge tone={STATUS_TONE[status] ?? 'grey'}>{orderStatusLabel(status, fulfilment)}</Badge>;
export const paymentBadge = (status: string) => <Badge tone={PAYMENT_TONE[status] ?? 'grey'}>{PAYMENT_STATUS_LABEL[status as PaymentStatus] ?? status}</Badge>;

/** The list's filter in the address ("?estado=1&q=neusa"): carried to an order, so next/previous and "Voltar à lista" keep it. */
function listQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'estado', 'pagamento']) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

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
  // Bulk: the orders chosen on this page, sent together; each still goes through the one rule on the server.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [bulkShipping, setBulkShipping] = useState(false);
  const [report, setReport] = useState<BulkResult | null>(null);
  const bulk = useBulkActions();
  const toggle = (orderId: number, on: boolean) => setChosen((prev) => {
    const next = new Set(prev);
    if (on) next.add(orderId);
    else next.delete(orderId);
    return next;
  });
  const shipChosen = (answer: ShipAnswer) => {
    bulk.ship.mutate({ ids: [...chosen], courier: answer.courier, note: answer.note }, {
      onSuccess: (result) => { setBulkShipping(false); setChosen(new Set()); setReport(result); },
    });
  };
  const query = listQuery(params);
  const chooseBox = (o: { id: number; reference: string }) => (
    <input type="checkbox" className="h-5 w-5 accent-plum-700" aria-label={`Escolher #${o.reference}`} checked={chosen.has(o.id)} onChange={(e) => toggle(o.id, e.target.checked)} />
  );
  return (
    <>
      <PageHeader title="Encomendas" description="Procure por referência, nome (com ou sem acentos), telefone em qualquer formato ou e-mail; filtre por estado e pagamento." />
      <Panel>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
          <ListSearchField state={search} placeholder="CM7K3M9Q, Neusa, 84 111 0000, neusa@…" className="sm:col-span-2" />
          <SelectField label="Estado" value={status} onChange={(e) => set({ estado: e.target.value })}>
            <option value="">Todos</option>
            {STATUS_FILTER.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </SelectField>
          <SelectField label="Pagamento" value={payment} onChange={(e) => set({ pagamento: e.target.value })}>
            <option value="">Todos</option>
            {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{PAYMENT_STATUS_LABEL[s]}</option>)}
          </SelectField>
        </div>
      </Panel>
      <FormError error={error} />
      {chosen.size > 0 && (
        <div role="toolbar" aria-label="Ações em lote" className="sticky top-0 z-10 mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-plum-200 bg-plum-50 p-3 text-sm">
          <span className="font-medium">{chosen.size} {chosen.size === 1 ? 'escolhida' : 'escolhidas'}</span>
          <Button size="sm" onClick={() => { bulk.ship.reset(); setBulkShipping(true); }}>Marcar como enviadas</Button>
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>Limpar escolha</Button>
        </div>
      )}
      {report && <BulkReport result={report} onClose={() => setReport(null)} />}
      {bulkShipping && (
        <ShipDialog title={`Enviar ${chosen.size} ${chosen.size === 1 ? 'encomenda' : 'encomendas'}`} suggestions={COURIER_SUGGESTIONS} count={chosen.size}
          pending={bulk.ship.isPending} error={bulk.ship.error} onSubmit={shipChosen} onClose={() => setBulkShipping(false)} />
      )}
      {isPending && <p className="mt-4 text-sm text-ink/60">A carregar…</p>}
      {data && (
        <>
        <ul aria-label="Encomendas" className="mt-4 space-y-2 sm:hidden">
          {data.data.map((o) => (
            <li key={o.id} className="rounded-xl border border-plum-100 bg-white p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <span className="flex items-center gap-2">{chooseBox(o)}<Link to={`${adminPaths.order(o.id)}${query}`} className="font-medium text-plum-700 underline">#{o.reference}</Link></span>
                <span className="tabular-nums font-semibold">{formatWire(o.total)}</span>
              </div>
              <p className="break-words">{o.customer_name}</p>
              <p className="text-xs text-ink/60">{formatCompactDateTime(o.created_at)}</p>
              <p className="mt-1 flex flex-wrap gap-2">{orderStatusBadge(o.status, o.fulfilment)} {paymentBadge(o.payment_status)}</p>
            </li>
          ))}
          {data.data.length === 0 && <li className="py-6 text-center text-ink/60">Nenhuma encomenda encontrada.</li>}
        </ul>
        <div className="mt-4 hidden overflow-x-auto rounded-xl border border-plum-100 bg-white sm:block">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-plum-50 text-xs uppercase text-ink/60">
              <tr><th className="px-3 py-2"><span className="sr-only">Escolher</span></th><th className="px-3 py-2">Referência</th><th className="px-3 py-2">Cliente</th><th className="px-3 py-2">Data</th><th className="px-3 py-2">Estado</th><th className="px-3 py-2">Pagamento</th><th className="px-3 py-2 text-right">Total</th></tr>
            </thead>
            <tbody className="divide-y divide-plum-100">
              {data.data.map((o) => (
                <tr key={o.id} className="hover:bg-plum-50">
                  <td className="px-3 py-2">{chooseBox(o)}</td>
                  <td className="px-3 py-2 font-medium"><Link to={`${adminPaths.order(o.id)}${query}`} className="text-plum-700 underline">#{o.reference}</Link></td>
                  <td className="px-3 py-2">{o.customer_name}<span className="block text-xs text-ink/60">{o.email}</span></td>
                  <td className="px-3 py-2">{formatCompactDateTime(o.created_at)}</td>
                  <td className="px-3 py-2">{orderStatusBadge(o.status, o.fulfilment)}</td>
                  <td className="px-3 py-2">{paymentBadge(o.payment_status)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatWire(o.total)}</td>
                </tr>
              ))}
              {data.data.length === 0 && <tr><td colSpan={7} className="px-3 py-6 text-center text-ink/60">Nenhuma encomenda encontrada.</td></tr>}
            </tbody>
          </table>
        </div>
        </>
      )}
      {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={(p) => set({ pagina: String(p) })} />}
    </>
  );
}

/**
 * The orders just above and below this one in the list it was opened from (the same filter and
 * order), as links and as j/k or ←/→.
 */
function OrderNeighbours({ id }: { id: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = listQuery(params);
  const estado = params.get('estado');
  const { data } = useOrderNeighbours({
    id,
    search: params.get('q') || undefined,
    status: estado ? Number(estado) : null,
    payment_status: (params.get('pagamento') || null) as PaymentStatus | null,
  });
  const to = (n: { id: number } | null | undefined) => (n ? `${adminPaths.order(n.id)}${query}` : null);
  const previous = to(data?.previous);
  const next = to(data?.next);
  useShortcuts([
    { keys: ['k', 'ArrowLeft'], run: () => previous && navigate(previous) },
    { keys: ['j', 'ArrowRight'], run: () => next && navigate(next) },
  ]);
  const step = (href: string | null, text: string, label: string, keys: string) =>
    href ? (
      <Link to={href} aria-label={label} aria-keyshortcuts={keys} title={label} className={buttonClass({ variant: 'secondary', size: 'sm' })}>{text}</Link>
    ) : (
      <span aria-disabled="true" className={`${buttonClass({ variant: 'secondary', size: 'sm' })} pointer-events-none opacity-40`}>{text}</span>
    );
  return (
    <nav aria-label="Encomendas da lista" className="flex gap-2">
      {step(previous, '‹ Anterior', `Encomenda anterior: #${data?.previous?.reference ?? ''}`, 'k ArrowLeft')}
      {step(next, 'Seguinte ›', `Encomenda seguinte: #${data?.next?.reference ?? ''}`, 'j ArrowRight')}
      <Link to={`${adminPaths.orders()}${query}`} className={buttonClass({ variant: 'ghost', size: 'sm' })}>Voltar à lista</Link>
    </nav>
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
  const [shipping, setShipping] = useState(false);

  if (isPending) return <p className="text-sm text-ink/60">A carregar…</p>;
  if (!o) return <FormError error={error ?? 'Encomenda não encontrada.'} />;

  const move = async (to: number) => {
    if (to === ORDER_STATUS.shipped) {
      actions.status.reset();
      setShipping(true);
      return;
    }
    const ask = moveQuestion(to, o.fulfilment, o.reference);
    if (ask && !(await confirm(ask))) return;
    actions.status.mutate({ id, status: to, note: statusNote.trim() || null }, {
      onSuccess: () => { setStatusNote(''); toast.success('Estado atualizado; o cliente foi avisado por e-mail.'); },
      onError: (e) => toast.error(e.message),
    });
  };
  const ship = (answer: ShipAnswer) => {
    actions.status.mutate({ id, status: ORDER_STATUS.shipped, courier: answer.courier, tracking_number: answer.tracking_number, note: answer.note ?? (statusNote.trim() || null) }, {
      onSuccess: () => { setShipping(false); setStatusNote(''); toast.success('Encomenda enviada; o cliente recebeu a transportadora e o número de seguimento por e-mail.'); },
    });
  };
  const phoneDigits = formatPhone(o.phone).replace(/\D/g, '');
  const whatsapp = whatsappChatLink(o.phone);
  const address = o.delivery_address as Record<string, string | number | undefined>;
  const refundMethod = o.payment_type === 'bank_transfer' ? 'transfer' : o.payment_type === 'cash_on_delivery' ? 'cash' : o.wallet_provider === 'emola' ? 'emola' : 'mpesa';

  return (
    <>
      <PageHeader
        title={`Encomenda #${o.reference}`}
        description={
          <>
            {formatCompactDateTime(o.created_at)} · <Link className="underline" to={adminPaths.clientOf(o)}>{o.customer_name}</Link> · <a className="underline" href={`mailto:${o.email}`}>{o.email}</a> ·{' '}
            <a className="underline" href={`tel:+${phoneDigits}`}>{formatPhone(o.phone)}</a>
            {whatsapp && <> · <a className="underline" href={whatsapp} target="_blank" rel="noreferrer">WhatsApp</a></>}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentButton path="/orders/packing-slip" id={o.id} filename={`${packingSlipOf(o.fulfilment).file}-${o.reference}.pdf`}>{`${packingSlipOf(o.fulfilment).title} (PDF)`}</DocumentButton>
            <DocumentButton path="/orders/invoice" id={o.id} filename={`fatura-${o.reference}.pdf`}>Fatura / recibo (PDF)</DocumentButton>
            <OrderNeighbours id={o.id} />
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <Panel title="Estado">
            <p className="flex flex-wrap items-center gap-2 text-sm">Encomenda {orderStatusBadge(o.status, o.fulfilment)} · Pagamento {paymentBadge(o.payment_status)}</p>
            {o.payment_rejection_reason && <p className="mt-2 text-sm text-red-700">Motivo da recusa: {o.payment_rejection_reason}</p>}
            {o.cancel_reason && <p className="mt-2 text-sm text-ink/70">Motivo do cancelamento: {o.cancel_reason}</p>}
            {o.next_statuses.length > 0 ? (
              <div className="mt-4 space-y-2">
                <TextField label="Nota para o cliente (opcional, vai no e-mail)" value={statusNote} onChange={(e) => setStatusNote(e.target.value)} maxLength={500} />
                <div className="flex flex-wrap gap-2">
                  {o.next_statuses.map((s) => (
                    <Button key={s} variant={s === 5 ? 'danger' : 'primary'} size="sm" disabled={actions.status.isPending} onClick={() => void move(s)}>
                      {orderStatusAction(s, o.fulfilment)}
                    </Button>
                  ))}
                </div>
              </div>
            ) : o.blocked_moves.length === 0 ? (
              <p className="mt-2 text-sm text-ink/60">Esta encomenda já não muda de estado.</p>
            ) : null}
            {o.blocked_moves.length > 0 && (
              <div role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">{o.blocked_moves.map((b) => orderStatusAction(b.status, o.fulfilment)).join(', ')}: ainda não disponível.</p>
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
              <div className="flex justify-between"><dt>{o.fulfilment === 'pickup' ? 'Levantamento na clínica' : `Entrega (${o.shipping_method})`}</dt><dd className="tabular-nums">{formatWire(o.shipping)}</dd></div>
              <div className="flex justify-between font-semibold"><dt>Total</dt><dd className="tabular-nums">{formatWire(o.total)}</dd></div>
            </dl>
          </Panel>
          {o.returns.length > 0 && <ReturnsPanel order={o} defaultMethod={refundMethod} />}
          <Panel title="Histórico e notas">
            <ol className="space-y-2 text-sm">
              {o.events.map((e) => (
                <li key={e.id} className={`rounded-lg p-2 ${e.visibility === 'internal' ? 'bg-amber-50' : 'bg-plum-50'}`}>
                  <span className="text-xs text-ink/60">{formatCompactDateTime(e.created_at)} · {e.actor_type === 'staff' ? (e.actor_name ?? 'Equipa') : e.actor_type === 'customer' ? 'Cliente' : 'Sistema'}{e.visibility === 'internal' ? ' · nota interna' : ''}</span>
                  <p>
                    {e.kind === 'status' && `Estado: ${e.from === null ? '—' : orderStatusLabel(Number(e.from), o.fulfilment)} → ${orderStatusLabel(Number(e.to), o.fulfilment)}`}
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
              <TextAreaField label="Nova nota" rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
              <div className="flex flex-wrap items-center gap-3">
                <Checkbox label="Visível para o cliente" checked={noteVisibility === 'customer'} onChange={(e) => setNoteVisibility(e.target.checked ? 'customer' : 'internal')} />
                <Button type="submit" variant="secondary" size="sm" disabled={!note.trim() || actions.note.isPending}>Adicionar nota</Button>
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
            {o.mpesa_charges.length > 0 && <div className="mt-4"><MpesaCharges charges={o.mpesa_charges} /></div>}
          </Panel>
          <Panel title="Mensagens ao cliente">
            <ClientMessages messages={o.messages} />
          </Panel>
          {o.fulfilment === 'pickup' ? (
            <Panel title="Levantamento na clínica">
              <p className="text-sm" data-testid="pickup-place">{clinicAddressLine()}</p>
              <p className="mt-1 text-sm text-ink/70">O cliente vem levantar a encomenda; não há envio.</p>
              {o.delivery_comment && <p className="mt-2 text-sm text-ink/70">Comentário: {o.delivery_comment}</p>}
            </Panel>
          ) : (
            <Panel title="Entrega">
              <p className="text-sm">{[address.address, address.bairro, address.city, address.state].filter(Boolean).join(', ')}</p>
              {address.reference_point && <p className="text-sm text-ink/70">Referência: {address.reference_point}</p>}
              {o.delivery_comment && <p className="mt-2 text-sm text-ink/70">Comentário: {o.delivery_comment}</p>}
              {o.shipment && (
                <dl className="mt-3 space-y-1 text-sm" data-testid="shipment">
                  <div><dt className="inline text-ink/70">Transportadora: </dt><dd className="inline font-medium">{o.shipment.courier}</dd></div>
                  {o.shipment.tracking_number && <div><dt className="inline text-ink/70">N.º de seguimento: </dt><dd className="inline font-medium break-all">{o.shipment.tracking_number}</dd></div>}
                  {o.shipment.shipped_at && <div><dt className="inline text-ink/70">Enviada em: </dt><dd className="inline">{formatCompactDateTime(o.shipment.shipped_at)}</dd></div>}
                </dl>
              )}
            </Panel>
          )}
        </div>
      </div>
      {confirmDialog}
      {shipping && <ShipDialog title={`Enviar a encomenda #${o.reference}`} suggestions={o.courier_suggestions} pending={actions.status.isPending} error={actions.status.error} onSubmit={ship} onClose={() => setShipping(false)} />}
    </>
  );
}
