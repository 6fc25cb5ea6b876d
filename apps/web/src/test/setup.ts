import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The web project shares one worker and one happy-dom window between test files (decision 153): each
 * file starts from what an isolated file would see — nothing the last file rendered still mounted, the
 * app's modules evaluated afresh (so module stores start empty), empty storage, cookies and document, real timers, no stub or spy left over.
 */
cleanup();
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.head.innerHTML = '';
document.body.innerHTML = '';
document.title = '';

// The build-time constants Vite defines (vite.config.ts), for component tests.
Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-anon-key' });

// findBy…/waitFor wait for what the test expects, not for a clock: a busy machine only makes them slower.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Unit and component tests never reach a network: whatever runs on this machine (a shop on port
 * 3000, nothing at all) must not change a result. A call that no test stubbed (`vi.stubGlobal('fetch', …)`
 * or `vi.spyOn(globalThis, 'fetch')`) is refused and fails the test that made it, even when the
 * code under test swallows the error.
 */
const unstubbed: string[] = [];

function refuseFetch(input: RequestInfo | URL): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  unstubbed.push(url);
  return Promise.reject(new TypeError(`unit tests must not reach the network: stub fetch for ${url}`));
}

globalThis.fetch = refuseFetch as typeof fetch;

afterEach(() => {
  if (!unstubbed.length) return;
  const calls = unstubbed.splice(0);
  throw new Error(`fetch was called without a stub (${calls.join(', ')}); stub it with vi.stubGlobal('fetch', …) in the test`);
});

export {};
