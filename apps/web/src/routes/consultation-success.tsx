import { useSearchParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { BookingConfirmation } from '../features/bookings/components/booking-confirmation.tsx';

/** Read from the server by reference and access token, so a reload or a link from the e-mail still works. */
export default function ConsultationSuccessPage() {
  const [params] = useSearchParams();
  return (
    <BookingConfirmation
      reference={params.get('ref') ?? ''}
      token={params.get('token') ?? ''}
      links={{ home: paths.home(), services: paths.services(), consultation: paths.consultation(), microneedling: paths.microneedling() }}
    />
  );
}
