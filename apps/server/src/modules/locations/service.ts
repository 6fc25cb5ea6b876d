import { asc, eq, inArray } from 'drizzle-orm';
import { ALLOWED_COUNTRY_IDS } from '@shop/contract/locations';
import type { Db } from '../../db/client.ts';
import { cities, countries, states } from '../../db/schema.ts';

export const listCountries = (db: Db) =>
  db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, [...ALLOWED_COUNTRY_IDS])).orderBy(asc(countries.id));

export const listStates = (db: Db, countryId: number) =>
  db.select({ id: states.id, name: states.name }).from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name));

export const listCities = (db: Db, stateId: number) =>
  db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name));

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/**
 * A city sent as a name (the spec's forms keep the name) is found among the cities of its state,
 * ignoring case and accents; digits are taken as the id. No match gives undefined, so validation
 * answers as for a missing city.
 */
export async function resolveCityId(db: Db, stateId: unknown, city: unknown): Promise<unknown> {
  const value = typeof city === 'number' ? String(city) : typeof city === 'string' ? city.trim() : '';
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return value;
  const state = Number(typeof stateId === 'string' ? stateId.trim() : stateId);
  if (!Number.isSafeInteger(state) || state <= 0 || state > 2_147_483_647) return undefined;
  const rows = await db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.stateId, state));
  return rows.find((c) => fold(c.name) === fold(value))?.id;
}
