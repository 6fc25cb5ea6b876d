import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useAppointmentActions } from '../api/appointment-actions.ts';
import { useAppointments } from '../api/appointments-list.ts';
import type { BlockBookingDecision, BlockedBooking } from '@shop/contract/admin-ops';
import { blockOutcomeText } from '@shop/contract/block-outcome';
import { HeldBookingsDialog } from './held-bookings-dialog.tsx';
import { NewBookingDialog, type NewBookingPreset } from './booking-dialogs.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader, Panel } from './page-parts.tsx';
import { addDays, formatClock, formatCompactDateTime, maputoToday, weekStart } from '../../../lib/maputo-date.ts';
import { AppointmentGrid } from './appointment-grid.tsx';
import { useShortcuts } from './shortcuts.tsx';


function BlockForm({ defaultDate }: { defaultDate: string }) {
  const { block, check } = useAppointmentActions();
  const [date, setDate] = useState(defaultDate);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [resource, setResource] = useState('');
  const [held, setHeld] = useState<BlockedBooking[] | null>(null);
  const request = { date, from: from || null, to: to || null, reason, resource: (resource || null) as 'consultation' | null };
  const save = (decisions: BlockBookingDecision[] | null) =>
    block.mutate(
      { ...request, bookings: decisions },
      {
        onSuccess: (saved) => {
          toast.success(blockOutcomeText(saved));
          setReason('');
          setHeld(null);
        },
        onError: (err) => decisions === null && toast.error(err.message),
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
        <FormError error={block.error} />
        <div className="sm:col-span-2"><Button type="submit" size="sm" disabled={block.isPending || check.isPending}>Bloquear</Button></div>
      </form>
      {held && <HeldBookingsDialog held={held} busy={block.isPending} error={block.error} onCancel={() => { block.reset(); setHeld(null); }} onDecide={save} />}
    </>
  );
}

export function AppointmentsPage() {
  const [view, setView] = useState<'day' | 'week'>('day');
  // A staff e-mail opens the book on the booking's day (?dia=AAAA-MM-DD).
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(params.get('dia') ?? '') ? params.get('dia')! : maputoToday()));
  const from = view === 'day' ? date : weekStart(date);
  const days = view === 'day' ? 1 : 7;
  const { data, error, isPending } = useAppointments(from, days);
  const { unblock } = useAppointmentActions();
  const step = view === 'day' ? 1 : 7;
  const [creating, setCreating] = useState<NewBookingPreset | null>(null);
  useShortcuts([
    { keys: ['j', 'ArrowRight'], run: () => setDate(addDays(date, step)) },
    { keys: ['k', 'ArrowLeft'], run: () => setDate(addDays(date, -step)) },
    { keys: ['t'], run: () => setDate(maputoToday()) },
    { keys: ['d'], run: () => setView('day') },
    { keys: ['w'], run: () => setView('week') },
  ]);

  return (
    <>
      <PageHeader
        title="Marcações"
        description="A agenda da clínica (hora de Maputo)."
        actions={<Button size="sm" onClick={() => setCreating({ service: 'presencial', date })}>Nova marcação</Button>}
      />
      {creating && <NewBookingDialog preset={creating} onClose={() => setCreating(null)} />}
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div role="group" aria-label="Vista" className="flex gap-1">
          <Button aria-pressed={view === 'day'} variant={view === 'day' ? 'primary' : 'secondary'} size="sm" aria-keyshortcuts="d" onClick={() => setView('day')}>Dia</Button>
          <Button aria-pressed={view === 'week'} variant={view === 'week' ? 'primary' : 'secondary'} size="sm" aria-keyshortcuts="w" onClick={() => setView('week')}>Semana</Button>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setDate(addDays(date, -step))} aria-label={view === 'day' ? 'Dia anterior' : 'Semana anterior'}>‹</Button>
        <TextField label="Dia" type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        <Button variant="secondary" size="sm" onClick={() => setDate(addDays(date, step))} aria-label={view === 'day' ? 'Dia seguinte' : 'Semana seguinte'}>›</Button>
        <Button variant="ghost" size="sm" aria-keyshortcuts="t" onClick={() => setDate(maputoToday())}>Hoje</Button>
      </div>
      <FormError error={error} />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-4 xl:col-span-2">
          {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
          {data && (
            <AppointmentGrid
              view={view}
              date={date}
              data={data}
              onBook={setCreating}
              onPickDay={(day, open) => {
                setDate(day);
                if (open) setView('day');
              }}
            />
          )}
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
                    {formatCompactDateTime(b.starts_at)} – {formatClock(b.ends_at)}
                    {b.resource ? ` · ${b.resource === 'consultation' ? 'Consultas' : 'Tratamentos'}` : ''}
                    {b.reason && <span className="block text-xs text-ink/60">{b.reason}</span>}
                  </span>
                  <Button variant="ghost" size="sm" disabled={unblock.isPending}
                    onClick={() => unblock.mutate(b.id, { onSuccess: () => toast.success('Bloqueio removido.'), onError: (e) => toast.error(e.message) })}>
                    Remover
                  </Button>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </>
  );
}
