import { dismissToast, pauseToasts, resumeToasts, useToasts, type Toast, type ToastKind } from '../../lib/toast.ts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

const ICONS: Record<ToastKind, typeof CheckIcon> = { success: CheckIcon, error: AlertIcon, warning: AlertIcon, info: InfoIcon };
const ACCENT: Record<ToastKind, string> = { success: 'text-plum-100', error: 'text-gold', warning: 'text-gold', info: 'text-plum-100' };

function Item({ t }: { t: Toast }) {
  const Icon = ICONS[t.kind];
  return (
    <div className="pointer-events-auto flex items-start gap-3 rounded-xl bg-plum-700 px-4 py-3 text-sm text-plum-50 shadow-lg motion-safe:animate-toast-in">
      <Icon width={20} height={20} className={`mt-px shrink-0 ${ACCENT[t.kind]}`} />
      <span className="flex-1">{t.message}</span>
      <button type="button" onClick={() => dismissToast(t.id)} aria-label="Fechar notificação" className="-m-1 rounded-full p-1 text-plum-100 hover:text-white">
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}

/**
 * Toasts at the bottom on a phone and on the right below the header on wider screens, so the
 * header's cart and menu stay reachable (no width from 100vw: it must never widen the page), plum with light text
 * (spec 1 §2). Two live regions are always in the page, so screen readers hear what is added:
 * errors assertively, the rest politely. Time stops while the pointer is over them or focus inside.
 */
export function Toaster() {
  const toasts = useToasts();
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <div
      className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:bottom-auto sm:right-4 sm:top-[4.5rem] sm:w-[22rem]"
      onPointerEnter={pauseToasts}
      onPointerLeave={resumeToasts}
      onFocus={pauseToasts}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) resumeToasts();
      }}
    >
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {errors.map((t) => (
          <Item key={t.id} t={t} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {others.map((t) => (
          <Item key={t.id} t={t} />
        ))}
      </div>
    </div>
  );
}
