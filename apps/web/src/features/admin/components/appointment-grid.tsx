import { useState, type ReactNode } from 'react';
import type { AdminAppointment, AppointmentDays } from '@shop/contract/admin-ops';
import { BOOKING_STATUS_LABELS, type BookingService } from '@shop/contract/bookings-offer';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { dayTitle, maputoClock, maputoToday, shortDayTitle, weekDates } from '../../../lib/maputo-date.ts';
import { AppointmentCard } from './appointment-card.tsx';
import type { NewBookingPreset } from './booking-dialogs.tsx';

/**
 * The clinic's two agendas: the specialist (consultations, in person or online) and the treatment room.
 * `mark` tells them apart where a column holds both (the week): a coloured edge on each booking, in the legend too.
 */
export const AGENDAS = [
  { resource: 'consultation', label: 'Consultas', short: 'Consulta', service: 'presencial', mark: 'border-l-plum-500', dot: 'bg-plum-500' },
  { resource: 'treatment', label: 'Microagulhamento', short: 'Micro', service: 'microneedling', mark: 'border-l-teal-600', dot: 'bg-teal-600' },
] as const satisfies readonly { resource: string; label: string; short: string; service: BookingService; mark: string; dot: string }[];
type Agenda = (typeof AGENDAS)[number];

/** Every bookable start of the clinic's day (both agendas share the hourly grid, 09:00–17:00). */
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const HOLDS_SLOT = new Set(['pending', 'awaiting_receipt_review', 'confirmed']);
const TONE: Record<string, string> = {
  pending: 'border-amber-300 bg-amber-50', awaiting_receipt_review: 'border-amber-300 bg-amber-50', confirmed: 'border-green-300 bg-green-50',
  completed: 'border-plum-200 bg-plum-50', no_show: 'border-red-200 bg-red-50',
};
const HATCH = 'bg-[repeating-linear-gradient(45deg,#f5eef4,#f5eef4_6px,#fff_6px,#fff_12px)]';

/**
 * How each view lays its columns out. Tailwind reads class names from the source, so each set is
 * written whole: the day shows both agendas from `sm`, the week its seven days from `lg`; below
 * that one column at a time, chosen by the tabs.
 */
const LAYOUT = {
  day: { grid: 'grid-cols-[3.5rem_minmax(0,1fr)] sm:grid-cols-[3.5rem_repeat(2,minmax(0,1fr))]', wide: 'sm:block', narrow: 'sm:hidden' },
  week: { grid: 'grid-cols-[3.5rem_minmax(0,1fr)] lg:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]', wide: 'lg:block', narrow: 'lg:hidden' },
} as const;

const dmy = (date: string) => `${Number(date.slice(8, 10))}/${date.slice(5, 7)}`;
const weekRange = (monday: string, sunday: string) => `Semana de ${dmy(monday)} a ${dmy(sunday)}/${sunday.slice(0, 4)}`;
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

/** One column of the grid: an agenda on one day (the day view), or a day with both agendas (the week). */
interface Column {
  key: string;
  date: string;
  agendas: readonly Agenda[];
  /** the heading, and the name of each hour's cell ("Consultas às 10:00") */
  title: string;
  /** the phone's tab */
  tab: string;
}

const columnsOf = (view: 'day' | 'week', date: string): Column[] =>
  view === 'day'
    ? AGENDAS.map((g) => ({ key: g.resource, date, agendas: [g], title: g.label, tab: g.label }))
    : weekDates(date).map((d) => ({ key: d, date: d, agendas: AGENDAS, title: dayTitle(d), tab: shortDayTitle(d) }));

/**
 * The appointment book as a time grid in Maputo time: a row per hour; a column per agenda (the day)
 * or per day with both agendas told apart by colour (the week). On a phone one column at a time,
 * switched by the tabs above (the week's tabs scroll sideways and follow the chosen day). A free
 * hour offers a booking at that time; a booking opens its card (status, money, move) in a dialog.
 */
export function AppointmentGrid({
  view,
  date,
  data,
  onBook,
  onPickDay,
}: {
  view: 'day' | 'week';
  date: string;
  data: AppointmentDays;
  onBook: (preset: NewBookingPreset) => void;
  /** the week's day chosen on a phone, or opened from its heading */
  onPickDay: (date: string, open: boolean) => void;
}) {
  const [agenda, setAgenda] = useState<string>(AGENDAS[0].resource);
  const [open, setOpen] = useState<AdminAppointment | null>(null);
  const layout = LAYOUT[view];
  const columns = columnsOf(view, date);
  const selected = view === 'day' ? agenda : date;
  // Seven columns side by side leave room for the client and the reference; the service and the
  // status stay for screen readers (the colours and the legend show them).
  const week = view === 'week' ? 'lg:sr-only' : '';
  const select = (key: string) => (view === 'day' ? setAgenda(key) : onPickDay(key, false));
  const shown = (c: Column) => `${c.key === selected ? 'block' : 'hidden'} ${layout.wide}`;
  const today = maputoToday();
  const nowKey = (() => {
    const now = maputoClock(new Date().toISOString());
    return `${now.date}T${now.time}`;
  })();
  const at = (c: Column, time?: string) =>
    data.appointments.filter((a) => a.date === c.date && (time === undefined || a.time === time) && c.agendas.some((g) => g.resource === a.resource));
  // The booking in the dialog, kept fresh as the list reloads after an action.
  const current = open ? (data.appointments.find((a) => a.id === open.id) ?? open) : null;

  return (
    <section aria-label={view === 'day' ? 'Agenda do dia' : 'Agenda da semana'} className="rounded-xl border border-plum-100 bg-white">
      <div role="tablist" aria-label={view === 'day' ? 'Agenda' : 'Dia'} className={`flex overflow-x-auto border-b border-plum-100 ${layout.narrow}`}>
        {columns.map((c) => (
          <button
            key={c.key}
            role="tab"
            type="button"
            aria-selected={selected === c.key}
            onClick={() => select(c.key)}
            className={`shrink-0 grow whitespace-nowrap px-3 py-2 text-sm font-medium ${selected === c.key ? 'border-b-2 border-plum-700 text-plum-900' : 'text-ink/60'} ${c.date === today && view === 'week' ? 'bg-plum-50' : ''}`}
          >
            {c.tab} ({at(c).filter((a) => HOLDS_SLOT.has(a.status)).length})
          </button>
        ))}
      </div>
      {view === 'week' && <h2 className="px-3 pt-3 text-sm font-semibold text-plum-900">{weekRange(columns[0]!.date, columns[6]!.date)}</h2>}
      {view === 'week' && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 border-b border-plum-100 px-3 py-2 text-xs text-ink/70" aria-label="Legenda">
          {AGENDAS.map((g) => (
            <span key={g.resource} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${g.dot}`} /> {g.label}
            </span>
          ))}
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm border border-plum-100 ${HATCH}`} /> Bloqueado
          </span>
        </p>
      )}
      <div className={`grid ${layout.grid}`}>
        <div className={`hidden ${layout.wide}`} />
        {columns.map((c) =>
          view === 'day' ? (
            <div key={c.key} className={`hidden border-l border-plum-100 px-2 py-2 text-sm font-semibold text-plum-900 ${layout.wide}`}>
              {c.title}
            </div>
          ) : (
            <div key={c.key} className={`hidden border-l border-plum-100 p-1 ${layout.wide} ${c.date === today ? 'bg-plum-50' : ''}`}>
              <button
                type="button"
                aria-current={c.date === today ? 'date' : undefined}
                title={`Abrir ${c.title}`}
                onClick={() => onPickDay(c.date, true)}
                className="w-full rounded-md px-1 py-1 text-left text-sm font-semibold text-plum-900 hover:bg-plum-100"
              >
                {c.tab}
              </button>
            </div>
          ),
        )}
        {HOURS.map((time) => (
          <HourRow key={time} time={time}>
            {columns.map((c) => {
              const here = at(c, time);
              const blocks = c.agendas.map((g) => ({ g, block: blockAt(data, c.date, time, g.resource) }));
              const closed = blocks.every((b) => b.block);
              const over = `${c.date}T${hourEnd(time)}` <= nowKey;
              const free = blocks.filter((b) => !b.block && !here.some((a) => a.resource === b.g.resource && HOLDS_SLOT.has(a.status)));
              return (
                <div
                  key={c.key}
                  role="group"
                  aria-label={`${c.title} às ${time}`}
                  className={`min-h-14 min-w-0 space-y-1 border-l border-t border-plum-100 p-1 ${shown(c)} ${closed ? HATCH : ''}`}
                >
                  <BlockNote blocks={blocks} closed={closed} several={c.agendas.length > 1} />
                  {here.map((a) => {
                    const g = AGENDAS.find((x) => x.resource === a.resource);
                    return (
                      <button
                        key={a.id}
                        type="button"
                        onClick={() => setOpen(a)}
                        className={`block w-full hyphens-auto break-words rounded-md border border-l-4 px-2 py-1 text-left text-xs ${g?.mark ?? ''} ${TONE[a.status] ?? 'border-plum-100 bg-white text-ink/50 line-through'}`}
                      >
                        <span className="font-semibold">{a.full_name}</span>
                        <span className={week}> · {a.service_label}</span>
                        <span className="block">
                          {a.reference}
                          <span className={week}> · {BOOKING_STATUS_LABELS[a.status]}</span>
                        </span>
                      </button>
                    );
                  })}
                  {!over && free.length > 0 && (
                    <div className={view === 'week' ? 'space-y-1 lg:flex lg:gap-1 lg:space-y-0' : ''}>
                      {free.map(({ g }) => {
                        const label = view === 'day' ? `Marcar ${g.label.toLowerCase()} às ${time}` : `Marcar ${g.label.toLowerCase()} às ${time} de ${c.title}`;
                        return (
                          <button
                            key={g.resource}
                            type="button"
                            aria-label={label}
                            title={label}
                            onClick={() => onBook({ service: g.service, date: c.date, time })}
                            className={`block w-full truncate rounded-md border border-dashed border-plum-200 px-2 py-1 text-left text-xs text-plum-700 hover:bg-plum-50 ${view === 'week' ? `border-l-4 ${g.mark}` : ''}`}
                          >
                            {view === 'day' ? '+ Livre' : <><span className="lg:hidden">+ {g.short}</span><span className="hidden lg:inline">+</span></>}
                          </button>
                        );
                      })}
                    </div>
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

/** What is blocked in a cell: the whole cell ("Bloqueado: Feriado"), or, in a day's column, one agenda of the two. */
function BlockNote({ blocks, closed, several }: { blocks: { g: Agenda; block: AppointmentDays['blocked'][number] | undefined }[]; closed: boolean; several: boolean }) {
  const blocked = blocks.filter((b) => b.block);
  if (!blocked.length) return null;
  const reason = (b: (typeof blocked)[number]) => (b.block?.reason ? `: ${b.block.reason}` : '');
  if (closed && (!several || blocked.every((b) => b.block === blocked[0]!.block))) return <p className="text-xs text-ink/70">Bloqueado{reason(blocked[0]!)}</p>;
  return (
    <>
      {blocked.map((b) => (
        <p key={b.g.resource} className={`break-words rounded-sm border-l-4 px-1 text-xs text-ink/70 ${b.g.mark} ${HATCH}`}>
          Bloqueado ({b.g.short}){reason(b)}
        </p>
      ))}
    </>
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
