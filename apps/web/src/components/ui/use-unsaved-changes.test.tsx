import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfirm } from './confirm-dialog.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

afterEach(cleanup);

function EditForm() {
  const [name, setName] = useState('Champô');
  const { confirm, dialog } = useConfirm();
  const leave = useUnsavedChanges(name !== 'Champô', confirm);
  const [cancelled, setCancelled] = useState(false);
  return (
    <form>
      <label>
        Nome
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <Link to="/lista">Voltar à lista</Link>
      <button type="button" onClick={() => void leave(() => setCancelled(true))}>
        Cancelar edição
      </button>
      {cancelled && <p>Edição cancelada</p>}
      {dialog}
    </form>
  );
}

const app = () =>
  render(
    <MemoryRouter initialEntries={['/editar']}>
      <Routes>
        <Route path="/editar" element={<EditForm />} />
        <Route path="/lista" element={<h1>Lista</h1>} />
      </Routes>
    </MemoryRouter>,
  );

const settle = () => act(async () => {});

describe('useUnsavedChanges', () => {
  it('leaves at once while nothing changed', async () => {
    app();
    fireEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeTruthy();
  });

  it('asks before a link loses the changes: "Continuar a editar" keeps them, "Sair sem guardar" leaves', async () => {
    app();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Champô suave' } });
    fireEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await settle();
    screen.getByRole('alertdialog', { name: 'Sair sem guardar?' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a editar' }));
    await settle();
    expect(screen.queryByRole('heading', { name: 'Lista' })).toBeNull();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Champô suave');

    fireEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sair sem guardar' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeTruthy();
  });

  it("asks before the form's own cancel, and the browser's question guards closing the tab", async () => {
    app();
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Outro' } });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar edição' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a editar' }));
    await settle();
    expect(screen.queryByText('Edição cancelada')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar edição' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Sair sem guardar' }));
    await settle();
    expect(screen.getByText('Edição cancelada')).toBeTruthy();
  });
});
