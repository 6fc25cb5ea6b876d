import { useQuery } from '@tanstack/react-query';
import type { Location } from '@shop/contract/locations';
import { shopCall } from '../../../lib/api-client.ts';

/** Mozambique (150) and 177 only, filtered here too as the spec does. */
export const ALLOWED_COUNTRIES = [150, 177];
export const stateLabelFor = (countryId: number | null) => (countryId === 150 ? 'Província' : 'Distrito');

export const useCountries = () =>
  useQuery({
    queryKey: ['locations', 'countries'],
    queryFn: async () => (await shopCall<Location[]>('/country-list', {})).filter((c) => ALLOWED_COUNTRIES.includes(c.id)),
    staleTime: Infinity,
  });

export const useStates = (countryId: number | null) =>
  useQuery({
    queryKey: ['locations', 'states', countryId],
    queryFn: () => shopCall<Location[]>('/state-list', { country_id: countryId }),
    enabled: countryId !== null,
    staleTime: Infinity,
  });

export const useCities = (stateId: number | null) =>
  useQuery({
    queryKey: ['locations', 'cities', stateId],
    queryFn: () => shopCall<Location[]>('/city-list', { state_id: stateId }),
    enabled: stateId !== null,
    staleTime: Infinity,
  });
