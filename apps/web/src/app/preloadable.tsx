import { use, type ComponentType, type ReactNode } from 'react';

/**
 * Like React.lazy, but it can be loaded ahead (`preload()`), and once loaded it renders at once
 * instead of suspending for a turn. main.tsx loads the first screen before the first render, so the
 * page paints whole rather than header first and content a frame later.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        Loaded = m.default;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  function Preloadable(props: P): ReactNode {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
