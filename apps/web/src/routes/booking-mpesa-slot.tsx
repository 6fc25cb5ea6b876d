import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { bookingQuery } from '../features/bookings/api/get-booking.ts';
import { MpesaPayPanel } from '../features/payments/components/mpesa-pay-panel.tsx';

/** "Pagar com M-Pesa" for a booking's deposit, by its reference and access token; once paid, the booking is read again. */
export function BookingMpesaSlot({ reference, token, autoStart }: { reference: string; token: string; autoStart?: string }) {
  const queryClient = useQueryClient();
  const target = useMemo(() => ({ booking_reference: reference, booking_token: token }), [reference, token]);
  const onPaid = useCallback(() => void queryClient.invalidateQueries({ queryKey: bookingQuery(reference, token).queryKey }), [queryClient, reference, token]);
  return <MpesaPayPanel target={target} onPaid={onPaid} autoStart={autoStart} />;
}
