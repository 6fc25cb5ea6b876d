import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

/** Spec durations: default 3000 ms, success 2500 ms, error 3500 ms. */
const DEFAULT_MS: Record<ToastKind, number> = { success: 2500, error: 3500, info: 3000, warning: 3000 };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, durationMs = DEFAULT_MS[kind]) {
  const id = nextId++;
  toasts = [...toasts.slice(-4), { id, kind, message, durationMs }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** One toast API for every feature: `toast.success('Produto adicionado ao carrinho!', 3000)`. */
export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}
