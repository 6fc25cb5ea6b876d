import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser that supports the paint timings but never reports the priority picture as painted. */
class SilentObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint', 'paint'];
  observe() {}
  disconnect() {}
}

/** What the script adds to the head (kept here rather than appended, so nothing is fetched). */
let added: HTMLElement[] = [];
const appScripts = () => added.filter((e): e is HTMLScriptElement => e instanceof HTMLScriptElement);

describe('the first script of a server-rendered page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="/hero.webp"></div>
      <script type="application/json" id="app-code">{"entry":"/assets/index.js","preload":["/assets/home.js"]}</script>`;
    const picture = document.querySelector('img')!;
    Object.assign(picture, { decode: () => Promise.resolve() });
    picture.getBoundingClientRect = () => ({ width: 360, height: 200, top: 0, left: 0, bottom: 200, right: 360 }) as DOMRect;
    added = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as HTMLElement[])));
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts the app after load even when the browser never reports the picture painted', async () => {
    expect(document.readyState).toBe('complete');
    // Run for its effect: it is a script, not a module with exports.
    const script = './after-first-screen.ts';
    await import(/* @vite-ignore */ script);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(appScripts().map((s) => s.getAttribute('src'))).toEqual(['/assets/index.js']);
    expect(added.filter((e) => e instanceof HTMLLinkElement).map((l) => l.getAttribute('href'))).toEqual(['/assets/home.js']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(appScripts()).toHaveLength(1);
  });
});
