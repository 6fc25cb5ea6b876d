import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DATE_KEY, CONSENT_KEY } from '../../lib/consent.ts';
import { ConsentGate } from './consent-gate.tsx';

const renderGate = () =>
  render(
    <MemoryRouter>
      <ConsentGate />
    </MemoryRouter>,
  );

/** Lets the 2 s timer fire, then waits for the banner's lazily loaded code. */
async function afterDelay() {
  await act(async () => {
    vi.advanceTimersByTime(2000);
  });
  vi.useRealTimers();
  return screen.findByRole('region', { name: 'Privacidade e cookies' });
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('consent banner', () => {
  it('waits 2 seconds before asking', async () => {
    renderGate();
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.queryByRole('region', { name: 'Privacidade e cookies' })).toBeNull();
    expect(await afterDelay()).toBeTruthy();
  });

  it('stores an acceptance with its date and hides', async () => {
    renderGate();
    await afterDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(Date.parse(localStorage.getItem(CONSENT_DATE_KEY) ?? '')).not.toBeNaN();
    expect(screen.queryByRole('region', { name: 'Privacidade e cookies' })).toBeNull();
  });

  it('stores a refusal', async () => {
    renderGate();
    await afterDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('declined');
  });

  it('closes without storing anything', async () => {
    renderGate();
    await afterDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar sem escolher' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(localStorage.getItem(CONSENT_DATE_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Privacidade e cookies' })).toBeNull();
  });

  it('toggles the details', async () => {
    renderGate();
    await afterDelay();
    const toggle = screen.getByRole('button', { name: 'Ver detalhes' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar detalhes' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Essenciais \(sempre ativos\)/)).toBeTruthy();
  });

  it('never asks again once a choice is stored', async () => {
    localStorage.setItem(CONSENT_KEY, 'declined');
    renderGate();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('region', { name: 'Privacidade e cookies' })).toBeNull();
  });
});
