import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_MPESA_NUMBER } from '@shop/contract/mpesa';
import { STORE_PROFILE } from '@shop/contract/store';
import { MpesaNumberField, PayeeAccounts, mpesaNumberError } from './payment.tsx';

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



const banks = STORE_PROFILE.payees.filter((p) => p.kind === 'bank');
const wallets = STORE_PROFILE.payees.filter((p) => p.kind === 'wallet');

describe('the store\'s payee accounts', () => {
  it('lists only the kind asked for, each with its account, NIB when it has one, and holder', () => {
    render(<PayeeAccounts kind="bank" />);
    const list = screen.getByRole('list', { name: 'Contas da loja' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(banks.length);
    expect(items[0]!.textContent).toContain(`Conta: ${banks[0]!.account}`);
    expect(items[0]!.textContent).toContain(`NIB: ${banks[0]!.nib}`);
    expect(items[0]!.textContent).toContain(`Titular: ${banks[0]!.holder}`);
    expect(list.textContent).not.toContain(wallets[0]!.account);
  });

  it('says what to send and the reference to quote when given them', () => {
    render(<PayeeAccounts kind="wallet" amount="MT 1 500,00" reference="CM-1234" />);
    expect(screen.getByText(/^Envie/).textContent).toContain(`Envie MT 1 500,00 para ${wallets.length === 1 ? 'esta conta' : 'uma destas contas'} e indique a referência CM-1234:`);
    expect(within(screen.getByRole('list', { name: 'Carteiras móveis da loja' })).getByText(wallets[0]!.account)).toBeTruthy();
  });

  it('without a reference, lists every account after the amount and asks to keep the receipt', () => {
    render(<PayeeAccounts amount="MT 750,00" />);
    expect(screen.getByText(/^Transfira/).textContent).toContain('Transfira MT 750,00 para uma destas contas e guarde o comprovativo:');
    expect(screen.getAllByRole('listitem')).toHaveLength(STORE_PROFILE.payees.length);
  });
});
