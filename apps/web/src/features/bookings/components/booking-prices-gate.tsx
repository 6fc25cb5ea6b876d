import type { ReactNode } from 'react';
import type { BookingPrices } from '@shop/contract/bookings-offer';
import { useBookingPrices } from '../api/booking-prices.ts';

/** Waits for today's prices from the clinic's price list before showing a booking page's offer and form. */
export function BookingPricesGate({ children }: { children: (prices: BookingPrices) => ReactNode }) {
  const prices = useBookingPrices();
  if (prices.isPending) {
    return (
      <div aria-busy="true" aria-label="A carregar os preços" className="space-y-4">
        <div className="h-40 animate-pulse rounded-2xl bg-plum-50" />
        <div className="h-96 animate-pulse rounded-2xl bg-plum-50" />
      </div>
    );
  }
  if (prices.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
        Não foi possível carregar os preços.{' '}
        <button type="button" className="underline" onClick={() => void prices.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return <>{children(prices.data)}</>;
}
