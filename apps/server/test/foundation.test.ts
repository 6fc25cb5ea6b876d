import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from './factories.ts';
import { ANON_KEY, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shop API envelope', () => {
  it('answers the country list filtered to 150 and 177', async () => {
    const res = await t.shop('/country-list', { theme_id: 'beauty' });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(1);
    expect(res.json.data.map((c: { id: number }) => c.id).sort()).toEqual([150, 177]);
  });

  it('refuses an unknown store slug with a 404 JSON envelope', async () => {
    const res = await t.request({ method: 'POST', url: '/api/outra-loja/country-list', payload: {} });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 0, code: 'NOT_FOUND' });
  });

  it('refuses malformed JSON with status 0, 400 and a Portuguese message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/loja/state-list',
      payload: '{"country_id": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.status).toBe(0);
    expect(res.json.message).toMatch(/JSON/);
  });

  it('refuses missing and mistyped fields with a readable message', async () => {
    const missing = await t.shop('/state-list', {});
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ status: 0, code: 'VALIDATION_FAILED' });
    // The sentence is for people: the field is named in errors, never in the message.
    expect(missing.json.message).not.toContain('country_id');
    expect(missing.json.errors.country_id).toBeDefined();
    const wrongType = await t.shop('/city-list', { state_id: 'abc' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.errors.state_id).toBeDefined();
  });

  it('lists provinces and cities, including the spec city ids', async () => {
    const states = await t.shop('/state-list', { country_id: 150 });
    expect(states.json.data.length).toBeGreaterThanOrEqual(11);
    const maputo = states.json.data.find((s: { name: string }) => s.name === 'Maputo Cidade');
    const cities = await t.shop('/city-list', { state_id: maputo.id });
    expect(cities.json.data).toContainEqual({ id: 4689, name: 'Maputo' });
  });

  it('lists the districts of country 177 and nothing for countries it does not know', async () => {
    const pt = await t.shop('/state-list', { country_id: 177 });
    expect(pt.status).toBe(200);
    expect(pt.json.data.map((s: { name: string }) => s.name)).toEqual(['Faro', 'Lisboa', 'Porto']);
    const mz = await t.shop('/state-list', { country_id: '150' });
    expect(mz.json.data).toHaveLength(11);
    expect(mz.json.data.map((s: { name: string }) => s.name)).toContain('Cabo Delgado');
    for (const country_id of [1, 999999]) {
      const none = await t.shop('/state-list', { country_id });
      expect(none.status).toBe(200);
      expect(none.json).toMatchObject({ status: 1, data: [] });
    }
    for (const country_id of [0, -3, 'Moçambique', 1.5]) {
      const bad = await t.shop('/state-list', { country_id });
      expect(bad.status, String(country_id)).toBe(400);
      expect(bad.json).toMatchObject({ status: 0, code: 'VALIDATION_FAILED' });
    }
  });

  it('lists cities by state, with the twelve cities of the spec in ids 4689–4709', async () => {
    const lisboa = await t.shop('/city-list', { state_id: 20 });
    expect(lisboa.json.data.map((c: { name: string }) => c.name)).toEqual(['Lisboa', 'Sintra']);
    expect((await t.shop('/city-list', { state_id: 424242 })).json).toMatchObject({ status: 1, data: [] });
    const spec = [
      'Maputo',
      'Matola',
      'Beira',
      'Nampula',
      'Chimoio',
      'Nacala',
      'Quelimane',
      'Tete',
      'Pemba',
      'Lichinga',
      'Inhambane',
      'Xai-Xai',
    ];
    const states = (await t.shop('/state-list', { country_id: 150 })).json.data as { id: number }[];
    const cities = (await Promise.all(states.map((s) => t.shop('/city-list', { state_id: s.id })))).flatMap(
      (r) => r.json.data as { id: number; name: string }[],
    );
    for (const name of spec) {
      const city = cities.find((c) => c.name === name);
      expect(city, name).toBeDefined();
      expect(city!.id).toBeGreaterThanOrEqual(4689);
      expect(city!.id).toBeLessThanOrEqual(4709);
    }
    // Query-string parameters are accepted too (page-style calls send them there).
    const viaQuery = await t.request({ method: 'POST', url: '/api/loja/city-list?state_id=1', payload: {} });
    expect(viaQuery.json.data).toContainEqual({ id: 4689, name: 'Maputo' });
  });

  it('lists main categories with product counts, by POST and GET', async () => {
    for (const res of [
      await t.shop('/category-list'),
      await t.shop('/category'),
      await t.request({ method: 'GET', url: '/api/loja/category' }),
    ]) {
      expect(res.json.status).toBe(1);
      expect(res.json.data.length).toBeGreaterThanOrEqual(6);
      expect(res.json.data[0]).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          name: expect.any(String),
          slug: expect.any(String),
          total_product: expect.any(Number),
        }),
      );
    }
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await t.shop('/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json.status).toBe(0);
  });
});

describe('identity from the token', () => {
  it('refuses a body customer_id that is not the token customer', async () => {
    const { customer, token } = await createCustomer(t.db);
    const own = await t.shop('/country-list', { customer_id: customer.id }, token);
    expect(own.status).toBe(200);
    const other = await t.shop('/country-list', { customer_id: customer.id + 1000 }, token);
    expect(other.status).toBe(403);
    expect(other.json.status).toBe(0);
    const guest = await t.shop('/country-list', { user_id: customer.id });
    expect(guest.status).toBe(401);
  });
});

describe('functions API key', () => {
  const url = '/functions/v1/blog-api/posts';
  it('refuses a missing key', async () => {
    const res = await t.request({ method: 'GET', url });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, data: null });
  });
  it('refuses a wrong key on either header', async () => {
    for (const headers of [
      { authorization: 'Bearer wrong-key' },
      { apikey: 'wrong-key' },
      { authorization: `Bearer ${ANON_KEY}`, apikey: 'wrong' },
    ]) {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.status).toBe(401);
      expect(res.json.success).toBe(false);
    }
  });
  it('lets the right key through to the functions envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/functions/v1/unknown', headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: null, error: expect.any(String), code: 'NOT_FOUND' });
  });
});

describe('/healthz', () => {
  it('reports the database up', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', database: 'up' });
  });
});
