import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_PROFILE } from '@shop/contract/store';
import { PayeeAccounts } from './payee-accounts.tsx';

afterEach(cleanup);

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
