import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ConfirmOptions } from './confirm-dialog.tsx';

export const LEAVE_QUESTION: ConfirmOptions = {
  title: 'Sair sem guardar?',
  message: 'As alterações que fez neste formulário ainda não foram guardadas e perdem-se se sair.',
  confirmLabel: 'Sair sem guardar',
  cancelLabel: 'Continuar a editar',
  tone: 'danger',
};

/**
 * Warns before unsaved changes are lost: closing or reloading the tab (the browser's own question)
 * and following a link inside the app (our dialog, through the `confirm` of `useConfirm()`).
 * `leave(action)` asks the same question before a form's own "Cancelar" or switching records.
 * The app uses a plain BrowserRouter, so links are caught in the capture phase, before the router's.
 */
export function useUnsavedChanges(dirty: boolean, confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const navigate = useNavigate();
  const dirtyRef = useRef(dirty);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(LEAVE_QUESTION).then((leave) => {
        if (leave) {
          dirtyRef.current = false;
          navigate(url.pathname + url.search + url.hash);
        }
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm, navigate]);

  return useCallback(
    async (action: () => void) => {
      if (dirtyRef.current && !(await confirm(LEAVE_QUESTION))) return;
      action();
    },
    [confirm],
  );
}
