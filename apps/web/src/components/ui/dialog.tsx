import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';

export type DialogVariant = 'modal' | 'sheet-right' | 'sheet-left' | 'top' | 'fullscreen';

// Preflight leaves the browser's max sizes on :modal dialogs; sheets take the full height.
const VARIANT: Record<DialogVariant, string> = {
  modal: 'm-auto w-[min(28rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-2xl bg-white shadow-xl backdrop:bg-ink/50',
  'sheet-right': 'my-0 ml-auto mr-0 h-dvh max-h-none w-[min(26rem,100vw)] max-w-none bg-white shadow-xl backdrop:bg-ink/40 motion-safe:animate-slide-in-right',
  'sheet-left': 'm-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none overflow-y-auto bg-cream shadow-xl backdrop:bg-plum-900/45 motion-safe:animate-slide-in-left',
  top: 'm-0 h-full max-h-none w-full max-w-none bg-transparent backdrop:bg-ink/50 sm:pt-20',
  fullscreen: 'm-0 h-dvh max-h-none w-screen max-w-none bg-white backdrop:bg-ink',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const focusables = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));

export interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button, a click on the backdrop and the phone's back gesture. */
  onClose: () => void;
  /** The visible heading, which names the dialog. */
  title?: ReactNode;
  /** Keep the heading for screen readers only. */
  titleHidden?: boolean;
  /** Names the dialog when it has no heading. */
  label?: string;
  /** The accessible name of the × button; without it there is none (the content has its own). */
  closeLabel?: string;
  variant?: DialogVariant;
  /** `alertdialog` for a question that interrupts (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** What gets focus on opening; by default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Classes of the content wrapper inside the dialog. */
  className?: string;
  describedBy?: string;
  children: ReactNode;
}

/**
 * The one dialog: a native modal `<dialog>` (the page behind is inert and does not scroll), with
 * Tab kept inside, Escape and the backdrop closing it, and focus given back to what opened it.
 * Rendered into <body> only while open, so a form inside never nests in the page's form.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, titleHidden, label, closeLabel, variant = 'modal', role, initialFocus, className, describedBy, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  const pressedOnBackdrop = useRef(false);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target = initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
    target.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opening is mounting: the initial focus is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(event.currentTarget);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    const inside = active instanceof Node && event.currentTarget.contains(active) && active !== event.currentTarget;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={`p-0 text-ink outline-none ${VARIANT[variant]}`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on the backdrop around the content.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) close.current();
      }}
    >
      <div className={className ?? (variant === 'modal' ? 'p-6' : 'flex h-full flex-col')}>
        {title && (
          <div className={titleHidden ? 'sr-only' : variant === 'modal' ? 'mb-4 flex items-start justify-between gap-3' : 'flex items-center justify-between gap-3 border-b border-plum-100 px-4 py-3'}>
            <h2 id={titleId} className="text-lg font-semibold text-plum-700">
              {title}
            </h2>
            {closeLabel && !titleHidden && <CloseButton label={closeLabel} onClick={() => close.current()} />}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}

/** The × of a dialog or drawer. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} className="-my-2 -mr-2 text-ink/70">
      <CloseIcon width={22} height={22} />
    </Button>
  );
}
