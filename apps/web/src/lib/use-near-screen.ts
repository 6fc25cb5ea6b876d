import { useCallback, useState } from 'react';

/**
 * Within one screen of the window: the rule the pictures follow too (lib/near-screen.ts, which runs in the page's
 * first script and so cannot be shared with the app without costing every first view a request).
 */
const WITHIN_A_SCREEN = '100%';

/**
 * Whether an element has come within a screen of the window, and stays true once it has: a section further down
 * asks for its code and its data then, not with the first view (decision 175). Give the ref to the element that
 * holds the section's place. Where the browser cannot tell, it is near at once.
 */
export function useNearScreen<T extends Element>(): [(element: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: WITHIN_A_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
