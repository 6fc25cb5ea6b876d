import { useState, type FormEvent } from 'react';
import { MONEY_STATUS_LABEL, PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type MoneyStatus, type PaymentMethod } from '@shop/contract/payment-methods';
import type { MoneySummary, MoneyTarget } from '@shop/contract/payments';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useMoneyActions } from '../api/money.ts';
import { useStaff } from '../lib/admin-session.ts';
import { formatWire, moneyInputToWire, wireToInput } from '../lib/format.ts';
import { Badge } from './page-parts.tsx';
import { formatCompactDateTime, formatShortDate, maputoToday } from '../../../lib/maputo-date.ts';


export const MONEY_TONE: Record<MoneyStatus, 'grey' | 'amber' | 'green' | 'red' | 'plum'> = {
  unpaid: 'amber', partly_paid: 'amber', paid: 'green', partly_refunded: 'plum', refunded: 'grey',
};
export const moneyBadge = (status: MoneyStatus) => <Badge tone={MONEY_TONE[status]}>{MONEY_STATUS_LABEL[status]}</Badge>;

interface MoneyFormProps {
  open: boolean;
  onClose: () => void;
  kind: MoneyTarget;
  id: number;
  /** e.g. "Encomenda CM7K3M9Q" */
  label: string;
  /** the amount proposed (what is due, or what may be refunded), wire format */
  suggested: string;
  defaultMethod?: PaymentMethod;
  /** the return this refund settles (refunds only) */
  returnId?: number;
  /** the reason proposed (refunds only) */
  defaultReason?: string;
}

/** Staff type in money received: method, amount, day, reference, note. */
export function PaymentDialog({ open, onClose, kind, id, label, suggested, defaultMethod = 'mpesa' }: MoneyFormProps) {
  const { pay } = useMoneyActions();
  const [method, setMethod] = useState<PaymentMethod>(defaultMethod);
  const [amount, setAmount] = useState(wireToInput(suggested));
  const [day, setDay] = useState(maputoToday);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wire = moneyInputToWire(amount);
    if (!wire || wire === '0.00') return setProblem('Indique um valor válido em meticais (por exemplo 1500 ou 1500,50).');
    pay.mutate(
      { kind, id, method, amount: wire, paid_on: day || null, reference: reference.trim() || null, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success(`${label}: pagamento de ${formatWire(wire)} registado; o cliente foi avisado por e-mail.`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={() => !pay.isPending && onClose()} title={`Registar pagamento · ${label}`}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-ink/70">Em falta: {formatWire(suggested)}. O pagamento fica registado com o seu nome e o cliente recebe um recibo por e-mail.</p>
        <SelectField label="Meio de pagamento" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{PAYMENT_METHOD_LABEL[m]}</option>)}
        </SelectField>
        <TextField label="Valor recebido (MT)" inputMode="decimal" required value={amount} error={problem} onChange={(e) => { setAmount(e.target.value); setProblem(null); }} />
        <TextField label="Data do pagamento" type="date" required max={maputoToday()} value={day} onChange={(e) => setDay(e.target.value)} />
        <TextField label="Referência (M-Pesa, transferência…)" value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
        <TextAreaField label="Nota interna (opcional)" rows={2} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        <FormError error={pay.error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pay.isPending}>Cancelar</Button>
          <Button type="submit" loading={pay.isPending}>Registar pagamento</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Money given back: the dialog says it cannot be undone and that the customer is e-mailed. */
export function RefundDialog({ open, onClose, kind, id, label, suggested, defaultMethod = 'mpesa', returnId, defaultReason = '' }: MoneyFormProps) {
  const { refund } = useMoneyActions();
  const [method, setMethod] = useState<PaymentMethod>(defaultMethod);
  const [amount, setAmount] = useState(wireToInput(suggested));
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState(defaultReason);
  const [problem, setProblem] = useState<{ amount?: string; reason?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wire = moneyInputToWire(amount);
    if (!wire || wire === '0.00') return setProblem({ amount: 'Indique um valor válido em meticais.' });
    if (reason.trim().length < 3) return setProblem({ reason: 'Indique o motivo do reembolso (pelo menos 3 caracteres).' });
    refund.mutate(
      { kind, id, method, amount: wire, reference: reference.trim() || null, reason: reason.trim(), ...(returnId ? { return_id: returnId } : {}) },
      {
        onSuccess: () => {
          toast.success(`${label}: reembolso de ${formatWire(wire)} registado; o cliente foi avisado por e-mail.`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={() => !refund.isPending && onClose()} title={`Reembolsar · ${label}`} role="alertdialog">
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-ink/80">
          Pode devolver até {formatWire(suggested)}. Faça primeiro a devolução do dinheiro ao cliente (M-Pesa, transferência…) e registe-a aqui:
          o reembolso <strong>não pode ser anulado</strong> e o cliente recebe um e-mail com o valor e o motivo.
        </p>
        <SelectField label="Como foi devolvido" value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{PAYMENT_METHOD_LABEL[m]}</option>)}
        </SelectField>
        <TextField label="Valor a reembolsar (MT)" inputMode="decimal" required value={amount} error={problem.amount} onChange={(e) => { setAmount(e.target.value); setProblem({}); }} />
        <TextField label="Referência da devolução" value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} />
        <TextAreaField label="Motivo (vai no e-mail ao cliente)" rows={2} required value={reason} error={problem.reason} maxLength={500} onChange={(e) => { setReason(e.target.value); setProblem({}); }} />
        <FormError error={refund.error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>Cancelar</Button>
          <Button type="submit" variant="danger" loading={refund.isPending}>Reembolsar</Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * What an order or booking has paid: totals, the derived status, every payment and refund, and the
 * actions staff may take (record a payment while something is due; the owner refunds when allowed).
 */
export function MoneyPanel({ kind, id, label, money, canPay, refundAllowed, refundHint, defaultMethod }: {
  kind: MoneyTarget;
  id: number;
  label: string;
  money: MoneySummary;
  canPay: boolean;
  refundAllowed: boolean;
  /** why a refund is not offered, when it is not */
  refundHint?: string | null;
  defaultMethod?: PaymentMethod;
}) {
  const staff = useStaff();
  const [dialog, setDialog] = useState<'pay' | 'refund' | null>(null);
  const owner = staff?.role === 'owner';
  const showPay = canPay && money.due !== '0.00' && money.refunded === '0.00';
  const showRefund = refundAllowed && owner && money.refundable !== '0.00';
  return (
    <section aria-label="Dinheiro" className="space-y-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">{moneyBadge(money.status)}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        <dt>Total</dt><dd className="text-right tabular-nums">{formatWire(money.total)}</dd>
        <dt>Pago</dt><dd className="text-right tabular-nums">{formatWire(money.paid)}</dd>
        {money.refunded !== '0.00' && <><dt>Reembolsado</dt><dd className="text-right tabular-nums">−{formatWire(money.refunded)}</dd></>}
        {canPay && <><dt className="font-semibold">Em falta</dt><dd className="text-right font-semibold tabular-nums">{formatWire(money.due)}</dd></>}
        {money.refund_due !== '0.00' && <><dt className="font-semibold text-red-700">A reembolsar</dt><dd className="text-right font-semibold tabular-nums text-red-700">{formatWire(money.refund_due)}</dd></>}
      </dl>
      {money.rows.length > 0 && (
        <ul className="divide-y divide-plum-100 rounded-lg border border-plum-100">
          {money.rows.map((r) => (
            <li key={`${r.type}-${r.id}`} className="p-2">
              <p className="flex justify-between gap-2 font-medium">
                <span>{r.type === 'payment' ? 'Pagamento' : 'Reembolso'} · {PAYMENT_METHOD_LABEL[r.method]}</span>
                <span className={`tabular-nums ${r.type === 'refund' ? 'text-red-700' : ''}`}>{r.type === 'refund' ? '−' : ''}{formatWire(r.amount)}</span>
              </p>
              <p className="text-xs text-ink/60">
                {formatShortDate(r.on)}{r.reference ? ` · ref. ${r.reference}` : ''} · {r.staff_name ?? 'Equipa'} · registado {formatCompactDateTime(r.created_at)}
              </p>
              {r.note && <p className="text-xs text-ink/70">{r.note}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {showPay && <Button size="sm" onClick={() => setDialog('pay')}>Registar pagamento</Button>}
        {showRefund && <Button size="sm" variant="danger" onClick={() => setDialog('refund')}>Reembolsar</Button>}
      </div>
      {!showRefund && money.refundable !== '0.00' && (refundHint || !owner) && (
        <p className="text-xs text-ink/60">{!owner && refundAllowed ? 'Só a proprietária pode registar reembolsos.' : refundHint}</p>
      )}
      {dialog === 'pay' && <PaymentDialog open onClose={() => setDialog(null)} kind={kind} id={id} label={label} suggested={money.due} defaultMethod={defaultMethod} />}
      {dialog === 'refund' && <RefundDialog open onClose={() => setDialog(null)} kind={kind} id={id} label={label} suggested={money.refundable} defaultMethod={defaultMethod} />}
    </section>
  );
}

const BOOKING_PAYABLE = ['pending', 'awaiting_receipt_review', 'confirmed', 'completed'];

/** A booking's money in the appointment book: paid and due, and the button to record the deposit or the balance. */
export function BookingMoney({ booking }: { booking: { id: number; reference: string; status: string; paid: string; due: string; money_status: MoneyStatus } }) {
  const [open, setOpen] = useState<'pay' | 'refund' | null>(null);
  const staff = useStaff();
  const canPay = BOOKING_PAYABLE.includes(booking.status) && booking.due !== '0.00' && booking.money_status !== 'partly_refunded' && booking.money_status !== 'refunded';
  const canRefund = !BOOKING_PAYABLE.includes(booking.status) && booking.paid !== '0.00' && staff?.role === 'owner';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
      {moneyBadge(booking.money_status)}
      <span className="tabular-nums">Pago {formatWire(booking.paid)} · Em falta {formatWire(booking.due)}</span>
      {canPay && <Button size="sm" variant="secondary" onClick={() => setOpen('pay')}>Registar pagamento</Button>}
      {canRefund && <Button size="sm" variant="danger" onClick={() => setOpen('refund')}>Reembolsar</Button>}
      {open === 'pay' && <PaymentDialog open onClose={() => setOpen(null)} kind="booking" id={booking.id} label={`Marcação ${booking.reference}`} suggested={booking.due} />}
      {open === 'refund' && <RefundDialog open onClose={() => setOpen(null)} kind="booking" id={booking.id} label={`Marcação ${booking.reference}`} suggested={booking.paid} />}
    </div>
  );
}
