import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function Page({ variant }: { variant?: 'modal' | 'sheet-right' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Antes</button>
      <Button onClick={() => setOpen(true)}>Abrir carrinho</Button>
      <a href="/depois">Depois</a>
      <Dialog open={open} onClose={() => setOpen(false)} title="Carrinho" closeLabel="Fechar carrinho" variant={variant}>
        <a href="/produto">Produto</a>
        <button type="button">Finalizar</button>
      </Dialog>
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Abrir carrinho' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Carrinho' }) };
};

describe('Dialog', () => {
  it('opens as a modal named by its title, focused inside', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = open();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar carrinho' }));
  });

  it('keeps Tab inside: past the last it goes to the first, Shift+Tab from the first to the last', () => {
    render(<Page variant="sheet-right" />);
    const { dialog } = open();
    const close = screen.getByRole('button', { name: 'Fechar carrinho' });
    const last = screen.getByRole('button', { name: 'Finalizar' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In between, the browser moves focus itself (the event is not cancelled).
    const middle = screen.getByRole('link', { name: 'Produto' });
    middle.focus();
    expect(fireEvent.keyDown(middle, { key: 'Tab' })).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the button that opened it', () => {
    render(<Page />);
    const { opener } = open();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Finalizar' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its × button, the phone back gesture (cancel) and a click on the backdrop, not inside', () => {
    render(<Page />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar carrinho' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    let { dialog } = open();
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    ({ dialog } = open());
    const inside = screen.getByRole('button', { name: 'Finalizar' });
    fireEvent.pointerDown(inside);
    fireEvent.click(inside);
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is rendered into <body>, outside the component that opens it', () => {
    const { container } = render(<Page />);
    const { dialog } = open();
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement).toBe(document.body);
  });
});
