import { useState, type FormEvent } from 'react';
import type { BlockBookingDecision, BlockedBooking } from '@shop/contract/admin-ops';
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type PaymentMethod } from '@shop/contract/payment-methods';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Checkbox, FormError, RadioGroup, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useStaff } from '../lib/admin-session.ts';
import { formatWire } from '../lib/format.ts';
import { formatPhone } from '@shop/contract/phone';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

const DEFAULT_MESSAGE = 'Pedimos desculpa: a clínica não pode atender neste período. Contacte-nos para marcar outro horário.';

interface Choice {
  action: 'keep' | 'cancel' | null;
  message: string;
  refund: boolean;
  method: PaymentMethod;
  reference: string;
}

const hasMoney = (b: BlockedBooking) => b.paid !== '0.00';

/**
 * The bookings a block would cover, and for each what to do: keep it, or cancel it with a message to
 * that client and, when money was received, refund it (the owner's). Cancelar blocks nothing.
 */
export function HeldBookingsDialog({ held, busy, error, onCancel, onDecide }: {
  held: BlockedBooking[];
  busy: boolean;
  error?: unknown;
  onCancel: () => void;
  onDecide: (decisions: BlockBookingDecision[]) => void;
}) {
  const owner = useStaff()?.role === 'owner';
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(held.map((b) => [b.id, { action: null, message: DEFAULT_MESSAGE, refund: owner && hasMoney(b), method: b.paid_method ?? 'mpesa', reference: '' }])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (id: number, patch: Partial<Choice>) => {
    setChoices((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));
    setProblem(null);
  };
  const all = (action: 'keep' | 'cancel') => held.forEach((b) => change(b.id, { action }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (held.some((b) => !choices[b.id]!.action)) return setProblem('Escolha o que fazer com cada marcação.');
    onDecide(
      held.map((b) => {
        const c = choices[b.id]!;
        if (c.action === 'keep') return { id: b.id, action: 'keep' };
        const refund = c.refund && hasMoney(b) ? { amount: b.paid, method: c.method, reference: c.reference.trim() || null } : null;
        return { id: b.id, action: 'cancel', message: c.message.trim() || null, refund };
      }),
    );
  };

  const paid = held.filter(hasMoney).length;
  return (
    <Dialog open onClose={() => !busy && onCancel()} title={held.length === 1 ? 'Este período tem 1 marcação' : `Este período tem ${held.length} marcações`} role="alertdialog">
      <form onSubmit={submit} noValidate className="space-y-4 text-sm">
        <p className="text-ink/80">Decida o que acontece a cada uma antes de bloquear. Quem for cancelado recebe um e-mail com a sua mensagem.</p>
        {held.length > 1 && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => all('keep')} disabled={busy}>Manter todas</Button>
            <Button size="sm" variant="secondary" onClick={() => all('cancel')} disabled={busy}>Cancelar todas</Button>
          </div>
        )}
        {held.map((b) => {
          const c = choices[b.id]!;
          const who = `${formatCompactDateTime(b.starts_at)} · ${b.client}`;
          return (
            <fieldset key={b.id} aria-label={who} className="space-y-3 rounded-lg border border-plum-100 p-3">
              <legend className="px-1 font-medium">{who}</legend>
              <p className="text-ink/70">
                {b.service} · {b.reference} · {formatPhone(b.phone)}
                {hasMoney(b) ? ` · pago ${formatWire(b.paid)}` : ''}
              </p>
              <RadioGroup
                label="O que fazer"
                layout="pills"
                value={c.action}
                disabled={busy}
                onChange={(action) => change(b.id, { action })}
                options={[
                  { value: 'keep', label: 'Manter' },
                  { value: 'cancel', label: 'Cancelar e avisar' },
                ]}
              />
              {c.action === 'cancel' && (
                <>
                  <TextAreaField label={`Mensagem para ${b.client}`} hint="Vai no e-mail de cancelamento." rows={3} maxLength={1000} value={c.message} disabled={busy} onChange={(e) => change(b.id, { message: e.target.value })} />
                  {hasMoney(b) && (
                    <Checkbox
                      label={`Reembolsar ${formatWire(b.paid)} ao cliente`}
                      hint={owner ? 'Fica registado nos pagamentos da marcação e o cliente recebe o e-mail do reembolso.' : 'Só o(a) proprietário(a) regista reembolsos: o valor fica por reembolsar na marcação.'}
                      checked={c.refund}
                      disabled={busy || !owner}
                      onChange={(e) => change(b.id, { refund: e.target.checked })}
                    />
                  )}
                  {hasMoney(b) && c.refund && (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <SelectField label="Devolvido por" value={c.method} disabled={busy} onChange={(e) => change(b.id, { method: e.target.value as PaymentMethod })}>
                        {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{PAYMENT_METHOD_LABEL[m]}</option>)}
                      </SelectField>
                      <TextField label="Referência (opcional)" maxLength={120} value={c.reference} disabled={busy} onChange={(e) => change(b.id, { reference: e.target.value })} />
                    </div>
                  )}
                </>
              )}
            </fieldset>
          );
        })}
        {paid > 0 && !owner && (
          <p className="rounded-lg bg-amber-50 p-2 text-amber-900">
            {paid === 1 ? 'Uma marcação já tem dinheiro recebido' : `${paid} marcações já têm dinheiro recebido`}: se as cancelar, o(a) proprietário(a) regista depois o reembolso em cada uma.
          </p>
        )}
        {problem && <p role="alert" className="text-red-700">{problem}</p>}
        <FormError error={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>Cancelar</Button>
          <Button type="submit" loading={busy}>Confirmar e bloquear</Button>
        </div>
      </form>
    </Dialog>
  );
}
