import { Link } from 'react-router';
import type { BookingView } from '@shop/contract/bookings';
import { formatWireMoney } from '@shop/contract/money';
import { useUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelBooking, useMyBookings } from '../api/my-bookings.ts';
import { formatDate } from './dates.ts';

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

/**
 * The signed-in customer's clinic bookings, for the profile page: upcoming first, with cancel
 * while it is still allowed (12 hours ahead).
 */
export function MyBookings({ bookPath = '/consulta-capilar' }: { bookPath?: string }) {
  const user = useUser();
  const bookings = useMyBookings(user?.id ?? null);
  const cancel = useCancelBooking();

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

  const onCancel = (b: BookingView) => {
    if (!window.confirm('Tem certeza que deseja cancelar esta marcação?')) return;
    cancel.mutate(b.reference, {
      onSuccess: () => toast.success('Marcação cancelada.'),
      onError: (error) => toast.error(error.message),
    });
  };

  return (
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
          {b.can_cancel && (
            <button type="button" className="mt-3 text-sm text-red-700 underline disabled:opacity-50" disabled={cancel.isPending} onClick={() => onCancel(b)}>
              Cancelar marcação
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
