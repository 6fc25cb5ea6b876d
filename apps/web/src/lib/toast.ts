import { createStore, useStore } from './store.ts';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** null: stays until dismissed (errors). */
  durationMs: number | null;
}

/** Spec durations: default 3000 ms, success 2500 ms. Errors stay until the person closes them. */
const DEFAULT_MS: Record<ToastKind, number | null> = { success: 2500, error: null, info: 3000, warning: 3000 };
const MAX_SHOWN = 5;

const toasts = createStore<Toast[]>([]);
let nextId = 1;

// Each timed toast keeps what is left of its time, so pausing (pointer over or focus inside the
// toasts) and resuming never cuts one short.
const timers = new Map<number, { remaining: number; startedAt: number; handle?: ReturnType<typeof setTimeout> }>();
let paused = false;

function run(id: number) {
  const timer = timers.get(id);
  if (!timer || paused) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

export function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  if (!toasts.get().some((t) => t.id === id)) return;
  toasts.update((shown) => shown.filter((t) => t.id !== id));
}

export function pauseToasts() {
  if (paused) return;
  paused = true;
  for (const timer of timers.values()) {
    if (!timer.handle) continue;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  }
}

export function resumeToasts() {
  if (!paused) return;
  paused = false;
  for (const id of timers.keys()) run(id);
}

function show(kind: ToastKind, message: string, durationMs: number | null = DEFAULT_MS[kind]) {
  // The same message twice (a double click, a retry) is one toast whose time starts again.
  const same = toasts.get().find((t) => t.kind === kind && t.message === message);
  if (same) {
    const timer = timers.get(same.id);
    if (timer) {
      if (timer.handle) clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = same.durationMs ?? 0;
      run(same.id);
    }
    return same.id;
  }
  const id = nextId++;
  const shown = [...toasts.get(), { id, kind, message, durationMs }];
  for (const dropped of shown.slice(0, Math.max(0, shown.length - MAX_SHOWN))) dismissToast(dropped.id);
  if (durationMs !== null) {
    timers.set(id, { remaining: durationMs, startedAt: Date.now() });
    run(id);
  }
  toasts.set(shown.slice(-MAX_SHOWN));
  return id;
}

/** One toast API for every feature: `toast.success('Produto adicionado ao carrinho!', 3000)`. */
export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs ?? null),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
};

export function useToasts(): Toast[] {
  return useStore(toasts);
}
