import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { BookingView } from '@shop/contract/bookings';
import { formatWireMoney } from '@shop/contract/money';
import { useUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, FormError } from '../../../components/ui/field.tsx';
import { hasErrors, serverFieldErrors, useFirstErrorFocus, type FieldErrors } from '../../../lib/form-errors.ts';
import { useCancelBooking, useMyBookings, useRescheduleBooking } from '../api/my-bookings.ts';
import { DayPicker } from './day-picker.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { formatDate } from '../../../lib/maputo-date.ts';

const STATUS_TONE: Record<BookingView['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  awaiting_receipt_review: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-plum-100 text-plum-900',
  cancelled: 'bg-gray-100 text-gray-700',
  no_show: 'bg-gray-100 text-gray-700',
  rejected: 'bg-red-100 text-red-800',
  expired: 'bg-gray-100 text-gray-700',
};

/** Another day and time for one booking: only days with a free time, then that day's free times. */
function RescheduleForm({ booking, onDone }: { booking: BookingView; onDone: () => void }) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'appointment_date' | 'appointment_time'>>({});
  const reschedule = useRescheduleBooking();
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reschedule.isPending) return;
    const found: typeof errors = {};
    if (!date) found.appointment_date = 'Escolha o novo dia.';
    else if (!time) found.appointment_time = 'Escolha o novo horário.';
    setErrors(found);
    if (hasErrors(found)) return focusFirstError();
    reschedule.mutate(
      { reference: booking.reference, appointment_date: date, appointment_time: time },
      {
        onSuccess: (moved) => {
          toast.success(`Marcação remarcada para ${formatDate(moved.appointment_date)} às ${moved.appointment_time}.`);
          onDone();
        },
        onError: (error) => {
          const onFields = serverFieldErrors(error);
          if (hasErrors(onFields)) {
            setTime('');
            setErrors(onFields);
            focusFirstError();
          }
        },
      },
    );
  };

  const boxError = reschedule.error && !hasErrors(serverFieldErrors(reschedule.error)) ? reschedule.error : null;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Remarcar ${booking.reference}`}
      className="mt-3 space-y-3 rounded-xl bg-plum-50 p-3"
    >
      <FormError error={boxError} />
      <DayPicker
        label="Novo dia"
        service={booking.service}
        value={date}
        onChange={(next) => {
          setDate(next);
          setTime('');
          setErrors({});
        }}
        error={errors.appointment_date}
      />
      <Field label="Novo horário" labelHidden error={errors.appointment_time}>
        {(c) => (
          <div id={c.id} tabIndex={-1} aria-invalid={c['aria-invalid']} aria-describedby={c['aria-describedby']}>
            <SlotPicker
              date={date}
              service={booking.service}
              value={time}
              onChange={(t) => {
                setTime(t);
                setErrors({});
              }}
            />
          </div>
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={reschedule.isPending} loadingText="A remarcar...">
          Confirmar nova data
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Manter a data atual
        </Button>
      </div>
    </form>
  );
}

/**
 * The signed-in customer's clinic bookings, for the profile page: upcoming first, with cancel and
 * reschedule while they are still allowed (12 hours ahead, the promise of the confirmation e-mail).
 */
export function MyBookings({ bookPath = '/consulta-capilar' }: { bookPath?: string }) {
  const user = useUser();
  const bookings = useMyBookings(user?.id ?? null);
  const cancel = useCancelBooking();
  const { confirm, dialog } = useConfirm();
  const [moving, setMoving] = useState<string | null>(null);

  if (!user) return null;
  if (bookings.isPending) return <div aria-busy="true" className="h-32 animate-pulse rounded-2xl bg-plum-50" />;
  if (bookings.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        Erro ao carregar as marcações.{' '}
        <button type="button" className="font-medium underline" onClick={() => void bookings.refetch()}>
          Tentar Novamente
        </button>
      </div>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-plum-200 p-6 text-center">
        <p className="font-medium">Ainda não tem marcações na clínica.</p>
        <Link to={bookPath} className="mt-3 inline-block text-plum-700 underline">
          Agendar uma consulta capilar
        </Link>
      </div>
    );
  }

  const onCancel = async (b: BookingView) => {
    const ok = await confirm({
      title: 'Cancelar esta marcação?',
      message: `${b.service_label}, ${formatDate(b.appointment_date)} às ${b.appointment_time}. O horário fica livre para outra pessoa.`,
      confirmLabel: 'Sim, cancelar',
      cancelLabel: 'Manter',
      tone: 'danger',
    });
    if (!ok) return;
    cancel.mutate(b.reference, {
      onSuccess: () => toast.success('Marcação cancelada.'),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <>
      {dialog}
      <ul aria-label="As minhas marcações" className="space-y-3">
        {bookings.data.map((b) => (
          <li key={b.reference} className="rounded-2xl border border-plum-100 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{b.service_label}</p>
                <p className="text-sm text-ink/70">
                  {formatDate(b.appointment_date)} às {b.appointment_time} · {b.reference}
                </p>
                <p className="text-sm text-ink/70">
                  {formatWireMoney(b.price)} · {b.payment_status_label}
                </p>
              </div>
              <span className={`rounded-full px-3 py-1 text-xs font-medium ${STATUS_TONE[b.status]}`}>{b.status_label}</span>
            </div>
            {b.can_cancel && moving !== b.reference && (
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                <button type="button" className="text-plum-700 underline" onClick={() => setMoving(b.reference)}>
                  Remarcar
                </button>
                <button
                  type="button"
                  className="text-red-700 underline disabled:opacity-50"
                  disabled={cancel.isPending}
                  onClick={() => void onCancel(b)}
                >
                  Cancelar marcação
                </button>
              </div>
            )}
            {b.can_cancel && moving === b.reference && <RescheduleForm booking={b} onDone={() => setMoving(null)} />}
            {!b.can_cancel && ['pending', 'awaiting_receipt_review', 'confirmed'].includes(b.status) && (
              <p className="mt-3 text-sm text-ink/70">Faltam menos de 12 horas: para mudar ou cancelar, fale connosco pelo WhatsApp.</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
