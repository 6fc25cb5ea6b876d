import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ShopCalls } from '@shop/contract/api';
import type { Location } from '@shop/contract/locations';
import { ALLOWED_COUNTRY_IDS, stateLabel } from '@shop/contract/location-rules';
import { shopCall } from '../../lib/api-client.ts';

export interface LocationValue {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  countryName?: string;
  stateName?: string;
  cityName?: string;
}

export const EMPTY_LOCATION: LocationValue = { countryId: null, stateId: null, cityId: null };

interface Props {
  value: LocationValue;
  onChange: (next: LocationValue) => void;
  /** Mark every level required, or choose per level. */
  required?: boolean | { country?: boolean; state?: boolean; city?: boolean };
  disabled?: boolean;
  /** Per-level error text from a form (shown under the select, like load errors). */
  errors?: { country?: string | null; state?: string | null; city?: string | null };
  className?: string;
}

const listCall = async <P extends '/country-list' | '/state-list' | '/city-list'>(path: P, body: ShopCalls[P]['request'], fallback: string) => {
  try {
    return await shopCall(path, body);
  } catch (err) {
    throw new Error(err instanceof Error && err.message !== 'API request failed' ? err.message : fallback);
  }
};

const ALLOWED = ALLOWED_COUNTRY_IDS as readonly number[];
const DAY = 24 * 60 * 60 * 1000;

/**
 * Country → province/district → city (spec 1 §4, §5). The state is asked only after a country,
 * the city only after a state; changing a level resets the ones below it. The second level is
 * labelled Província in Mozambique (150) and Distrito elsewhere; only countries 150 and 177 are offered.
 */
export function LocationPicker({ value, onChange, required = false, disabled, errors = {}, className }: Props) {
  const id = useId();
  const req = typeof required === 'boolean' ? { country: required, state: required, city: required } : required;

  const countries = useQuery({
    queryKey: ['locations', 'countries'],
    queryFn: () => listCall('/country-list', {}, 'Não foi possível carregar os países.'),
    select: (list) => list.filter((c) => ALLOWED.includes(c.id)),
    staleTime: DAY,
  });
  const states = useQuery({
    queryKey: ['locations', 'states', value.countryId],
    queryFn: () => listCall('/state-list', { country_id: value.countryId }, 'Não foi possível carregar as províncias.'),
    enabled: value.countryId !== null,
    staleTime: DAY,
  });
  const cities = useQuery({
    queryKey: ['locations', 'cities', value.stateId],
    queryFn: () => listCall('/city-list', { state_id: value.stateId }, 'Não foi possível carregar as cidades.'),
    enabled: value.stateId !== null,
    staleTime: DAY,
  });

  const nameIn = (list: Location[] | undefined, itemId: number | null) => list?.find((x) => x.id === itemId)?.name;
  const num = (s: string) => (s === '' ? null : Number(s));

  const select = (
    level: 'country' | 'state' | 'city',
    label: string,
    current: number | null,
    options: Location[] | undefined,
    query: { isLoading: boolean; error: Error | null },
    onSelect: (v: number | null) => void,
  ) => {
    const selectId = `${id}-${level}`;
    const message = errors[level] ?? query.error?.message ?? null;
    return (
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          {label}
          {req[level] && <span aria-hidden="true"> *</span>}
        </label>
        <select
          id={selectId}
          value={current ?? ''}
          required={req[level]}
          disabled={disabled || query.isLoading}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${selectId}-error` : undefined}
          onChange={(e) => onSelect(num(e.target.value))}
          className="mt-1 w-full rounded-lg border border-plum-200 bg-white px-3 py-2 text-ink disabled:bg-plum-50 aria-[invalid=true]:border-red-500"
        >
          <option value="">{query.isLoading ? 'A carregar...' : `Escolha ${level === 'city' ? 'a cidade' : level === 'country' ? 'o país' : label === 'Província' ? 'a província' : 'o distrito'}`}</option>
          {options?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {message && (
          <p id={`${selectId}-error`} className="mt-1 text-xs text-red-700">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={className ?? 'grid gap-4 sm:grid-cols-3'}>
      {select('country', 'País', value.countryId, countries.data, countries, (countryId) =>
        onChange({ countryId, stateId: null, cityId: null, countryName: nameIn(countries.data, countryId) }),
      )}
      {value.countryId !== null &&
        select('state', stateLabel(value.countryId), value.stateId, states.data, states, (stateId) =>
          onChange({ countryId: value.countryId, countryName: value.countryName, stateId, cityId: null, stateName: nameIn(states.data, stateId) }),
        )}
      {value.stateId !== null &&
        select('city', 'Cidade', value.cityId, cities.data, cities, (cityId) =>
          onChange({ ...value, cityId, cityName: nameIn(cities.data, cityId) }),
        )}
    </div>
  );
}
