import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityControl } from './quantity-control.tsx';

afterEach(cleanup);

describe('QuantityControl', () => {
  it('in the drawer (min 0) the minus at 1 asks for 0, which removes the line', () => {
    const onChange = vi.fn();
    render(<QuantityControl qty={1} min={0} name="Óleo" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Diminuir quantidade de Óleo' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('elsewhere (min 1) the minus stops at 1', () => {
    const onChange = vi.fn();
    render(<QuantityControl qty={1} min={1} name="Óleo" onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade de Óleo' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(minus);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the plus stops at the stock', () => {
    const onChange = vi.fn();
    render(<QuantityControl qty={3} min={1} max={4} name="Óleo" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar quantidade de Óleo' }));
    expect(onChange).toHaveBeenCalledWith(4);
    cleanup();
    render(<QuantityControl qty={4} min={1} max={4} name="Óleo" onChange={onChange} />);
    expect((screen.getByRole('button', { name: 'Aumentar quantidade de Óleo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
