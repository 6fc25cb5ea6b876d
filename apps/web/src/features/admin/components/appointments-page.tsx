import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import type { AdminAppointment } from '@shop/contract/admin-ops';
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/contract/bookings-offer';
import { toast } from '../../../lib/toast.ts';
import { useAppointmentActions } from '../api/appointment-actions.ts';
import { useAppointments } from '../api/appointments-list.ts';
import { formatDateTime, formatWire } from '../lib/format.ts';
import { Badge, buttonClass, FormError, PageHeader, Panel, SelectField, TextField } from './form-controls.tsx';
import { ProofFile } from './proof-file.tsx';
import { BookingMoney } from './money-panel.tsx';

const MAPUTO_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo', year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_TITLE = new Intl.DateTimeFormat('pt-PT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const maputoToday = () => MAPUTO_DATE.format(new Date());
const addDays = (date: string, n: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
/** The Monday of the week holding `date`. */
const mondayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
};
const dayTitle = (date: string) => DAY_TITLE.format(new Date(`${date}T12:00:00Z`));
const timeOf = (iso: string) => formatDateTime(iso).split(' ').at(-1);

const ACTION_LABEL: Record<string, string> = { confirmed: 'Confirmar', cancelled: 'Cancelar', completed: 'Concluída', no_show: 'Faltou' };
const TONE: Record<string, 'green' | 'amber' | 'red' | 'grey' | 'plum'> = {
  pending: 'amber', awaiting_receipt_review: 'amber', confirmed: 'green', completed: 'plum', no_show: 'red', cancelled: 'grey', rejected: 'grey', expired: 'grey',
};

function AppointmentCard({ a }: { a: AdminAppointment }) {
  const { status } = useAppointmentActions();
  const { confirm, prompt, dialog } = useConfirm();
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
    <li aria-label={`Marcação ${a.reference}`} className="rounded-lg border border-plum-100 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-plum-900">{a.time} · {a.service_label} <Badge tone={TONE[a.status] ?? 'grey'}>{BOOKING_STATUS_LABELS[a.status]}</Badge></p>
          <p className="text-sm">{a.full_name} · <a className="underline" href={`https://wa.me/${a.phone}`}>{a.phone}</a> · {a.email}</p>
          <p className="text-xs text-ink/60">{a.reference} · {formatWire(a.price)} · {PAYMENT_STATUS_LABELS[a.payment_status]}{a.due_now !== '0.00' ? ` (sinal ${formatWire(a.due_now)})` : ''}</p>
          <BookingMoney booking={a} />
          {a.complaints.length > 0 && <p className="text-xs text-ink/60">Queixas: {a.complaints.join(', ')}</p>}
          {a.notes && <p className="text-xs text-ink/60">Notas: {a.notes}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {a.next_statuses.map((s) => (
            <button key={s} type="button" className={s === 'cancelled' || s === 'no_show' ? buttonClass.danger : buttonClass.secondary} disabled={status.isPending} onClick={() => act(s)}>
              {ACTION_LABEL[s] ?? s}
            </button>
          ))}
        </div>
      </div>
      {a.receipt && <div className="mt-2"><ProofFile fileId={a.receipt.file_id} mime={a.receipt.mime} name={a.receipt.name} /></div>}
      {dialog}
    </li>
  );
}

function BlockForm({ defaultDate }: { defaultDate: string }) {
  const { block } = useAppointmentActions();
  const [date, setDate] = useState(defaultDate);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [resource, setResource] = useState('');
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        block.mutate(
          { date, from: from || null, to: to || null, reason, resource: (resource || null) as 'consultation' | null },
          { onSuccess: () => { toast.success('Período bloqueado: os horários deixam de estar disponíveis.'); setReason(''); }, onError: (err) => toast.error(err.message) },
        );
      }}
    >
      <TextField label="Data a bloquear" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      <SelectField label="Agenda" value={resource} onChange={(e) => setResource(e.target.value)}>
        <option value="">Toda a clínica</option>
        <option value="consultation">Consultas</option>
        <option value="treatment">Sala de tratamentos</option>
      </SelectField>
      <TextField label="Das (vazio: dia inteiro)" type="time" value={from} onChange={(e) => setFrom(e.target.value)} />
      <TextField label="Até" type="time" value={to} onChange={(e) => setTo(e.target.value)} />
      <TextField label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Feriado, formação…" className="sm:col-span-2" maxLength={200} />
      <FormError message={block.error?.message} />
      <div className="sm:col-span-2"><button type="submit" className={buttonClass.primary} disabled={block.isPending}>Bloquear</button></div>
    </form>
  );
}

export function AppointmentsPage() {
  const [view, setView] = useState<'day' | 'week'>('day');
  // A staff e-mail opens the book on the booking's day (?dia=AAAA-MM-DD).
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(params.get('dia') ?? '') ? params.get('dia')! : maputoToday()));
  const from = view === 'day' ? date : mondayOf(date);
  const days = view === 'day' ? 1 : 7;
  const { data, error, isPending } = useAppointments(from, days);
  const { unblock } = useAppointmentActions();
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const step = view === 'day' ? 1 : 7;

  return (
    <>
      <PageHeader title="Marcações" description="A agenda da clínica (hora de Maputo)." />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div role="group" aria-label="Vista" className="flex gap-1">
          <button type="button" aria-pressed={view === 'day'} className={view === 'day' ? buttonClass.primary : buttonClass.secondary} onClick={() => setView('day')}>Dia</button>
          <button type="button" aria-pressed={view === 'week'} className={view === 'week' ? buttonClass.primary : buttonClass.secondary} onClick={() => setView('week')}>Semana</button>
        </div>
        <button type="button" className={buttonClass.secondary} onClick={() => setDate(addDays(date, -step))} aria-label="Anterior">‹</button>
        <TextField label="Dia" type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        <button type="button" className={buttonClass.secondary} onClick={() => setDate(addDays(date, step))} aria-label="Seguinte">›</button>
        <button type="button" className={buttonClass.ghost} onClick={() => setDate(maputoToday())}>Hoje</button>
      </div>
      <FormError message={error?.message} />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-4 xl:col-span-2">
          {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
          {data && dates.map((d) => {
            const list = data.appointments.filter((a) => a.date === d);
            return (
              <Panel key={d} title={dayTitle(d)}>
                {list.length === 0 ? <p className="text-sm text-ink/60">Sem marcações.</p> : <ul className="space-y-2">{list.map((a) => <AppointmentCard key={a.id} a={a} />)}</ul>}
              </Panel>
            );
          })}
        </div>
        <div className="space-y-6">
          <Panel title="Bloquear dias ou horas">
            <BlockForm key={date} defaultDate={date} />
          </Panel>
          <Panel title="Bloqueios neste período">
            {data && data.blocked.length === 0 && <p className="text-sm text-ink/60">Nenhum.</p>}
            <ul className="space-y-2 text-sm">
              {data?.blocked.map((b) => (
                <li key={b.id} className="flex items-center justify-between gap-2 rounded-lg bg-plum-50 p-2">
                  <span>
                    {formatDateTime(b.starts_at)} – {timeOf(b.ends_at)}
                    {b.resource ? ` · ${b.resource === 'consultation' ? 'Consultas' : 'Tratamentos'}` : ''}
                    {b.reason && <span className="block text-xs text-ink/60">{b.reason}</span>}
                  </span>
                  <button type="button" className={buttonClass.ghost} disabled={unblock.isPending}
                    onClick={() => unblock.mutate(b.id, { onSuccess: () => toast.success('Bloqueio removido.'), onError: (e) => toast.error(e.message) })}>
                    Remover
                  </button>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}
