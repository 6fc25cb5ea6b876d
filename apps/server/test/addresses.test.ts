import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../src/db/schema.ts';
import { createCustomer } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAPUTO = { country_id: 150, state_id: 1, city_id: 4689 };
const address = (overrides: Record<string, unknown> = {}) => ({
  title: 'Casa', ...MAPUTO, bairro: 'Sommerschield', address: 'Rua da Resistência, 123', landmark: 'Perto do mercado', ...overrides,
});

describe('address book', () => {
  it('needs a session and refuses bad input', async () => {
    expect((await t.shop('/address-list', {})).status).toBe(401);
    expect((await t.shop('/add-address', address())).status).toBe(401);
    const { token } = await createCustomer(t.db);
    const missing = await t.shop('/add-address', {}, token);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors)).toEqual(expect.arrayContaining(['country_id', 'state_id', 'city_id', 'address']));
    // The bairro is optional on the API (the original had none); our form asks for it.
    expect(missing.json.errors.bairro).toBeUndefined();
    expect((await t.shop('/add-address', address({ country_id: 'abc' }), token)).status).toBe(400);
    expect((await t.shop('/add-address', address({ address: 'x'.repeat(201) }), token)).status).toBe(400);
    expect((await t.shop('/update-address', address(), token)).status).toBe(400);
    expect((await t.shop('/delete-address', { address_id: 'x' }, token)).status).toBe(400);
  });

  it('refuses a city outside the province, a province outside the country, another country', async () => {
    const { token } = await createCustomer(t.db);
    const city = await t.shop('/add-address', address({ city_id: 4691 }), token); // Beira is in Sofala
    expect(city.status).toBe(422);
    expect(city.json.errors.city_id[0]).toMatch(/não pertence/);
    expect((await t.shop('/add-address', address({ state_id: 20, city_id: 5001 }), token)).status).toBe(422);
    expect((await t.shop('/add-address', address({ country_id: 999 }), token)).status).toBe(422);
    expect((await t.shop('/add-address', address({ country_id: 177, state_id: 20, city_id: 5001 }), token)).status).toBe(201);
  });

  it('adds, lists with names, makes the first the default and moves the default on request', async () => {
    const { customer, token } = await createCustomer(t.db);
    const first = await t.shop('/add-address', { ...address(), customer_id: customer.id }, token);
    expect(first.status).toBe(201);
    expect(first.json.message).toBe('Morada adicionada com sucesso.');
    expect(first.json.data).toMatchObject({ title: 'Casa', country_name: 'Moçambique', state_name: 'Maputo Cidade', city_name: 'Maputo', bairro: 'Sommerschield', postcode: '', default_address: true });
    const second = await t.shop('/add-address', address({ title: 'Trabalho', state_id: 2, city_id: 4690, postcode: '1100', default_address: 1 }), token);
    expect(second.json.data).toMatchObject({ city_name: 'Matola', postcode: '1100', default_address: true });
    const list = await t.shop('/address-list', { customer_id: customer.id }, token);
    expect(list.json.data).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(list.json.data.data.map((a: { title: string; default_address: boolean }) => [a.title, a.default_address])).toEqual([['Trabalho', true], ['Casa', false]]);
  });

  it('updates its own address; another customer gets 404 and nothing changes', async () => {
    const owner = await createCustomer(t.db);
    const intruder = await createCustomer(t.db);
    const created = (await t.shop('/add-address', address(), owner.token)).json.data;
    const updated = await t.shop('/update-address', address({ address_id: created.id, bairro: 'Coop', landmark: '' }), owner.token);
    expect(updated.json).toMatchObject({ status: 1, message: 'Morada atualizada com sucesso.', data: { bairro: 'Coop', landmark: '', default_address: true } });
    const foreignUpdate = await t.shop('/update-address', address({ address_id: created.id, bairro: 'Roubado' }), intruder.token);
    expect(foreignUpdate.status).toBe(404);
    const foreignDelete = await t.shop('/delete-address', { address_id: created.id }, intruder.token);
    expect(foreignDelete.status).toBe(404);
    expect((await t.shop('/address-list', {}, intruder.token)).json.data.data).toEqual([]);
    const [row] = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, created.id));
    expect(row!.bairro).toBe('Coop');
    expect((await t.shop('/address-list', { customer_id: owner.customer.id }, intruder.token)).status).toBe(403);
  });

  it('deletes, promoting the newest remaining address to default', async () => {
    const { token } = await createCustomer(t.db);
    const a = (await t.shop('/add-address', address({ title: 'A' }), token)).json.data;
    await t.shop('/add-address', address({ title: 'B' }), token);
    await t.shop('/add-address', address({ title: 'C' }), token);
    const res = await t.shop('/delete-address', { address_id: a.id }, token);
    expect(res.json).toMatchObject({ status: 1, message: 'Morada removida com sucesso.' });
    const list = (await t.shop('/address-list', {}, token)).json.data.data as { title: string; default_address: boolean }[];
    expect(list.map((x) => [x.title, x.default_address])).toEqual([['C', true], ['B', false]]);
    expect((await t.shop('/delete-address', { address_id: a.id }, token)).status).toBe(404);
  });

  it('keeps one default and at most 20 addresses under concurrent requests', async () => {
    const { customer, token } = await createCustomer(t.db);
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => t.shop('/add-address', address({ title: `M${i}`, default_address: true }), token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const rows = await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
