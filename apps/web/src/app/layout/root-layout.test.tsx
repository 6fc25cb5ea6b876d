import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ScrollToTop } from './root-layout.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('keeps the place of the page the browser opened, and starts each new screen at the top', async () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  let navigate: NavigateFunction | undefined;
  function Driver() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/products']}>
      <ScrollToTop />
      <Driver />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => navigate!('/product/7'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  // The same screen with another query (a filter) keeps its place.
  await act(async () => navigate!('/product/7?variante=2'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  await act(async () => navigate!('/products'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});
