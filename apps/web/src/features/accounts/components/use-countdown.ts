import { useEffect, useState } from 'react';

/** Seconds left before a code may be asked for again. */
export function useCountdown(initialSeconds = 0) {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(seconds) };
}
