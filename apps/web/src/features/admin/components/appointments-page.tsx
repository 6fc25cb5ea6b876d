import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useAppointmentActions } from '../api/appointment-actions.ts';
import { useAppointments } from '../api/appointments-list.ts';
import type { BlockedBooking } from '@shop/contract/admin-ops';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { formatDateTime, formatWire } from '../lib/format.ts';
import { NewBookingDialog, type NewBookingPreset } from './booking-dialogs.tsx';
import { buttonClass, FormError, PageHeader, Panel, SelectField, TextField } from './form-controls.tsx';
import { addDays, maputoToday } from '../../../lib/maputo-date.ts';
import { DayGrid } from './appointment-grid.tsx';
import { AppointmentCard } from './appointment-card.tsx';

const DAY_TITLE = new Intl.DateTimeFormat('pt-PT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
/** The Monday of the week holding `date`. */
const mondayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
};
const dayTitle = (date: string) => DAY_TITLE.format(new Date(`${date}T12:00:00Z`));
const timeOf = (iso: string) => formatDateTime(iso).split(' ').at(-1);

function BlockForm({ defaultDate }: { defaultDate: string }) {
  const { block, check } = useAppointmentActions();
  const [date, setDate] = useState(defaultDate);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [resource, setResource] = useState('');
  const [held, setHeld] = useState<BlockedBooking[] | null>(null);
  const request = { date, from: from || null, to: to || null, reason, resource: (resource || null) as 'consultation' | null };
  const save = (decision: { bookings: 'keep' | 'cancel'; message: string | null } | null) =>
    block.mutate(
      { ...request, ...(decision ?? {}) },
      {
        onSuccess: (saved) => {
          toast.success(saved.cancelled.length ? `Período bloqueado; ${saved.cancelled.length} marcação(ões) cancelada(s) e cada cliente avisado por e-mail.` : 'Período bloqueado: os horários deixam de estar disponíveis.');
          setReason('');
          setHeld(null);
        },
        onError: (err) => toast.error(err.message),
      },
    );
  return (
    <>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          // The bookings in the period come first: a block never leaves them behind unseen.
          check.mutate(request, { onSuccess: (found) => (found.length ? setHeld(found) : save(null)), onError: (err) => toast.error(err.message) });
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
        <div className="sm:col-span-2"><button type="submit" className={buttonClass.primary} disabled={block.isPending || check.isPending}>Bloquear</button></div>
      </form>
      {held && <HeldBookingsDialog held={held} busy={block.isPending} onCancel={() => setHeld(null)} onDecide={save} />}
    </>
  );
}

/** The bookings a block would cover, and what to do with them: keep them, or cancel each with a message. Cancelar blocks nothing. */
function HeldBookingsDialog({ held, busy, onCancel, onDecide }: { held: BlockedBooking[]; busy: boolean; onCancel: () => void; onDecide: (d: { bookings: 'keep' | 'cancel'; message: string | null }) => void }) {
  const [message, setMessage] = useState('');
  const paid = held.filter((b) => b.paid !== '0.00');
  return (
    <Dialog open onClose={() => !busy && onCancel()} title={held.length === 1 ? 'Este período tem 1 marcação' : `Este período tem ${held.length} marcações`} role="alertdialog">
      <div className="space-y-4 text-sm">
        <ul className="divide-y divide-plum-100 rounded-lg border border-plum-100" aria-label="Marcações no período">
          {held.map((b) => (
            <li key={b.id} className="p-2">
              <p className="font-medium">{formatDateTime(b.starts_at)} · {b.client}</p>
              <p className="text-ink/70">{b.service} · {b.reference} · {b.phone}{b.paid !== '0.00' ? ` · pago ${formatWire(b.paid)}` : ''}</p>
            </li>
          ))}
        </ul>
        {paid.length > 0 && (
          <p className="rounded-lg bg-amber-50 p-2 text-amber-900">
            {paid.length === 1 ? 'Uma marcação já tem dinheiro recebido' : `${paid.length} marcações já têm dinheiro recebido`}: se as cancelar, registe depois o reembolso em cada uma (botão «Reembolsar» na marcação).
          </p>
        )}
        <TextAreaField label="Mensagem para os clientes (vai no e-mail de cancelamento)" rows={3} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} disabled={busy} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>Cancelar</Button>
          <Button variant="secondary" onClick={() => onDecide({ bookings: 'keep', message: null })} disabled={busy}>Bloquear e manter as marcações</Button>
          <Button variant="danger" loading={busy} onClick={() => onDecide({ bookings: 'cancel', message: message.trim() || null })}>Cancelar as marcações e bloquear</Button>
        </div>
      </div>
    </Dialog>
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
  const [creating, setCreating] = useState<NewBookingPreset | null>(null);

  return (
    <>
      <PageHeader
        title="Marcações"
        description="A agenda da clínica (hora de Maputo)."
        actions={<button type="button" className={buttonClass.primary} onClick={() => setCreating({ service: 'presencial', date })}>Nova marcação</button>}
      />
      {creating && <NewBookingDialog preset={creating} onClose={() => setCreating(null)} />}
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
          {data && view === 'day' && <DayGrid date={date} data={data} onBook={setCreating} />}
          {data && view === 'week' && dates.map((d) => {
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
