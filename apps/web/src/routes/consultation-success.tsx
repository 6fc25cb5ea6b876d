import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../lib/paths.ts';
import { BookingConfirmation } from '../features/bookings/components/booking-confirmation.tsx';
import { BookingMpesaSlot } from './booking-mpesa-slot.tsx';

/** Read from the server by reference and access token, so a reload or a link from the e-mail still works. */
export default function ConsultationSuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? '';
  const token = params.get('token') ?? '';
  // The advance's M-Pesa number typed in the form: charged at once, only if nothing was charged yet (decision 166).
  const mpesa = (useLocation().state as { mpesa?: string | null } | null)?.mpesa ?? undefined;
  return (
    <BookingConfirmation
      reference={reference}
      token={token}
      paySlot={reference && token ? <BookingMpesaSlot reference={reference} token={token} autoStart={mpesa} /> : null}
      links={{ home: paths.home(), services: paths.services(), consultation: paths.consultation(), microneedling: paths.microneedling() }}
    />
  );
}
