import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, functionsCall, shopCall } from './api-client.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('the call should fail'), (e: unknown) => e as ApiError);

describe('API failures as the shopper reads them', () => {
  it('a server failure on the shop API quotes the request id after the message', async () => {
    vi.stubGlobal('fetch', answer(500, { status: 0, message: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.', code: 'INTERNAL', data: null, request_id: 'req-1b2c' }));
    const error = await failure(shopCall('/cart-list', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Ocorreu um erro inesperado. Tente novamente dentro de momentos. (Código: req-1b2c)');
    expect(error).toMatchObject({ code: 'INTERNAL', httpStatus: 500, requestId: 'req-1b2c' });
  });

  it('the functions API (bookings, blog) quotes it too, and a database outage (503) as well', async () => {
    vi.stubGlobal('fetch', answer(503, { success: false, data: null, error: 'O serviço está temporariamente indisponível. Tente novamente dentro de momentos.', code: 'UNAVAILABLE', request_id: 'req-9z' }));
    const error = await failure(functionsCall('GET /appointments-api/available-days'));
    expect(error.message).toBe('O serviço está temporariamente indisponível. Tente novamente dentro de momentos. (Código: req-9z)');
    expect(error.code).toBe('UNAVAILABLE');
  });

  it('an answer that is not ours (a proxy’s 502 page) gives the general message and the id from X-Request-Id', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', { 'X-Request-Id': 'edge-42' }));
    const error = await failure(shopCall('/cart-list', {}));
    expect(error.message).toBe('Ocorreu um erro inesperado. Tente novamente dentro de momentos. (Código: edge-42)');
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>', { 'X-Request-Id': '<script>' }));
    expect((await failure(shopCall('/cart-list', {}))).message).toBe('Ocorreu um erro inesperado. Tente novamente dentro de momentos.');
  });

  it('a refusal (4xx) is the shopper’s to fix: the message alone, with its code and field errors', async () => {
    vi.stubGlobal('fetch', answer(422, { status: 0, message: 'Cupão inválido.', code: 'COUPON_INVALID', data: null, errors: { coupon_code: ['Cupão inválido.'] } }, { 'X-Request-Id': 'req-4' }));
    const error = await failure(shopCall('/apply-coupon', { coupon_code: 'X' }));
    expect(error.message).toBe('Cupão inválido.');
    expect(error).toMatchObject({ code: 'COUPON_INVALID', httpStatus: 422, details: { coupon_code: ['Cupão inválido.'] }, requestId: undefined });
  });
});

describe('functions calls named as in the contract map', () => {
  it('fills the path parameters (encoded) and sends the query as text', async () => {
    const fetchMock = answer(200, { success: true, data: { reference: 'CC-1' } });
    vi.stubGlobal('fetch', fetchMock);
    await functionsCall('GET /appointments-api/bookings/:reference', { params: { reference: 'CC 1/x' }, query: { token: 't'.repeat(16) } });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/functions/v1/appointments-api/bookings/CC%201%2Fx?token=${'t'.repeat(16)}`);
  });

  it('refuses at compile time a missing path parameter or an unknown query field', () => {
    const typeOnly = () => {
      // @ts-expect-error the :id parameter is required
      void functionsCall('GET /blog-api/posts/:id');
      // @ts-expect-error `pagina` is not a query field of this call
      void functionsCall('GET /blog-api/posts', { query: { pagina: 2 } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});

describe('one way out for every call', () => {
  it('a shop call sends its own headers beside the token, and its body as JSON', async () => {
    localStorage.setItem('cm.auth.token', 'tok-1');
    const fetchMock = answer(201, { status: 1, message: 'ok', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await shopCall('/apply-coupon', { coupon_code: 'X' }, { headers: { 'Idempotency-Key': 'chave-00000001' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ Authorization: 'Bearer tok-1', 'Idempotency-Key': 'chave-00000001', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"coupon_code":"X"}');
    localStorage.removeItem('cm.auth.token');
  });

  it('a lost connection reads the same from the shop and the functions API; an abort stays an abort', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    for (const call of [shopCall('/cart-list', {}), functionsCall('GET /appointments-api/available-days')]) {
      const error = await failure(call);
      expect(error).toMatchObject({ code: 'NETWORK', message: 'Sem ligação à internet. Verifique a sua rede e tente novamente.' });
    }
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(shopCall('/cart-list', {})).rejects.toMatchObject({ name: 'AbortError' });
  });
});
