import { useEffect, useState } from 'react';

/**
 * Resolves once the page has shown its first content: the browser's own first-contentful-paint
 * entry, or, where paint timing is missing, two frames later; at the latest after 3 s (a tab opened
 * in the background paints nothing).
 */
let painted = typeof window === 'undefined';
const waiting = new Set<() => void>();

function markPainted() {
  if (painted) return;
  painted = true;
  for (const notify of waiting) notify();
  waiting.clear();
}

if (!painted) {
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

/**
 * False until the page has painted its first content. Sections that need more code or data (and the
 * libraries behind them) wait for it, so they never delay what the visitor sees first.
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    if (painted) {
      const timer = setTimeout(() => setReady(true), 0);
      return () => clearTimeout(timer);
    }
    const notify = () => setReady(true);
    waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  }, [ready]);
  return ready;
}
