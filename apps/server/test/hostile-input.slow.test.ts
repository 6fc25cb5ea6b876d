import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGE_INVALID_TEXT } from '@shop/contract/wire-input';
import { createSession } from '../src/lib/sessions.ts';
import { createStaffSession } from '../src/lib/staff-auth.ts';
import { createStaffMember } from './admin-helpers.ts';
import { createCustomer } from './factories.ts';
import { ANON_KEY, createTestApp, SLUG, type TestApp } from './test-app.ts';

/**
 * Every registered route, walked with text no column can keep and numbers no column holds, in its
 * path parameters, query string and body: the answer is a 4xx with a message, never a 5xx.
 */

interface WalkedRoute {
  method: HTTPMethods;
  url: string;
  fields: string[];
}

const routes: WalkedRoute[] = [];
let t: TestApp;
let customerId: number;
let ownerId: number;

/** The top-level field names of a request schema (through optional, default, pipe and preprocess wrappers). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: any = schema;
  for (let i = 0; current && i < 10; i++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def ?? current.def;
    current = def?.innerType ?? def?.in ?? def?.schema ?? (def?.options ? def.options.find((o: any) => o.shape) : undefined);
  }
  return [];
}

function collect(route: RouteOptions) {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD') as HTTPMethods[];
  const input = route.config?.input;
  const fields = [...new Set([...fieldsOf(input?.body), ...fieldsOf(input?.query), 'id', 'page', 'search'])];
  for (const method of methods) routes.push({ method, url: route.url, fields });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { onRoute: collect });
  customerId = (await createCustomer(t.db)).customer.id;
  ownerId = (await createStaffMember(t.db, { role: 'owner' })).staff.id;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\uD800y';
const HUGE_DIGITS = '123456789012345678901234567890';

let address = 0;
const nextAddress = () => `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

/** Sessions opened afresh for each route, so a sign-out walked earlier leaves the next route signed in. */
async function headersFor(url: string): Promise<Record<string, string>> {
  if (url.startsWith('/functions/')) return { apikey: ANON_KEY };
  if (url.startsWith('/admin-api/')) return { authorization: `Bearer ${await createStaffSession(t.db, ownerId)}` };
  return { authorization: `Bearer ${await createSession(t.db, customerId)}` };
}

const withParams = (url: string, value: string) => url.replace(/:slug\b/, SLUG).replace(/:[A-Za-z]+/g, encodeURIComponent(value));

async function send(route: WalkedRoute, headers: Record<string, string>, url: string, field: string | null, value: unknown) {
  const body = field === null ? {} : { [field]: value };
  const get = route.method === 'GET';
  const query = get && field !== null ? `?${new URLSearchParams({ [field]: String(value) })}` : '';
  return t.request({
    method: route.method,
    url: `${url}${query}`,
    // The development mailbox answers loopback clients only.
    remoteAddress: url.startsWith('/dev/') ? '127.0.0.1' : nextAddress(),
    headers,
    ...(get ? {} : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
  });
}

const messageOf = (json: any): unknown => json?.message ?? json?.error;

describe('hostile values on every route', () => {
  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThan(120);
    expect(routes.some((r) => r.url === '/api/:slug/search' && r.fields.includes('search'))).toBe(true);
  });

  it('refuses NUL bytes and lone surrogates in any field, query or path with a 400 and one Portuguese message', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const headers = await headersFor(route.url);
      const hasParams = /:(?!slug\b)[A-Za-z]+/.test(route.url);
      const cases: [string, string | null, string][] = route.fields.flatMap((field) =>
        [NUL, ...(route.method === 'GET' ? [] : [LONE_SURROGATE])].map((value): [string, string | null, string] => [withParams(route.url, '1'), field, value]),
      );
      if (hasParams) cases.push([withParams(route.url, NUL), null, NUL]);
      for (const [url, field, value] of cases) {
        const res = await send(route, headers, url, field, value);
        if (res.status !== 400 || messageOf(res.json) !== MESSAGE_INVALID_TEXT) {
          failures.push(`${route.method} ${url} ${field ?? '(path)'}=${JSON.stringify(value)} → ${res.status} ${JSON.stringify(messageOf(res.json))}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 30-digit ids, numbers past int32 and negative ids with a 4xx and a message, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const headers = await headersFor(route.url);
      const cases: [string, string | null, unknown][] = route.fields.flatMap((field) =>
        [HUGE_DIGITS, 2_147_483_648, 1e30].map((value): [string, string | null, unknown] => [withParams(route.url, '1'), field, value]),
      );
      if (/:(?!slug\b)[A-Za-z]+/.test(route.url)) cases.push([withParams(route.url, HUGE_DIGITS), null, HUGE_DIGITS], [withParams(route.url, '2147483648'), null, 2_147_483_648]);
      for (const [url, field, value] of cases) {
        const res = await send(route, headers, url, field, value);
        const said = res.json === undefined ? res.body.trim() : messageOf(res.json);
        if (res.status >= 500 || (res.status >= 400 && (typeof said !== 'string' || said === ''))) {
          failures.push(`${route.method} ${url} ${field ?? '(path)'}=${JSON.stringify(value)} → ${res.status} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
