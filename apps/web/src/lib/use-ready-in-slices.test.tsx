import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReadyInSlices } from './use-ready-in-slices.ts';

function Probe({ ready, seen }: { ready: boolean; seen: boolean[] }) {
  seen.push(useReadyInSlices(ready));
  return null;
}

afterEach(cleanup);

describe('useReadyInSlices', () => {
  it('shows a screen whose data has just arrived one render later, in the background render', () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready={false} seen={seen} />);
    rerender(<Probe ready seen={seen} />);
    // The render that received the data still shows the loading state; the next one, deferred, the screen.
    expect(seen).toEqual([false, false, true]);
  });

  it('shows it at once when the data is there at the first render, and hides it at once when it goes', () => {
    const seen: boolean[] = [];
    const { rerender } = render(<Probe ready seen={seen} />);
    rerender(<Probe ready={false} seen={seen} />);
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
    expect(seen.slice(1).every((shown) => !shown)).toBe(true);
  });
});
