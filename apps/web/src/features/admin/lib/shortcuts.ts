/**
 * The back office's keyboard shortcuts: single keys for the frequent actions, as Gmail and GitHub do.
 * A key never acts while someone is typing (a text field, a list, an editor), with Ctrl, ⌘ or Alt
 * held (those belong to the browser and to Ctrl/⌘+K), or while a dialog is open (its own keys rule).
 */

export interface Shortcut {
  /** `KeyboardEvent.key` values that run it ("j", "ArrowRight", "?") */
  keys: readonly string[];
  run: () => void;
}

/** What the help dialog lists: the key as shown and what it does, per place. */
export const SHORTCUT_HELP: readonly { place: string; items: readonly { keys: readonly string[]; does: string }[] }[] = [
  {
    place: 'Em toda a gestão',
    items: [
      { keys: ['Ctrl K', '⌘ K'], does: 'Procurar em tudo (encomendas, marcações, clientes, produtos)' },
      { keys: ['/'], does: 'Ir para a caixa de procura da lista' },
      { keys: ['?'], does: 'Mostrar estes atalhos' },
    ],
  },
  {
    place: 'Encomenda',
    items: [
      { keys: ['j', '→'], does: 'Encomenda seguinte na lista' },
      { keys: ['k', '←'], does: 'Encomenda anterior na lista' },
    ],
  },
  {
    place: 'Pagamentos',
    items: [
      { keys: ['j', '→'], does: 'Comprovativo seguinte' },
      { keys: ['k', '←'], does: 'Comprovativo anterior' },
      { keys: ['a'], does: 'Aprovar o comprovativo escolhido (pede confirmação)' },
      { keys: ['r'], does: 'Recusar o comprovativo escolhido (pede o motivo)' },
    ],
  },
  {
    place: 'Marcações',
    items: [
      { keys: ['j', '→'], does: 'Dia ou semana seguinte' },
      { keys: ['k', '←'], does: 'Dia ou semana anterior' },
      { keys: ['t'], does: 'Hoje' },
      { keys: ['d'], does: 'Vista de dia' },
      { keys: ['w'], does: 'Vista de semana' },
    ],
  },
];

const NOT_TYPING = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether keys pressed in this element are typing (so a shortcut must not act). */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  const field = el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]');
  if (!field) return false;
  if (field instanceof HTMLInputElement) return !NOT_TYPING.has(field.type);
  return true;
}

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
  target: EventTarget | null;
}

/** The shortcut this key press runs, or null (typing, a modifier held, a dialog open, or no such key). */
export function shortcutFor(e: KeyPress, shortcuts: readonly Shortcut[], doc: Pick<Document, 'querySelector'> | null = globalThis.document ?? null): Shortcut | null {
  if (e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return null;
  if (isTyping(e.target)) return null;
  if (doc?.querySelector('dialog[open]')) return null;
  return shortcuts.find((s) => s.keys.includes(e.key)) ?? null;
}
