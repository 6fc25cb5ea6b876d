import { useState, type FormEvent } from 'react';
import type { AdminAppointment } from '@shop/contract/admin-ops';
import { BOOKING_SERVICES, MICRONEEDLING_AREAS, MICRONEEDLING_SESSIONS, STAFF_BOOKING_CHANNELS, type BookingService, type MicroneedlingArea, type StaffBookingChannel } from '@shop/contract/bookings-offer';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Checkbox, FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDate } from '../../../lib/maputo-date.ts';
import { useStaffBooking, useStaffSlots } from '../api/appointment-booking.ts';

export const SERVICE_NAMES: Record<BookingService, string> = { presencial: 'Consulta presencial', online: 'Consulta online', microneedling: 'Microagulhamento' };
const CHANNEL_NAMES: Record<StaffBookingChannel, string> = { telefone: 'Por telefone', WhatsApp: 'Por WhatsApp', balcão: 'Ao balcão (sem marcação)' };
const WHY_NOT: Record<string, string> = { past: 'já passou', taken: 'ocupado', blocked: 'bloqueado', horizon: 'fora do prazo' };

const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.details?.[field] : undefined);

/** The day's times as buttons: free ones to choose, the others greyed with why. */
function SlotPicker({ service, date, except, value, onChange }: { service: BookingService; date: string; except?: number; value: string; onChange: (time: string) => void }) {
  const slots = useStaffSlots(date ? { service, date, ...(except ? { except } : {}) } : null);
  if (!date) return null;
  if (slots.isPending) return <p className="text-sm text-ink/60">A carregar horários…</p>;
  if (slots.error) return <FormError error={slots.error} />;
  if (slots.data.length === 0) return <p className="text-sm text-ink/70">A clínica está fechada neste dia para este serviço.</p>;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">Horário (hora de Maputo)</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {slots.data.map((s) => (
          <button
            key={s.time}
            type="button"
            aria-pressed={value === s.time}
            disabled={!s.available}
            title={s.reason ? WHY_NOT[s.reason] : undefined}
            onClick={() => onChange(s.time)}
            className={`rounded-lg border px-2 py-2 text-sm ${value === s.time ? 'border-plum-700 bg-plum-700 text-white' : 'border-plum-200 bg-white text-plum-900'} disabled:border-dashed disabled:bg-plum-50 disabled:text-ink/40`}
          >
            {s.time}
            {s.reason && <span className="block text-[10px]">{WHY_NOT[s.reason] ?? s.reason}</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export interface NewBookingPreset {
  service: BookingService;
  date: string;
  time?: string;
}

/** Staff book for a client who calls, writes on WhatsApp or walks in: confirmed and paid at the clinic. */
export function NewBookingDialog({ preset, onClose }: { preset: NewBookingPreset; onClose: () => void }) {
  const { create } = useStaffBooking();
  const [service, setService] = useState<BookingService>(preset.service);
  const [date, setDate] = useState(preset.date);
  const [time, setTime] = useState(preset.time ?? '');
  const [channel, setChannel] = useState<StaffBookingChannel>('telefone');
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [sessions, setSessions] = useState(1);
  const [area, setArea] = useState<MicroneedlingArea>('scalp');
  const [notes, setNotes] = useState('');
  const [reminders, setReminders] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const microneedling = service === 'microneedling';
  // What staff typed about the client is what a slip of the backdrop or Escape would lose.
  const dirty = [fullName, phone, email, notes].some((v) => v.trim() !== '');
  const { confirm, dialog } = useConfirm();
  const leave = useUnsavedChanges(dirty, confirm);
  const close = () => void leave(onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!time) return setProblem('Escolha um horário livre.');
    create.mutate(
      {
        service, date, time, channel, full_name: fullName, phone, email, notes: notes.trim() || null, reminders,
        ...(microneedling ? { sessions, microneedling_area: area } : {}),
      },
      {
        onSuccess: (created) => {
          toast.success(`Marcação ${created.reference} criada para ${formatDate(created.date)} às ${created.time}${email.trim() ? '; o cliente recebeu um e-mail' : ''}.`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={() => !create.isPending && close()} title="Nova marcação">
      <form onSubmit={submit} noValidate className="space-y-3">
        <SelectField label="Pedido" value={channel} onChange={(e) => setChannel(e.target.value as StaffBookingChannel)}>
          {STAFF_BOOKING_CHANNELS.map((c) => <option key={c} value={c}>{CHANNEL_NAMES[c]}</option>)}
        </SelectField>
        <SelectField label="Serviço" value={service} onChange={(e) => { setService(e.target.value as BookingService); setTime(''); }}>
          {BOOKING_SERVICES.map((s) => <option key={s} value={s}>{SERVICE_NAMES[s]}</option>)}
        </SelectField>
        {microneedling && (
          <div className="grid grid-cols-2 gap-3">
            <SelectField label="Pacote" value={sessions} onChange={(e) => setSessions(Number(e.target.value))} error={fieldError(create.error, 'sessions')}>
              {MICRONEEDLING_SESSIONS.map((p) => <option key={p.sessions} value={p.sessions}>{p.label}</option>)}
            </SelectField>
            <SelectField label="Zona" value={area} onChange={(e) => setArea(e.target.value as MicroneedlingArea)}>
              {Object.entries(MICRONEEDLING_AREAS).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
            </SelectField>
          </div>
        )}
        <TextField label="Dia" type="date" required value={date} onChange={(e) => { setDate(e.target.value); setTime(''); }} error={fieldError(create.error, 'date')} />
        <SlotPicker service={service} date={date} value={time} onChange={(t) => { setTime(t); setProblem(null); }} />
        {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
        <TextField label="Nome do cliente" required autoComplete="off" value={fullName} maxLength={120} onChange={(e) => setFullName(e.target.value)} error={fieldError(create.error, 'full_name')} />
        <TextField label="Telefone / WhatsApp" type="tel" inputMode="tel" required placeholder="84 123 4567" value={phone} onChange={(e) => setPhone(e.target.value)} error={fieldError(create.error, 'phone')} />
        <TextField label="E-mail (opcional)" type="email" hint="Com e-mail, o cliente recebe a confirmação, o convite para o calendário e os lembretes." value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError(create.error, 'email')} />
        <TextAreaField label="Notas (opcional)" rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <Checkbox label="Enviar lembretes por e-mail (24 h e 2 h antes)" checked={reminders} onChange={(e) => setReminders(e.target.checked)} />
        <p className="text-xs text-ink/60">A marcação fica confirmada, com pagamento no estabelecimento.</p>
        <FormError error={create.error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>Cancelar</Button>
          <Button type="submit" loading={create.isPending}>Criar marcação</Button>
        </div>
      </form>
      {dialog}
    </Dialog>
  );
}

/** Staff move a booking to another free time; the client is e-mailed the new time. */
export function MoveBookingDialog({ appointment: a, onClose }: { appointment: AdminAppointment; onClose: () => void }) {
  const { move } = useStaffBooking();
  const [date, setDate] = useState(a.date);
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!time || (date === a.date && time === a.time)) return setProblem('Escolha um horário livre diferente do atual.');
    move.mutate(
      { id: a.id, date, time, note: note.trim() || null },
      {
        onSuccess: (moved) => {
          toast.success(`Marcação ${moved.reference} remarcada para ${formatDate(moved.date)} às ${moved.time}${a.email ? '; o cliente recebeu um e-mail' : ''}.`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={() => !move.isPending && onClose()} title={`Mudar horário · ${a.reference}`}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-ink/70">
          {a.full_name}: {a.service_label}, agora a {formatDate(a.date)} às {a.time}.
        </p>
        <TextField label="Novo dia" type="date" required value={date} onChange={(e) => { setDate(e.target.value); setTime(''); }} />
        <SlotPicker service={a.service as BookingService} date={date} except={a.id} value={time} onChange={(t) => { setTime(t); setProblem(null); }} />
        {problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
        <TextAreaField label="Mensagem para o cliente (opcional)" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        <FormError error={move.error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={move.isPending}>Cancelar</Button>
          <Button type="submit" loading={move.isPending}>Remarcar</Button>
        </div>
      </form>
    </Dialog>
  );
}
