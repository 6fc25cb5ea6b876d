import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta.ts';

function Page({ title, description, noindex }: { title?: string; description?: string; noindex?: boolean }) {
  usePageMeta(title, description, { noindex });
  return null;
}

const show = (page: React.ReactElement, path = '/sobre') => render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

afterEach(cleanup);

describe('usePageMeta', () => {
  it("names the page after the store, sets its description and canonical address", () => {
    show(<Page title="Sobre nós" description="Quem somos." />);
    expect(document.title).toBe('Sobre nós | Cabelo & Clínica Maputo');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Quem somos.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/sobre$/);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a private page out of search engines, and gives the head back when it closes', () => {
    const { unmount } = show(<Page title="Carrinho" noindex />, '/carrinho');
    expect(document.title).toBe('Carrinho | Cabelo & Clínica Maputo');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.title).toMatch(/^Cabelo & Clínica Maputo — /);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/clínica capilar em Maputo/);
  });
});
