import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingPrices } from '@shop/contract/bookings-offer';
import type { ServiceGroup } from '@shop/contract/content';
import { wireToCents } from '@shop/contract/money';
import { useReadyInSlices } from '../../../lib/use-ready-in-slices.ts';

/** The booking pages' prices, read from the clinic's price list (the /services answer): one source. */
export function pricesFromServices(groups: ServiceGroup[]): BookingPrices {
  const prices: BookingPrices = {};
  for (const service of groups.flatMap((g) => g.services)) if (service.booking_option) prices[service.booking_option] = wireToCents(service.price);
  return prices;
}

/**
 * Waits for today's prices from the clinic's price list before showing a booking page's offer and
 * form. The route hands over the price list query (features do not import each other).
 */
export function BookingPricesGate({ services, children }: { services: UseQueryResult<ServiceGroup[]>; children: (prices: BookingPrices) => ReactNode }) {
  // Drawn in the render that received the price list, the offer and form were the booking pages' longest task.
  const shown = useReadyInSlices(!services.isPending);
  if (services.isPending || !shown) {
    return (
      <div aria-busy="true" aria-label="A carregar os preços" className="space-y-4">
        <div className="h-40 animate-pulse rounded-2xl bg-plum-50" />
        <div className="h-96 animate-pulse rounded-2xl bg-plum-50" />
      </div>
    );
  }
  if (services.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
        Não foi possível carregar os preços.{' '}
        <button type="button" className="underline" onClick={() => void services.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return <>{children(pricesFromServices(services.data))}</>;
}
