import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTyping, shortcutFor, type Shortcut } from './shortcuts.ts';

const next = vi.fn();
const approve = vi.fn();
const shortcuts: Shortcut[] = [
  { keys: ['j', 'ArrowRight'], run: next },
  { keys: ['a'], run: approve },
];
const press = (key: string, target: EventTarget | null = document.body, more: Partial<KeyboardEventInit> = {}) => {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...more });
  Object.defineProperty(e, 'target', { value: target });
  return shortcutFor(e, shortcuts);
};
const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('shortcutFor', () => {
  it('finds the shortcut of a key pressed on the page', () => {
    expect(press('j')?.run).toBe(next);
    expect(press('ArrowRight')?.run).toBe(next);
    expect(press('a')?.run).toBe(approve);
    expect(press('x')).toBeNull();
    // Shift changes the key: "A" is not "a".
    expect(press('A')).toBeNull();
  });

  it('never acts while typing in a field', () => {
    for (const html of ['<input type="text">', '<input type="search">', '<input>', '<input type="email">', '<textarea></textarea>', '<select><option>1</option></select>', '<div contenteditable="true"></div>', '<div role="textbox"></div>']) {
      expect(press('a', el(html)), html).toBeNull();
      expect(press('j', el(html)), html).toBeNull();
    }
    // A key pressed on something inside an editor counts as typing too.
    const editor = el('<div contenteditable="true"><p><b>texto</b></p></div>');
    expect(press('a', editor.querySelector('b'))).toBeNull();
  });

  it('acts on a checkbox, a button or a link, which take no text', () => {
    for (const html of ['<input type="checkbox">', '<button>Aprovar</button>', '<a href="/x">x</a>', '<input type="radio">']) expect(press('a', el(html))?.run, html).toBe(approve);
  });

  it('leaves Ctrl, ⌘ and Alt combinations to the browser and to Ctrl/⌘+K', () => {
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('a', document.body, { metaKey: true })).toBeNull();
    expect(press('j', document.body, { altKey: true })).toBeNull();
  });

  it('does nothing while a dialog is open, or once another handler took the key', () => {
    el('<dialog open><p>Aprovar?</p></dialog>');
    expect(press('a')).toBeNull();
    document.body.innerHTML = '';
    const e = new KeyboardEvent('keydown', { key: 'a', cancelable: true });
    e.preventDefault();
    expect(shortcutFor(e, shortcuts)).toBeNull();
  });
});

describe('isTyping', () => {
  it('is false for nothing or the page itself', () => {
    expect(isTyping(null)).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(window)).toBe(false);
  });
});
