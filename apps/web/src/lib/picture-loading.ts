/**
 * How a picture loads. The first screen's priority picture (the page's largest paint) loads at once, first,
 * and is marked for Element Timing, which the page's first script waits for before asking for the app
 * (after-first-screen.ts, decision 077); every other picture loads lazily, decoded off the main thread.
 */
export const pictureLoading = (priority: boolean) =>
  priority
    ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: 'first-screen', decoding: 'auto' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);
