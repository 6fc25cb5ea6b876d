import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shop/contract/accounts';
import { session } from '../../../lib/session.ts';
import { signOut } from './sign-out.ts';

const USER = { id: '7', first_name: 'Neusa', name: 'Neusa Cossa', email: 'cliente@exemplo.co.mz' } as unknown as User;

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('revokes the token, forgets the session and drops what was kept for it', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 1, message: 'ok', data: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const dropped = vi.fn();
    const stop = session.onSignOut(dropped);
    await session.signIn('token-abc', USER);
    await signOut();
    stop();
    expect((fetchMock.mock.calls as unknown as [string][]).map(([url]) => url)).toEqual(['/api/loja/logOut']);
    expect(session.user).toBeNull();
    expect(localStorage.getItem('cm.auth.token')).toBeNull();
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it('signs out here even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const dropped = vi.fn();
    const stop = session.onSignOut(dropped);
    await session.signIn('token-abc', USER);
    await signOut();
    stop();
    expect(session.user).toBeNull();
    expect(dropped).toHaveBeenCalledTimes(1);
  });
});
