import { useEffect, useState } from 'react';

/**
 * False for the first paint, true right after it. Sections that need more code or data (and the
 * libraries behind them) wait for it, so they never delay what the visitor sees first.
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return ready;
}
