import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from './confirm-dialog.tsx';

afterEach(cleanup);

function Remove({ onAnswer, withNote }: { onAnswer: (answer: unknown) => void; withNote?: boolean }) {
  const { confirm, prompt, dialog } = useConfirm();
  const ask = async () =>
    onAnswer(
      withNote
        ? await prompt({ title: 'Recusar a devolução?', confirmLabel: 'Recusar', input: { label: 'Nota para o cliente (opcional)' } })
        : await confirm({ title: 'Remover a morada «Casa»?', message: 'Não pode ser desfeito.', confirmLabel: 'Remover', tone: 'danger' }),
    );
  return (
    <form onSubmit={() => onAnswer('outer form submitted')}>
      <button type="button" onClick={() => void ask()}>
        Remover
      </button>
      {dialog}
    </form>
  );
}

async function settle() {
  await act(async () => {});
}

describe('useConfirm', () => {
  it('answers yes only to the confirm button', async () => {
    const onAnswer = vi.fn();
    render(<Remove onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remover a morada «Casa»?' });
    expect(dialog.textContent).toContain('Não pode ser desfeito.');
    // The safe answer has focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Remover' }).find((b) => dialog.contains(b))!);
    await settle();
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['Cancelar', () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('button', { name: 'Cancelar' }), { key: 'Escape' })],
    ['the backdrop', () => {
      const dialog = screen.getByRole('alertdialog');
      fireEvent.pointerDown(dialog);
      fireEvent.click(dialog);
    }],
  ])('answers no to %s', async (_name, dismiss) => {
    const onAnswer = vi.fn();
    render(<Remove onAnswer={onAnswer} />);
    screen.getByRole('button', { name: 'Remover' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    dismiss();
    await settle();
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remover' }));
  });

  it('answers no when the page goes away with the question open', async () => {
    const onAnswer = vi.fn();
    const { unmount } = render(<Remove onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    unmount();
    await settle();
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('gives the typed note with the answer, and null (never an empty note) on Cancel', async () => {
    const onAnswer = vi.fn();
    render(<Remove onAnswer={onAnswer} withNote />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const note = screen.getByLabelText('Nota para o cliente (opcional)');
    expect(document.activeElement).toBe(note);
    fireEvent.change(note, { target: { value: '  Embalagem aberta.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    await settle();
    expect(onAnswer).toHaveBeenLastCalledWith('Embalagem aberta.');

    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    // A fresh question starts empty.
    expect((screen.getByLabelText('Nota para o cliente (opcional)') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Nota para o cliente (opcional)'), { target: { value: 'algo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await settle();
    expect(onAnswer).toHaveBeenLastCalledWith(null);
    expect(onAnswer).not.toHaveBeenCalledWith('outer form submitted');
  });

  it('Enter in the note confirms without submitting the form around the button', async () => {
    const onAnswer = vi.fn();
    render(<Remove onAnswer={onAnswer} withNote />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    fireEvent.submit(screen.getByLabelText('Nota para o cliente (opcional)').closest('form')!);
    await settle();
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith('');
  });

  it('asks for a required text before answering', async () => {
    function Reset({ onAnswer }: { onAnswer: (a: unknown) => void }) {
      const { prompt, dialog } = useConfirm();
      const [, force] = useState(0);
      return (
        <>
          <button type="button" onClick={() => void prompt({ title: 'Nova palavra-passe', confirmLabel: 'Definir', input: { label: 'Palavra-passe temporária', required: true, minLength: 10 } }).then(onAnswer).then(() => force(1))}>
            Repor
          </button>
          {dialog}
        </>
      );
    }
    const onAnswer = vi.fn();
    render(<Reset onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Repor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Definir' }));
    const field = screen.getByLabelText(/Palavra-passe temporária/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Preencha: palavra-passe temporária.');
    fireEvent.change(field, { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Definir' }));
    expect(screen.getByText('Escreva pelo menos 10 caracteres.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Segura#2025x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Definir' }));
    await settle();
    expect(onAnswer).toHaveBeenCalledWith('Segura#2025x');
  });

  it('a second question answers the first with no', async () => {
    const answers: unknown[] = [];
    function Twice() {
      const { confirm, dialog } = useConfirm();
      return (
        <>
          <button type="button" onClick={() => void confirm({ title: 'Primeira?', confirmLabel: 'Sim' }).then((a) => answers.push(['first', a]))}>
            Um
          </button>
          <button type="button" onClick={() => void confirm({ title: 'Segunda?', confirmLabel: 'Sim' }).then((a) => answers.push(['second', a]))}>
            Dois
          </button>
          {dialog}
        </>
      );
    }
    render(<Twice />);
    fireEvent.click(screen.getByRole('button', { name: 'Um' }));
    act(() => {
      (screen.getByRole('button', { name: 'Dois' }) as HTMLButtonElement).click();
    });
    await settle();
    expect(answers).toEqual([['first', false]]);
    expect(screen.getByRole('alertdialog', { name: 'Segunda?' })).toBeTruthy();
  });
});
