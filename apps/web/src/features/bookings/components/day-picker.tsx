import type { BookingService } from '@shop/contract/bookings-offer';
import { Field, type FieldError } from '../../../components/ui/field.tsx';
import { useAvailableDays } from '../api/get-available-days.ts';
import { formatDate } from '../../../lib/maputo-date.ts';

interface DayPickerProps {
  service: BookingService;
  value: string;
  onChange: (date: string) => void;
  error?: FieldError;
  label?: string;
  className?: string;
}

/**
 * The booking date, chosen among the days that still have a free time (a calendar that lets a
 * full or closed day be picked only to say "no times" afterwards wastes the customer's taps).
 */
export function DayPicker({ service, value, onChange, error, label = 'Data', className }: DayPickerProps) {
  const days = useAvailableDays(service);
  const list = days.data ?? [];
  const problem = days.isError ? 'Não foi possível carregar os dias disponíveis. Tente novamente.' : null;
  return (
    <Field label={label} error={error ?? problem} className={className} hint={days.isSuccess && list.length === 0 ? 'Não há dias livres nas próximas semanas. Fale connosco pelo WhatsApp.' : undefined}>
      {(c) => (
        <select {...c} value={value} disabled={days.isPending} onChange={(e) => onChange(e.target.value)}>
          <option value="">{days.isPending ? 'A carregar os dias...' : 'Escolha o dia'}</option>
          {list.map((d) => (
            <option key={d.date} value={d.date}>
              {formatDate(d.date)} · {d.free} {d.free === 1 ? 'horário livre' : 'horários livres'}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
