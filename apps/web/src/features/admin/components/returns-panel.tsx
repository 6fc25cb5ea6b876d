import { useState, type FormEvent } from 'react';
import type { AdminOrderDetail, AdminOrderReturn } from '@shop/contract/admin-ops';
import { RETURN_STATUS_LABEL, receiptProblem, type ReturnStatus } from '@shop/contract/order-status';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm, type ConfirmOptions } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useOrderActions } from '../api/order-actions.ts';
import { useStaff } from '../lib/admin-session.ts';
import { formatWire } from '../lib/format.ts';
import { Badge, Panel } from './page-parts.tsx';
import { RefundDialog } from './money-panel.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

const RETURN_TONE: Record<ReturnStatus, 'amber' | 'plum' | 'red' | 'green'> = { requested: 'amber', approved: 'plum', rejected: 'red', completed: 'green' };

/** What each decision does, said before it is done (the customer is e-mailed at once). */
const DECISION_QUESTION: Record<'approved' | 'rejected', (line: string) => ConfirmOptions> = {
  approved: (line) => ({
    title: `Aceitar a devolução de ${line}?`,
    message: 'O cliente recebe um e-mail a dizer que o pedido foi aceite e como devolver o produto.',
    confirmLabel: 'Aceitar devolução',
  }),
  rejected: (line) => ({
    title: `Recusar a devolução de ${line}?`,
    message: 'O cliente recebe um e-mail a dizer que o pedido não foi aceite, com a sua nota. Não pode ser desfeito.',
    confirmLabel: 'Recusar devolução',
    tone: 'danger',
  }),
};

const units = (n: number) => `${n} ${n === 1 ? 'unidade' : 'unidades'}`;

/**
 * The order's return requests, each a line with its units and reason: staff accept or refuse it,
 * receive the goods (back to stock or written off) and the owner refunds it. Every step asks first.
 */
export function ReturnsPanel({ order, defaultMethod }: { order: AdminOrderDetail; defaultMethod: Parameters<typeof RefundDialog>[0]['defaultMethod'] }) {
  const actions = useOrderActions(order.id);
  const { prompt, dialog } = useConfirm();
  const owner = useStaff()?.role === 'owner';
  const [receiving, setReceiving] = useState<AdminOrderReturn | null>(null);
  const [refunding, setRefunding] = useState<AdminOrderReturn | null>(null);

  const decide = async (r: AdminOrderReturn, to: 'approved' | 'rejected') => {
    // Cancel (or Escape, or the backdrop) answers null: the return stays as it is and nobody is e-mailed.
    const note = await prompt({ ...DECISION_QUESTION[to](`${r.qty} × ${r.product_name}`), input: { label: 'Nota para o cliente (opcional)', multiline: true, maxLength: 500 } });
    if (note === null) return;
    actions.decideReturn.mutate({ id: r.id, status: to, note: note.trim() || null }, { onSuccess: () => toast.success('Devolução atualizada.'), onError: (e) => toast.error(e.message) });
  };

  return (
    <Panel title="Devoluções">
      <ul className="space-y-3 text-sm">
        {order.returns.map((r) => {
          const status = r.status as ReturnStatus;
          return (
            <li key={r.id} className="rounded-lg border border-plum-100 p-3" aria-label={`Devolução de ${r.qty} × ${r.product_name}`}>
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {r.qty} × {r.product_name} <Badge tone={RETURN_TONE[status] ?? 'amber'}>{RETURN_STATUS_LABEL[status] ?? r.status}</Badge>
              </p>
              <p className="text-ink/70">Motivo: {r.reason_label}{r.reason ? ` — «${r.reason}»` : ''}</p>
              <p className="text-xs text-ink/60">Pedido em {formatCompactDateTime(r.created_at)}</p>
              {r.decision_note && <p className="text-ink/70">Decisão: {r.decision_note}</p>}
              {r.received_at && (
                <p className="text-ink/70">
                  Recebida em {formatCompactDateTime(r.received_at)}: {units(r.restocked_qty)} de volta ao stock
                  {r.written_off_qty > 0 ? `, ${units(r.written_off_qty)} abatida(s) (danificada)` : ''}.
                </p>
              )}
              {(status === 'approved' || status === 'completed') && (
                <p className="tabular-nums text-ink/70">
                  Valor a devolver: {formatWire(r.value)}{r.refunded !== '0.00' ? ` · reembolsado ${formatWire(r.refunded)}` : ''}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {status === 'requested' && (
                  <>
                    <Button size="sm" variant="secondary" disabled={actions.decideReturn.isPending} onClick={() => void decide(r, 'approved')}>Aprovar devolução</Button>
                    <Button size="sm" variant="danger" disabled={actions.decideReturn.isPending} onClick={() => void decide(r, 'rejected')}>Recusar devolução</Button>
                  </>
                )}
                {status === 'approved' && !r.received_at && (
                  <Button size="sm" variant="secondary" onClick={() => setReceiving(r)}>Registar receção</Button>
                )}
                {owner && r.refundable !== '0.00' && (
                  <Button size="sm" variant="danger" onClick={() => setRefunding(r)}>Reembolsar devolução</Button>
                )}
              </div>
              {!owner && r.refundable !== '0.00' && <p className="mt-1 text-xs text-ink/60">Só a proprietária pode registar reembolsos.</p>}
            </li>
          );
        })}
      </ul>
      {receiving && <ReceiveDialog key={receiving.id} ret={receiving} orderId={order.id} onClose={() => setReceiving(null)} />}
      {refunding && (
        <RefundDialog
          open
          onClose={() => setRefunding(null)}
          kind="order"
          id={order.id}
          returnId={refunding.id}
          label={`Devolução de ${refunding.qty} × ${refunding.product_name}`}
          suggested={refunding.refundable}
          defaultMethod={defaultMethod}
          defaultReason={`Devolução de ${refunding.qty} × ${refunding.product_name} (encomenda #${order.reference}).`}
        />
      )}
      {dialog}
    </Panel>
  );
}

/** The returned units: how many go back on the shelf; the rest are written off as damaged. */
function ReceiveDialog({ ret, orderId, onClose }: { ret: AdminOrderReturn; orderId: number; onClose: () => void }) {
  const { receiveReturn } = useOrderActions(orderId);
  const [restock, setRestock] = useState(String(ret.reason_code === 'damaged' ? 0 : ret.qty));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const restockQty = Number(restock);
  const writeOff = Number.isInteger(restockQty) ? ret.qty - restockQty : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found = restock.trim() === '' ? 'Indique quantas unidades voltam ao stock (0 se nenhuma).' : receiptProblem(ret.qty, restockQty, writeOff);
    if (found || writeOff < 0) return setProblem(found ?? `No máximo ${ret.qty}.`);
    receiveReturn.mutate(
      { id: ret.id, restock_qty: restockQty, write_off_qty: writeOff, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success(`Devolução recebida: ${units(restockQty)} de volta ao stock${writeOff ? `, ${units(writeOff)} abatida(s)` : ''}.`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={() => !receiveReturn.isPending && onClose()} title={`Receber ${ret.qty} × ${ret.product_name}`} role="alertdialog">
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-ink/80">
          Conte o que chegou. As unidades em bom estado voltam ao stock; as restantes ficam registadas como abatidas (danificadas) e não voltam à venda.
          O cliente recebe um e-mail a dizer que a devolução foi recebida. <strong>Não pode ser desfeito.</strong>
        </p>
        <TextField
          label="Unidades de volta ao stock"
          type="number"
          inputMode="numeric"
          min={0}
          max={ret.qty}
          required
          value={restock}
          error={problem}
          hint={`Abatidas (danificadas): ${writeOff >= 0 && writeOff <= ret.qty ? writeOff : '—'} de ${ret.qty}`}
          onChange={(e) => {
            setRestock(e.target.value);
            setProblem(null);
          }}
        />
        <TextAreaField label="Nota para o cliente (opcional)" rows={2} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        <FormError error={receiveReturn.error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={receiveReturn.isPending}>Cancelar</Button>
          <Button type="submit" loading={receiveReturn.isPending}>Registar receção</Button>
        </div>
      </form>
    </Dialog>
  );
}
