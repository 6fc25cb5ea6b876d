import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminAppointment } from '@shop/contract/admin-ops';
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract/bookings-offer';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAppointmentActions } from '../api/appointment-actions.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { formatWire } from '../lib/format.ts';
import { formatDate } from '../../../lib/maputo-date.ts';
import { MoveBookingDialog } from './booking-dialogs.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from './page-parts.tsx';
import { BookingMoney } from './money-panel.tsx';
import { DocumentButton } from './document-button.tsx';
import { ProofFile } from './proof-file.tsx';
import { MpesaCharges } from './delivery-trail.tsx';
import { formatPhone, whatsappChatLink } from '@shop/contract/phone';

const ACTION_LABEL: Record<string, string> = { confirmed: 'Confirmar', cancelled: 'Cancelar', completed: 'Concluída', no_show: 'Faltou' };
const TONE: Record<string, 'green' | 'amber' | 'red' | 'grey' | 'plum'> = {
  pending: 'amber', awaiting_receipt_review: 'amber', confirmed: 'green', completed: 'plum', no_show: 'red', cancelled: 'grey', rejected: 'grey', expired: 'grey',
};

/** The one-tap WhatsApp message staff send from their own phone. */
const reminderText = (a: AdminAppointment) =>
  `Olá ${a.full_name}! Lembramos a sua marcação ${a.reference} (${a.service_label}) a ${formatDate(a.date)} às ${a.time}. Até breve!`;

const HOLDS_SLOT = ['pending', 'awaiting_receipt_review', 'confirmed'];

export function AppointmentCard({ a, as: Tag = 'li' }: { a: AdminAppointment; as?: 'li' | 'div' }) {
  const { status, reminders } = useAppointmentActions();
  const { confirm, prompt, dialog } = useConfirm();
  const [moving, setMoving] = useState(false);
  const whatsapp = whatsappChatLink(a.phone, reminderText(a));
  const act = async (to: string) => {
    let note: string | null = null;
    if (to === 'cancelled') {
      const answer = await prompt({
        title: `Cancelar a marcação ${a.reference}?`,
        message: `${a.full_name} recebe um e-mail a dizer que a marcação de ${a.time} foi cancelada, com a sua mensagem. O horário fica livre.`,
        confirmLabel: 'Cancelar marcação',
        cancelLabel: 'Manter',
        tone: 'danger',
        input: { label: 'Mensagem para o cliente (opcional)', multiline: true, maxLength: 500 },
      });
      if (answer === null) return;
      note = answer.trim() || null;
    } else if (to === 'no_show' && !(await confirm({ title: `${a.full_name} faltou à marcação ${a.reference}?`, message: 'Fica registado como falta. Não pode ser desfeito.', confirmLabel: 'Registar falta', tone: 'danger' }))) {
      return;
    }
    status.mutate({ id: a.id, status: to as 'confirmed', note }, { onSuccess: () => toast.success('Marcação atualizada.'), onError: (e) => toast.error(e.message) });
  };
  return (
    <Tag aria-label={`Marcação ${a.reference}`} className="rounded-lg border border-plum-100 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-plum-900">{a.time} · {a.service_label} <Badge tone={TONE[a.status] ?? 'grey'}>{BOOKING_STATUS_LABELS[a.status]}</Badge></p>
          <p className="text-sm break-words">
            <Link className="font-medium underline" to={adminPaths.clientOf(a)}>{a.full_name}</Link> · <a className="underline" href={`tel:+${a.phone}`}>{formatPhone(a.phone)}</a>{whatsapp && <> · <a className="underline" href={whatsapp} target="_blank" rel="noreferrer">WhatsApp (lembrete)</a></>}
            {a.email && <> · <a className="underline" href={`mailto:${a.email}`}>{a.email}</a></>}
          </p>
          <p className="text-xs text-ink/60">{a.reference} · {formatWire(a.price)} · {PAYMENT_STATUS_LABELS[a.payment_status]}{a.due_now !== '0.00' ? ` (sinal ${formatWire(a.due_now)})` : ''}</p>
          <BookingMoney booking={a} />
          {a.complaints.length > 0 && <p className="text-xs text-ink/60">Queixas: {a.complaints.join(', ')}</p>}
          {a.notes && <p className="text-xs text-ink/60">Notas: {a.notes}</p>}
          <p className="text-xs text-ink/60">
            {a.reminders ? 'Lembretes por e-mail 24 h e 2 h antes' : 'Sem lembretes (pedido do cliente)'}
            {a.reminders_sent.length > 0 && ` · enviados: ${a.reminders_sent.join(', ')}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {a.next_statuses.map((s) => (
            <Button key={s} variant={s === 'cancelled' || s === 'no_show' ? 'danger' : 'secondary'} size="sm" disabled={status.isPending} onClick={() => act(s)}>
              {ACTION_LABEL[s] ?? s}
            </Button>
          ))}
          {HOLDS_SLOT.includes(a.status) && (
            <Button variant="secondary" size="sm" onClick={() => setMoving(true)}>Mudar horário</Button>
          )}
          {a.paid !== '0.00' && <DocumentButton path="/appointments/receipt" id={a.id} filename={`recibo-${a.reference}.pdf`}>Recibo (PDF)</DocumentButton>}
          {HOLDS_SLOT.includes(a.status) && (
            <Button
              variant="ghost" size="sm"
              disabled={reminders.isPending}
              onClick={() => reminders.mutate({ id: a.id, enabled: !a.reminders }, { onSuccess: () => toast.success(a.reminders ? 'Lembretes desligados para esta marcação.' : 'Lembretes ligados para esta marcação.'), onError: (e) => toast.error(e.message) })}
            >
              {a.reminders ? 'Desligar lembretes' : 'Ligar lembretes'}
            </Button>
          )}
        </div>
      </div>
      {a.receipt && <div className="mt-2"><ProofFile fileId={a.receipt.file_id} mime={a.receipt.mime} name={a.receipt.name} /></div>}
      {a.mpesa_charges.length > 0 && <div className="mt-2"><MpesaCharges charges={a.mpesa_charges} /></div>}
      {dialog}
      {moving && <MoveBookingDialog appointment={a} onClose={() => setMoving(false)} />}
    </Tag>
  );
}
