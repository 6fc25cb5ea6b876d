import { ApiError } from '../../../lib/api-client.ts';
import { stateLabelFor, useCities, useCountries, useStates } from '../api/locations.ts';
import { describedBy, Field, inputClass } from './field.tsx';

export interface LocationValue {
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
}

const loadError = (err: unknown, fallback: string) => (err instanceof ApiError && err.code !== 'NETWORK' && err.code !== 'INTERNAL' ? err.message : fallback);

/**
 * Country, then Província (Mozambique) or Distrito, then city: each asked only once its parent
 * is chosen; changing a parent clears its children.
 */
export function LocationFields({ value, onChange, error }: { value: LocationValue; onChange: (next: LocationValue) => void; error?: string }) {
  const countries = useCountries();
  const states = useStates(value.country_id);
  const cities = useCities(value.state_id);
  const stateLabel = stateLabelFor(value.country_id);
  const missing = (v: number | null) => (error && v === null ? error : undefined);
  const num = (v: string) => (v === '' ? null : Number(v));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id="country" label="País" required error={missing(value.country_id) ?? (countries.isError ? loadError(countries.error, 'Failed to fetch countries') : undefined)}>
        <select
          id="country"
          className={inputClass}
          value={value.country_id ?? ''}
          aria-invalid={Boolean(missing(value.country_id))}
          aria-describedby={describedBy('country', missing(value.country_id))}
          onChange={(e) => onChange({ country_id: num(e.target.value), state_id: null, city_id: null })}
        >
          <option value="">Escolha o país</option>
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      {value.country_id !== null && (
        <Field id="state" label={stateLabel} required error={missing(value.state_id) ?? (states.isError ? loadError(states.error, 'Failed to fetch states') : undefined)}>
          <select
            id="state"
            className={inputClass}
            value={value.state_id ?? ''}
            aria-invalid={Boolean(missing(value.state_id))}
            aria-describedby={describedBy('state', missing(value.state_id))}
            onChange={(e) => onChange({ ...value, state_id: num(e.target.value), city_id: null })}
          >
            <option value="">{`Escolha a ${stateLabel.toLowerCase()}`}</option>
            {states.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {value.state_id !== null && (
        <Field id="city" label="Cidade" required error={missing(value.city_id) ?? (cities.isError ? loadError(cities.error, 'Failed to fetch cities') : undefined)}>
          <select
            id="city"
            className={inputClass}
            value={value.city_id ?? ''}
            aria-invalid={Boolean(missing(value.city_id))}
            aria-describedby={describedBy('city', missing(value.city_id))}
            onChange={(e) => onChange({ ...value, city_id: num(e.target.value) })}
          >
            <option value="">Escolha a cidade</option>
            {cities.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </div>
  );
}
