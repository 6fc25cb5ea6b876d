import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@shop/contract/accounts';
import { ProfileView, type ProfileTab } from './profile-view.tsx';

afterEach(cleanup);

const profile: Profile = {
  id: '7', first_name: 'Neusa', last_name: 'Cossa', name: 'Neusa Cossa', email: 'neusa@exemplo.co.mz', mobile: '258841110000', image: null,
  telephone: '258841110000', date_of_birth: null, gender: null, marketing_opt_in: true, message_channel: 'email', has_password: true, created_at: '2026-01-01T00:00:00.000Z',
};
const panels = (): Record<ProfileTab, React.ReactNode> => ({
  overview: <p>painel visão</p>, orders: <p>painel encomendas</p>, points: <p>painel pontos</p>, wishlist: <p>painel desejos</p>, addresses: <p>painel moradas</p>, settings: <p>painel configurações</p>,
});

describe('ProfileView', () => {
  it('shows the initial, the name and e-mail, the spec tabs and Sair', () => {
    const onSignOut = vi.fn();
    render(<ProfileView profile={profile} tab="overview" onTabChange={() => {}} onSignOut={onSignOut} panels={panels()} />);
    expect(screen.getByText('N')).toBeTruthy();
    expect(screen.getByText('Neusa Cossa')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Visão Geral', 'Minhas Encomendas', 'Pontos', 'Lista de Desejos', 'Moradas', 'Configurações']);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('renders the slot of the selected tab and reports tab changes', () => {
    const onTabChange = vi.fn();
    render(<ProfileView profile={profile} tab="orders" onTabChange={onTabChange} onSignOut={() => {}} panels={panels()} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('painel encomendas');
    expect(screen.getByRole('tab', { name: 'Minhas Encomendas' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Lista de Desejos' }));
    expect(onTabChange).toHaveBeenCalledWith('wishlist');
  });

  it('shows a dash for numbers no feature has supplied yet, and the ones supplied', () => {
    const { rerender } = render(<ProfileView profile={profile} tab="overview" onTabChange={() => {}} onSignOut={() => {}} panels={panels()} />);
    expect(screen.getAllByText('—')).toHaveLength(2);
    rerender(<ProfileView profile={profile} tab="overview" onTabChange={() => {}} onSignOut={() => {}} panels={panels()} stats={{ orders: 3, points: 120 }} />);
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
  });
});
