import { useQuery } from '@tanstack/react-query';
import type { BookingPrices } from '@shop/contract/bookings-offer';
import type { ServiceGroup } from '@shop/contract/content';
import { servicesQuery } from '../../content/api/get-services.ts';
import { wireToCents } from '@shop/contract/money';

/** The booking pages' prices, read from the clinic's price list (the /services answer): one source. */
export function pricesFromServices(groups: ServiceGroup[]): BookingPrices {
  const prices: BookingPrices = {};
  for (const service of groups.flatMap((g) => g.services)) if (service.booking_option) prices[service.booking_option] = wireToCents(service.price);
  return prices;
}

// The price list may change while a visitor reads the page; a booking always uses the server's price.
export const useBookingPrices = () => useQuery({ ...servicesQuery(), select: pricesFromServices, staleTime: 0 });
