import { useEffect, useRef } from 'react';

/** Asks before an action that cannot be undone; Escape or Não closes it. */
export function ConfirmDialog({ message, confirmLabel, busy, onConfirm, onCancel }: { message: string; confirmLabel: string; busy?: boolean; onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel]);
  return (
    <div className="fixed inset-0 z-[65] flex items-center justify-center bg-ink/40 p-4">
      <div role="alertdialog" aria-modal="true" aria-labelledby="confirm-message" className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
        <p id="confirm-message" className="font-medium">
          {message}
        </p>
        <div className="mt-5 flex justify-end gap-3">
          <button ref={cancel} type="button" onClick={onCancel} disabled={busy} className="rounded-full border border-plum-200 px-4 py-2 text-sm">
            Não
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className="rounded-full bg-plum-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-60">
            {busy ? 'Aguarde...' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
