/** A job that runs in the background every `intervalMs` after the previous run ends; `stop()` waits for a run under way. */
export interface BackgroundLoop {
  stop(): Promise<void>;
}

export function startBackgroundLoop(run: () => Promise<unknown>, onError: (err: unknown) => void, intervalMs: number): BackgroundLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = run()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
