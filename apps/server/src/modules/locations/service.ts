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
