import { useState, type ReactNode } from 'react';
import type { AdminAppointment, AppointmentDays } from '@shop/contract/admin-ops';
import { BOOKING_STATUS_LABELS, type BookingService } from '@shop/contract/bookings-offer';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { maputoClock } from '../../../lib/maputo-date.ts';
import { AppointmentCard } from './appointment-card.tsx';
import type { NewBookingPreset } from './booking-dialogs.tsx';

/** The clinic's two agendas: the specialist (consultations, in person or online) and the treatment room. */
export const AGENDAS = [
  { resource: 'consultation', label: 'Consultas', service: 'presencial' },
  { resource: 'treatment', label: 'Microagulhamento', service: 'microneedling' },
] as const satisfies readonly { resource: string; label: string; service: BookingService }[];

/** Every bookable start of the clinic's day (both agendas share the hourly grid, 09:00–17:00). */
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const HOLDS_SLOT = new Set(['pending', 'awaiting_receipt_review', 'confirmed']);
const TONE: Record<string, string> = {
  pending: 'border-amber-300 bg-amber-50', awaiting_receipt_review: 'border-amber-300 bg-amber-50', confirmed: 'border-green-300 bg-green-50',
  completed: 'border-plum-200 bg-plum-50', no_show: 'border-red-200 bg-red-50',
};

const hourEnd = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`;

/** The blocked period covering an hour of an agenda, if any (a block with no agenda closes both). */
function blockAt(data: AppointmentDays, date: string, time: string, resource: string) {
  const start = `${date}T${time}`;
  const end = `${date}T${hourEnd(time)}`;
  return data.blocked.find((b) => {
    if (b.resource && b.resource !== resource) return false;
    const from = maputoClock(b.starts_at);
    const to = maputoClock(b.ends_at);
    return `${from.date}T${from.time}` < end && start < `${to.date}T${to.time}`;
  });
}

/**
 * One day as a time grid: a row per hour, a column per agenda. On a phone one agenda at a time
 * (switched by the tabs above), on a wider screen both side by side. A free hour offers a booking
 * at that time; a booking opens its card (status, money, move) in a dialog.
 */
export function DayGrid({ date, data, onBook }: { date: string; data: AppointmentDays; onBook: (preset: NewBookingPreset) => void }) {
  const [agenda, setAgenda] = useState<string>(AGENDAS[0].resource);
  const [open, setOpen] = useState<AdminAppointment | null>(null);
  const today = data.appointments.filter((a) => a.date === date);
  const nowKey = (() => {
    const now = maputoClock(new Date().toISOString());
    return `${now.date}T${now.time}`;
  })();
  // The booking in the dialog, kept fresh as the list reloads after an action.
  const current = open ? (data.appointments.find((a) => a.id === open.id) ?? open) : null;

  return (
    <section aria-label="Agenda do dia" className="rounded-xl border border-plum-100 bg-white">
      <div role="tablist" aria-label="Agenda" className="flex border-b border-plum-100 sm:hidden">
        {AGENDAS.map((g) => (
          <button
            key={g.resource}
            role="tab"
            type="button"
            aria-selected={agenda === g.resource}
            onClick={() => setAgenda(g.resource)}
            className={`flex-1 px-3 py-2 text-sm font-medium ${agenda === g.resource ? 'border-b-2 border-plum-700 text-plum-900' : 'text-ink/60'}`}
          >
            {g.label} ({today.filter((a) => a.resource === g.resource && HOLDS_SLOT.has(a.status)).length})
          </button>
        ))}
      </div>
      <div className="grid grid-cols-[3.5rem_1fr] sm:grid-cols-[3.5rem_1fr_1fr]">
        <div className="hidden sm:block" />
        {AGENDAS.map((g) => (
          <div key={g.resource} className={`border-l border-plum-100 px-2 py-2 text-sm font-semibold text-plum-900 ${agenda === g.resource ? 'block' : 'hidden'} sm:block`}>
            {g.label}
          </div>
        ))}
        {HOURS.map((time) => (
          <HourRow key={time} time={time}>
            {AGENDAS.map((g) => {
              const here = today.filter((a) => a.resource === g.resource && a.time === time);
              const block = blockAt(data, date, time, g.resource);
              const held = here.some((a) => HOLDS_SLOT.has(a.status));
              const over = `${date}T${hourEnd(time)}` <= nowKey;
              return (
                <div
                  key={g.resource}
                  role="group"
                  aria-label={`${g.label} às ${time}`}
                  className={`min-h-14 space-y-1 border-l border-t border-plum-100 p-1 ${agenda === g.resource ? 'block' : 'hidden'} sm:block ${block ? 'bg-[repeating-linear-gradient(45deg,#f5eef4,#f5eef4_6px,#fff_6px,#fff_12px)]' : ''}`}
                >
                  {block && <p className="text-xs text-ink/70">Bloqueado{block.reason ? `: ${block.reason}` : ''}</p>}
                  {here.map((a) => (
                    <button
                      key={a.id}
                      type="button"
                      onClick={() => setOpen(a)}
                      className={`block w-full rounded-md border px-2 py-1 text-left text-xs ${TONE[a.status] ?? 'border-plum-100 bg-white text-ink/50 line-through'}`}
                    >
                      <span className="font-semibold">{a.full_name}</span> · {a.service_label}
                      <span className="block">{a.reference} · {BOOKING_STATUS_LABELS[a.status]}</span>
                    </button>
                  ))}
                  {!held && !block && !over && (
                    <button
                      type="button"
                      aria-label={`Marcar ${g.label.toLowerCase()} às ${time}`}
                      onClick={() => onBook({ service: g.service, date, time })}
                      className="block w-full rounded-md border border-dashed border-plum-200 px-2 py-1 text-left text-xs text-plum-700 hover:bg-plum-50"
                    >
                      + Livre
                    </button>
                  )}
                </div>
              );
            })}
          </HourRow>
        ))}
      </div>
      {current && (
        <Dialog open onClose={() => setOpen(null)} title={`Marcação ${current.reference}`} closeLabel="Fechar">
          <AppointmentCard a={current} as="div" />
        </Dialog>
      )}
    </section>
  );
}

function HourRow({ time, children }: { time: string; children: ReactNode }) {
  return (
    <>
      <div className="border-t border-plum-100 px-2 py-1 text-xs font-medium text-ink/60">{time}</div>
      {children}
    </>
  );
}
