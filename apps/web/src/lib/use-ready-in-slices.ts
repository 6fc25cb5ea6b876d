import { useDeferredValue } from 'react';

/**
 * True once `ready` is, one render later (decision 174): a screen that appears when its data arrives is then
 * first drawn in a background render React can pause, not in the render that received the data (TanStack
 * Query's answers arrive through `useSyncExternalStore`, whose renders React never slices). Only the first
 * appearance waits: once shown, later answers redraw the screen at once. Ready at its first render (data
 * already kept), it is shown at once.
 */
export function useReadyInSlices(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
