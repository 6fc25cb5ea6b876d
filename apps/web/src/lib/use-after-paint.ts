import { useSyncExternalStore } from 'react';

/**
 * Resolves once the page has shown its first content: the browser's own first-contentful-paint
 * entry, or, where paint timing is missing, two frames later; at the latest after 3 s (a tab opened
 * in the background paints nothing).
 */
let painted = false;
const waiting = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  // A later turn: a screen mounting right now still commits its first (placeholder) render.
  setTimeout(() => {
    for (const notify of waiting) notify();
  }, 0);
}

if (typeof window !== 'undefined') {
  let observed = false;
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) {
        observer.disconnect();
        markPainted();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    observed = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  } catch {}
  if (!observed) requestAnimationFrame(() => requestAnimationFrame(markPainted));
  setTimeout(markPainted, 3000);
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => {
    waiting.delete(notify);
  };
}

/**
 * False until the page has painted its first content. Sections that need more code or data (and the
 * libraries behind them) wait for it, so they never delay what the visitor sees first. The server's
 * HTML and the browser's hydration render them not painted (the server snapshot), so both agree.
 */
export function useAfterPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
