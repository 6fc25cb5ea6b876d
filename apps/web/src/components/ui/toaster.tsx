import { dismissToast, useToasts, type ToastKind } from '../../lib/toast.ts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

const ICONS: Record<ToastKind, typeof CheckIcon> = { success: CheckIcon, error: AlertIcon, warning: AlertIcon, info: InfoIcon };
const ACCENT: Record<ToastKind, string> = { success: 'text-plum-100', error: 'text-gold', warning: 'text-gold', info: 'text-plum-100' };

/** Toasts top-right, plum background with light text (spec 1 §2). Errors are announced assertively. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className="pointer-events-none fixed right-4 top-4 z-[60] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2">
      {toasts.map((t) => {
        const Icon = ICONS[t.kind];
        return (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            className="pointer-events-auto flex items-start gap-3 rounded-xl bg-plum-700 px-4 py-3 text-sm text-plum-50 shadow-lg motion-safe:animate-toast-in"
          >
            <Icon width={20} height={20} className={`mt-px shrink-0 ${ACCENT[t.kind]}`} />
            <span className="flex-1">{t.message}</span>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              aria-label="Fechar notificação"
              className="-m-1 rounded-full p-1 text-plum-100 hover:text-white"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
