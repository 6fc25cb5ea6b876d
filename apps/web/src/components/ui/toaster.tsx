import { dismissToast, useToasts } from '../../lib/toast.ts';

/** Toasts top-right, plum background with light text. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 top-4 z-[60] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className="pointer-events-auto flex items-start gap-3 rounded-xl bg-plum-700 px-4 py-3 text-sm text-plum-50 shadow-lg"
        >
          <span className="flex-1">{t.message}</span>
          <button type="button" onClick={() => dismissToast(t.id)} aria-label="Fechar notificação" className="text-plum-100 hover:text-white">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
