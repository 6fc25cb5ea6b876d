import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminCalls, functionsCalls, shopCalls } from '@shop/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { repoRoot } from '../src/config/paths.ts';
import { openApiDocument, openApiText } from '../src/lib/openapi.ts';
import { registeredCalls } from '../src/lib/registered-calls.ts';
import { ANON_KEY, createTestApp, createTestDatabase, type TestApp } from './test-app.ts';

describe('the API description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('docs/openapi.json is what the contract generates (run `npm run openapi` after changing a call)', () => {
    const committed = readFileSync(path.join(repoRoot, 'docs/openapi.json'), 'utf8');
    expect(committed === openApiText(), 'docs/openapi.json is stale: run `npm run openapi` and commit the file').toBe(true);
  });

  it('the contract’s call map names every call the server registers, with the schema the server validates', () => {
    const maps = { shop: shopCalls, admin: adminCalls, functions: functionsCalls } as const;
    const registered = registeredCalls();
    const keyOf = (c: (typeof registered)[number]) => (c.api === 'functions' ? `${c.method} ${c.path}` : c.path);
    const missing = registered.filter((c) => !(keyOf(c) in maps[c.api])).map((c) => `${c.api} ${keyOf(c)}`);
    expect(missing, 'calls the server has and the contract map lacks').toEqual([]);
    for (const api of ['shop', 'admin', 'functions'] as const) {
      const served = new Set(registered.filter((c) => c.api === api).map(keyOf));
      expect(Object.keys(maps[api]).filter((k) => !served.has(k)), `${api} calls in the map that the server does not serve`).toEqual([]);
    }
    // The same schema object, so a request change in the contract is a change of the API and its description.
    const differing = registered
      .filter((c) => c.request !== undefined)
      .filter((c) => {
        const spec = (maps[c.api] as Record<string, { request: unknown; file?: unknown }>)[keyOf(c)]!;
        return !spec.file && spec.request !== c.request;
      })
      .map((c) => `${c.api} ${keyOf(c)}`);
    expect(differing, 'calls validated with another schema than the map’s').toEqual([]);
  });

  it('describes the three APIs with their envelopes, error codes and every reference resolvable', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const placeOrder = doc.paths['/api/{slug}/place-order']!.post as any;
    expect(placeOrder.security).toEqual([{ customerToken: [] }]);
    expect(placeOrder.responses['201'].content['application/json'].schema.properties.status).toEqual({ const: 1 });
    expect(placeOrder.responses['4XX']).toEqual({ $ref: '#/components/responses/ShopError' });
    const slots = doc.paths['/functions/v1/appointments-api/available-slots']!.get as any;
    expect(slots.parameters.map((p: { name: string }) => p.name)).toEqual(['date', 'type']);
    expect(slots.responses['200'].content['application/json'].schema.properties.success).toEqual({ const: true });
    expect((doc.paths['/admin-api/payments/refund']!.post as any).security).toEqual([{ staffToken: [] }]);
    expect((doc.paths['/api/{slug}/order-proof']!.post as any).requestBody.content['multipart/form-data'].schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(doc.components.schemas.ErrorCode.enum).toContain('OUT_OF_STOCK');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(schemas|responses|parameters)\/([^"]+)"/g)];
    const unresolved = refs.filter(([, kind, name]) => !(name! in (doc.components as Record<string, Record<string, unknown>>)[kind!]!));
    expect(unresolved.map(([ref]) => ref)).toEqual([]);
  });

  it('is served at /api/docs in development', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json.paths['/api/{slug}/cart-list']).toBeDefined();
  });

  it('is not served in production', async () => {
    const config = testConfig({ NODE_ENV: 'production', ANON_KEY, PUBLIC_URL: 'https://loja.exemplo.co.mz', MAIL_TRANSPORT: 'log', PASSWORD_HASH_COST: '17' });
    const app = await buildApp({ config, database: await createTestDatabase(), serveWeb: false, startWorkers: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
