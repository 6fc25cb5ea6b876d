import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_MPESA_NUMBER } from '@shop/contract/mpesa';
import { MpesaNumberField, mpesaNumberError } from './mpesa-number-field.tsx';

afterEach(cleanup);

function Harness({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <MpesaNumberField value={value} onChange={setValue} error={error} />;
}

describe('the M-Pesa number field', () => {
  it('takes a Vodacom number in any spelling and refuses other networks with the one message', () => {
    expect(mpesaNumberError('84 123 4567')).toBeNull();
    expect(mpesaNumberError('+258 85 222 3344')).toBeNull();
    expect(mpesaNumberError('00258841234567')).toBeNull();
    expect(mpesaNumberError('86 123 4567')).toBe(MESSAGE_MPESA_NUMBER);
    expect(mpesaNumberError('')).toBe(MESSAGE_MPESA_NUMBER);
  });

  it('is a required phone field with its label and hint, and shows a chargeable number in the shop\'s phone form on leaving it', () => {
    render(<Harness initial="" />);
    const input = screen.getByLabelText(/Número M-Pesa \(Vodacom\)/);
    expect(input.getAttribute('type')).toBe('tel');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(screen.getByText('84 ou 85, por exemplo 84 123 4567')).toBeTruthy();
    fireEvent.change(input, { target: { value: '841234567' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('+258 84 123 4567');
  });

  it('leaves a number it cannot charge as typed, and reads the error with the field', () => {
    render(<Harness initial="" error={MESSAGE_MPESA_NUMBER} />);
    const input = screen.getByLabelText(/Número M-Pesa \(Vodacom\)/);
    fireEvent.change(input, { target: { value: '86 123 4567' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('86 123 4567');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGE_MPESA_NUMBER)).toBeTruthy();
  });
});
