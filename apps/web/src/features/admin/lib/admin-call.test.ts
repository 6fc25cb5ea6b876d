import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Staff } from '@shop/contract/admin';
import { ApiError } from '../../../lib/api-client.ts';
import { adminCall } from './admin-call.ts';
import { adminSession } from './admin-session.ts';

// The shop's API client (whose ApiError this reuses) reads build-time constants that Vite defines.
vi.hoisted(() => Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-anon-key' }));

const staff: Staff = { id: 1, email: 'dona@cabelomaputo.co.mz', name: 'Dona', role: 'owner', active: true, must_change_password: false, last_sign_in_at: null, created_at: '2025-01-01T00:00:00.000Z' };
const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  adminSession.clear();
});

describe('adminCall', () => {
  it('sends the staff token (not the customer one) and resolves to data', async () => {
    localStorage.setItem('cm.auth.token', 'customer-token');
    adminSession.signIn('staff-token', staff);
    const fetchMock = reply(200, { status: 1, message: 'ok', data: { n: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(adminCall('/dashboard')).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/admin-api/dashboard');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer staff-token');
  });

  it('signs the staff member out when the server refuses the token', async () => {
    adminSession.signIn('stale', staff);
    vi.stubGlobal('fetch', reply(401, { status: 0, message: 'Inicie sessão na área de gestão para continuar.', code: 'UNAUTHENTICATED', data: null }));
    const error = await adminCall('/dashboard').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('UNAUTHENTICATED');
    expect(adminSession.token).toBeNull();
    expect(adminSession.staff).toBeNull();
  });

  it('keeps the session on a refusal that is not about the token', async () => {
    adminSession.signIn('good', staff);
    vi.stubGlobal('fetch', reply(403, { status: 0, message: 'Apenas o(a) proprietário(a) pode fazer esta operação.', code: 'FORBIDDEN', data: null }));
    await expect(adminCall('/staff/list')).rejects.toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    expect(adminSession.token).toBe('good');
  });

  it('quotes the request id of a server failure, so the staff member can report it', async () => {
    adminSession.signIn('good', staff);
    vi.stubGlobal('fetch', reply(500, { status: 0, message: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.', code: 'INTERNAL', data: null, request_id: 'req-adm-1' }));
    await expect(adminCall('/orders/list')).rejects.toMatchObject({ message: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos. (Código: req-adm-1)', requestId: 'req-adm-1', httpStatus: 500 });
  });
});
