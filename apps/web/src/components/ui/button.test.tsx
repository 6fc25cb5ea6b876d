import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button by default (never submits a form by accident)', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Voltar</Button>
        <Button type="submit">Guardar</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy, and says what it is doing', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="A guardar..." onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'A guardar...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant and size its own classes', () => {
    expect(buttonClass({ variant: 'danger' })).toContain('bg-red-700');
    expect(buttonClass({ variant: 'secondary', size: 'sm', block: true })).toMatch(/border-plum-700.*min-h-9.*w-full/);
    expect(buttonClass({ variant: 'link' })).not.toContain('min-h-11');
  });
});
