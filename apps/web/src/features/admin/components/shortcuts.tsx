import { useEffect, useLayoutEffect, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SHORTCUT_HELP, shortcutFor, type Shortcut } from '../lib/shortcuts.ts';

/** Runs these shortcuts while the component is on screen (never while typing or with a dialog open). */
export function useShortcuts(shortcuts: readonly Shortcut[]) {
  const current = useRef(shortcuts);
  // Before the browser paints: a key pressed as soon as a screen shows (its links say where j or k lead) runs
  // that screen's shortcuts, not the ones of the screen before (a passive effect could still be pending).
  useLayoutEffect(() => {
    current.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const found = shortcutFor(e, current.current);
      if (!found) return;
      e.preventDefault();
      found.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** "?": every shortcut of the back office, per place, in the UI kit's dialog. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Atalhos de teclado" closeLabel="Fechar">
      <p className="text-sm text-ink/70">As teclas não fazem nada enquanto escreve num campo.</p>
      {SHORTCUT_HELP.map((group) => (
        <section key={group.place} aria-label={group.place} className="mt-4">
          <h3 className="text-xs font-semibold uppercase text-ink/70">{group.place}</h3>
          <dl className="mt-1 divide-y divide-plum-100 text-sm">
            {group.items.map((item) => (
              <div key={item.does} className="flex items-start justify-between gap-3 py-1.5">
                <dt className="flex shrink-0 gap-1">
                  {item.keys.map((k, i) => (
                    <span key={k} className="inline-flex items-center gap-1">
                      {i > 0 && <span className="text-xs text-ink/60">ou</span>}
                      <kbd className="rounded border border-plum-200 bg-plum-50 px-1.5 font-mono text-xs">{k}</kbd>
                    </span>
                  ))}
                </dt>
                <dd className="text-right text-ink/80">{item.does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
