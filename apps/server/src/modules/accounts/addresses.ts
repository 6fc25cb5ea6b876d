import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Address, type UserDetail } from '@shop/contract/accounts';
import { MAX_ADDRESSES } from '@shop/contract/accounts-rules';
import { ALLOWED_COUNTRY_IDS } from '@shop/contract/locations';
import type { Db } from '../../db/client.ts';
import { cities, countries, customerAddresses, customers, states } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { toProfile, type CustomerRow } from './customer-view.ts';

export interface AddressInput {
  title: string;
  country_id: number;
  state_id: number;
  city_id: number;
  bairro: string;
  address: string;
  landmark: string;
  postcode: string;
  default_address?: boolean;
}

export const ADDRESS_NOT_FOUND = 'Morada não encontrada.';

const view = {
  id: customerAddresses.id,
  title: customerAddresses.title,
  country_id: customerAddresses.countryId,
  country_name: countries.name,
  state_id: customerAddresses.stateId,
  state_name: states.name,
  city_id: customerAddresses.cityId,
  city_name: cities.name,
  bairro: customerAddresses.bairro,
  address: customerAddresses.street,
  landmark: customerAddresses.landmark,
  postcode: customerAddresses.postcode,
  default_address: customerAddresses.isDefault,
};

const selectAddresses = (db: Db) =>
  db
    .select(view)
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .innerJoin(states, eq(states.id, customerAddresses.stateId))
    .innerJoin(cities, eq(cities.id, customerAddresses.cityId));

export const listAddresses = (db: Db, customerId: number): Promise<Address[]> =>
  selectAddresses(db)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id));

async function getAddress(db: Db, customerId: number, id: number): Promise<Address> {
  const [row] = await selectAddresses(db).where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

/** The city must lie in the province, the province in the country, the country be one we deliver to. */
async function checkLocation(db: Db, input: Pick<AddressInput, 'country_id' | 'state_id' | 'city_id'>) {
  const invalid = (field: string, message: string) => new AppError('UNPROCESSABLE', message, { details: { [field]: [message] } });
  if (!(ALLOWED_COUNTRY_IDS as readonly number[]).includes(input.country_id)) throw invalid('country_id', 'Escolha um país da lista.');
  const [state] = await db.select({ countryId: states.countryId }).from(states).where(eq(states.id, input.state_id));
  if (!state || state.countryId !== input.country_id) throw invalid('state_id', 'A província escolhida não pertence a este país.');
  const [city] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, input.city_id));
  if (!city || city.stateId !== input.state_id) throw invalid('city_id', 'A cidade escolhida não pertence a esta província.');
}

const columns = (input: AddressInput) => ({
  title: input.title,
  countryId: input.country_id,
  stateId: input.state_id,
  cityId: input.city_id,
  bairro: input.bairro,
  street: input.address,
  landmark: input.landmark,
  postcode: input.postcode,
});

/** Serialises changes to one customer's address book (the count limit and the single default). */
const lockCustomer = (tx: Db, customerId: number) =>
  tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');

export async function addAddress(db: Db, customerId: number, input: AddressInput): Promise<Address> {
  await checkLocation(db, input);
  const id = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId))) as [{ n: number }];
    if (Number(n) >= MAX_ADDRESSES) throw new AppError('CONFLICT', `Pode guardar até ${MAX_ADDRESSES} moradas. Remova uma para adicionar outra.`);
    const isDefault = Number(n) === 0 || input.default_address === true;
    if (isDefault) await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.customerId, customerId));
    const [row] = await tx.insert(customerAddresses).values({ ...columns(input), customerId, isDefault }).returning({ id: customerAddresses.id });
    return row!.id;
  });
  return getAddress(db, customerId, id);
}

export async function updateAddress(db: Db, customerId: number, addressId: number, input: AddressInput): Promise<Address> {
  await checkLocation(db, input);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [own] = await tx
      .select({ isDefault: customerAddresses.isDefault })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
    if (!own) throw notFound(ADDRESS_NOT_FOUND);
    // The default can move to another address, but is not simply switched off.
    const isDefault = own.isDefault || input.default_address === true;
    if (isDefault && !own.isDefault) {
      await tx.update(customerAddresses).set({ isDefault: false }).where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, addressId)));
    }
    await tx
      .update(customerAddresses)
      .set({ ...columns(input), isDefault, updatedAt: sql`now()` })
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  });
  return getAddress(db, customerId, addressId);
}

/** Removes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<null> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [removed] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!removed) throw notFound(ADDRESS_NOT_FOUND);
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.id))
        .limit(1);
      if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(inArray(customerAddresses.id, [next.id]));
    }
  });
  return null;
}

/** The profile with the default address's fields beside it, as the original's /user-detail answered. */
export async function userDetail(db: Db, customer: CustomerRow): Promise<UserDetail> {
  const [main] = await selectAddresses(db).where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.isDefault, true))).limit(1);
  return {
    ...toProfile(customer),
    address: main?.address ?? null,
    bairro: main?.bairro ?? null,
    city: main?.city_name ?? null,
    city_id: main?.city_id ?? null,
    state: main?.state_name ?? null,
    state_id: main?.state_id ?? null,
    country: main?.country_name ?? null,
    country_id: main?.country_id ?? null,
    postcode: main?.postcode ?? null,
    default_address_id: main?.id ?? null,
  };
}
