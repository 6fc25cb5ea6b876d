import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-key' });
});

import { EMPTY_LOCATION, LocationPicker, type LocationValue } from './location-picker.tsx';

const LISTS: Record<string, (body: any) => { id: number; name: string }[]> = {
  '/country-list': () => [
    { id: 150, name: 'Moçambique' },
    { id: 177, name: 'Portugal' },
    { id: 999, name: 'Outro país' },
  ],
  '/state-list': (b) => (b.country_id === 150 ? [{ id: 1, name: 'Maputo Cidade' }, { id: 5, name: 'Sofala' }] : [{ id: 20, name: 'Lisboa' }]),
  '/city-list': (b) => (b.state_id === 1 ? [{ id: 4689, name: 'Maputo' }] : [{ id: 4691, name: 'Beira' }]),
};

let failCountries = false;
beforeEach(() => {
  failCountries = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.replace('/api/loja', '');
    if (path === '/country-list' && failCountries) return new Response(JSON.stringify({ status: 0, message: 'API request failed' }), { status: 500 });
    const data = LISTS[path]!(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ status: 1, message: 'ok', data }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const changes: LocationValue[] = [];
function Harness({ initial = EMPTY_LOCATION }: { initial?: LocationValue }) {
  const [value, setValue] = useState(initial);
  return (
    <LocationPicker
      value={value}
      required
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

const renderPicker = (initial?: LocationValue) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );

const choose = async (label: string, optionName: string) => {
  const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.text)).toContain(optionName));
  const option = [...select.options].find((o) => o.text === optionName)!;
  fireEvent.change(select, { target: { value: option.value } });
};

describe('LocationPicker', () => {
  it('offers only countries 150 and 177, asks the province only after a country and the city only after a province', async () => {
    renderPicker();
    const country = (await screen.findByLabelText(/País/)) as HTMLSelectElement;
    await waitFor(() => expect([...country.options].map((o) => o.text)).toEqual(['Escolha o país', 'Moçambique', 'Portugal']));
    expect(screen.queryByLabelText(/Província|Distrito/)).toBeNull();
    expect(screen.queryByLabelText(/Cidade/)).toBeNull();

    await choose('País *', 'Moçambique');
    expect(await screen.findByLabelText(/Província/)).toBeTruthy();
    expect(screen.queryByLabelText(/Cidade/)).toBeNull();
    await choose('Província *', 'Maputo Cidade');
    await choose('Cidade *', 'Maputo');
    expect(changes.at(-1)).toMatchObject({ countryId: 150, stateId: 1, cityId: 4689, countryName: 'Moçambique', stateName: 'Maputo Cidade', cityName: 'Maputo' });
  });

  it('calls the second level Distrito outside Mozambique and resets the levels below a change', async () => {
    renderPicker({ countryId: 150, stateId: 1, cityId: 4689 });
    expect(await screen.findByLabelText(/Cidade/)).toBeTruthy();
    await choose('País *', 'Portugal');
    expect(changes.at(-1)).toMatchObject({ countryId: 177, stateId: null, cityId: null });
    expect(await screen.findByLabelText(/Distrito/)).toBeTruthy();
    expect(screen.queryByLabelText(/Cidade/)).toBeNull();
  });

  it('shows a load failure under its select', async () => {
    failCountries = true;
    renderPicker();
    expect(await screen.findByText('Não foi possível carregar os países.')).toBeTruthy();
  });
});
