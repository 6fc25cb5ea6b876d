import type { BookingService } from '@shop/contract/bookings-offer';
import { useAvailableSlots } from '../api/get-available-slots.ts';
import { isSunday } from './dates.ts';

interface SlotPickerProps {
  date: string;
  service: BookingService;
  value: string;
  onChange: (time: string) => void;
}

/** The day's times from the clinic's availability; taken, past or too-soon times are shown disabled. */
export function SlotPicker({ date, service, value, onChange }: SlotPickerProps) {
  const slots = useAvailableSlots(date, service);
  if (!date) return <p className="text-sm text-ink/70">Escolha primeiro uma data.</p>;
  if (slots.isPending) {
    return (
      <div aria-busy="true" aria-label="A carregar horários" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-10 animate-pulse rounded-lg bg-plum-100" />
        ))}
      </div>
    );
  }
  if (slots.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        Não foi possível carregar os horários.{' '}
        <button type="button" className="font-medium underline" onClick={() => void slots.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (slots.data.length === 0) {
    return <p className="text-sm text-ink/70">{isSunday(date) ? 'A clínica está encerrada ao domingo. Escolha outro dia.' : 'Sem horários nesta data.'}</p>;
  }
  const anyFree = slots.data.some((s) => s.available);
  return (
    <div>
      <div role="group" aria-label="Horários disponíveis" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {slots.data.map((slot) => {
          const selected = slot.time === value;
          return (
            <button
              key={slot.time}
              type="button"
              disabled={!slot.available}
              aria-pressed={selected}
              aria-label={slot.available ? `${slot.time}` : `${slot.time} (indisponível)`}
              onClick={() => onChange(slot.time)}
              className={`h-10 rounded-lg border text-sm font-medium transition ${
                selected
                  ? 'border-plum-700 bg-plum-700 text-white'
                  : slot.available
                    ? 'border-plum-200 bg-white text-ink hover:border-plum-500'
                    : 'cursor-not-allowed border-plum-100 bg-plum-50 text-ink/35 line-through'
              }`}
            >
              {slot.time}
            </button>
          );
        })}
      </div>
      {!anyFree && <p className="mt-2 text-sm text-ink/70">Não há horários livres nesta data (marcações com 24 horas de antecedência). Escolha outro dia.</p>}
    </div>
  );
}
