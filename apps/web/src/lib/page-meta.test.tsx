import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageMeta } from './page-meta.ts';

function Page({ title, description }: { title: string | null; description?: string }) {
  usePageMeta(title, description);
  return null;
}

afterEach(cleanup);

describe('usePageMeta', () => {
  it('names the page after the store and sets its description', () => {
    render(<Page title="Sobre nós" description="Quem somos." />);
    expect(document.title).toBe('Sobre nós · Cabelo & Clínica Maputo');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Quem somos.');
  });

  it('falls back to the store name and the default description', () => {
    render(<Page title={null} />);
    expect(document.title).toBe('Cabelo & Clínica Maputo');
    cleanup();
    render(<Page title="Cabelo & Clínica Maputo" />);
    expect(document.title).toBe('Cabelo & Clínica Maputo');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/clínica capilar em Maputo/);
  });
});
