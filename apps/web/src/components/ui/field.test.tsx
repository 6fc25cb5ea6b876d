import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup, FormError, RadioGroup, SelectField, TextAreaField, TextField } from './field.tsx';

afterEach(cleanup);

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('fields', () => {
  it('labels the control, reads the hint, and on error marks it invalid and reads the error beside it', () => {
    const { rerender } = render(<TextField label="Telefone" hint="Ex.: +258 84 123 4567" value="" onChange={() => {}} required />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.hasAttribute('required')).toBe(true);
    expect(describedText(input)).toBe('Ex.: +258 84 123 4567');

    rerender(<TextField label="Telefone" hint="Ex.: +258 84 123 4567" value="" onChange={() => {}} required error="Indique um telefone válido." />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Ex.: +258 84 123 4567 | Indique um telefone válido.');
    // The error sits right after the control, not in a summary elsewhere.
    expect(input.parentElement?.textContent).toContain('Indique um telefone válido.');
  });

  it('keeps the required mark out of the accessible name and takes a fixed id', () => {
    render(<TextField id="email" label="E-mail" required value="" onChange={() => {}} />);
    expect(screen.getByLabelText(/E-mail/).id).toBe('email');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it('joins a list of errors, for selects and textareas alike', () => {
    render(
      <>
        <SelectField label="Estado" error={['Escolha um estado.', 'Obrigatório.']} value="" onChange={() => {}}>
          <option value="">Todos</option>
        </SelectField>
        <TextAreaField label="Notas" error="Demasiado longo." value="" onChange={() => {}} />
      </>,
    );
    expect(describedText(screen.getByLabelText('Estado'))).toBe('Escolha um estado. Obrigatório.');
    expect(screen.getByLabelText('Notas').getAttribute('aria-invalid')).toBe('true');
  });

  it('a checkbox has its label beside it and its error wired', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Aceito a Política de Privacidade" error="Por favor, aceite a Política de Privacidade" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Aceito a Política de Privacidade' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalled();
    expect(describedText(box)).toBe('Por favor, aceite a Política de Privacidade');
  });

  it('a radio group is named by its label and changes by value', () => {
    function Pay() {
      const [value, setValue] = useState<'bank' | 'wallet'>('bank');
      return (
        <RadioGroup
          label="Método de pagamento"
          value={value}
          onChange={setValue}
          error={value === 'wallet' ? 'Indisponível.' : null}
          options={[
            { value: 'bank', label: 'Transferência bancária' },
            { value: 'wallet', label: 'M-Pesa' },
          ]}
        />
      );
    }
    render(<Pay />);
    const group = screen.getByRole('radiogroup', { name: 'Método de pagamento' });
    expect((screen.getByRole('radio', { name: 'Transferência bancária' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    expect((screen.getByRole('radio', { name: 'M-Pesa' }) as HTMLInputElement).checked).toBe(true);
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(group)).toBe('Indisponível.');
  });

  it('a checkbox group adds and removes values', () => {
    const onChange = vi.fn();
    render(<CheckboxGroup label="Queixas" value={['Caspa']} onChange={onChange} options={[{ value: 'Caspa', label: 'Caspa' }, { value: 'Queda Capilar', label: 'Queda Capilar' }]} />);
    expect(screen.getByRole('group', { name: 'Queixas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Queda Capilar' }));
    expect(onChange).toHaveBeenLastCalledWith(['Caspa', 'Queda Capilar']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Caspa' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('a form error is an alert with the message of an Error or a string, and nothing without one', () => {
    const { rerender, container } = render(<FormError error={null} />);
    expect(container.textContent).toBe('');
    rerender(<FormError error={new Error('E-mail ou palavra-passe incorretos.')} />);
    expect(screen.getByRole('alert').textContent).toBe('E-mail ou palavra-passe incorretos.');
  });
});
