import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundLoop } from './background-loop.ts';

afterEach(() => vi.useRealTimers());

describe('startBackgroundLoop', () => {
  it('runs after each interval, keeps going after a failure it reports, and stops for good', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const loop = startBackgroundLoop(
      async () => {
        runs++;
        if (runs === 2) throw new Error('boom');
      },
      (err) => errors.push(err),
      1000,
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('waits on stop for the run under way, and schedules no other', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    let finished = false;
    let runs = 0;
    const loop = startBackgroundLoop(
      () => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve)).then(() => void (finished = true));
      },
      () => {},
      1000,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    const stopping = loop.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
  });
});
