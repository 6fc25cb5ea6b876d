import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

afterEach(cleanup);

describe('ProductImage', () => {
  it('gives an upload every stored WebP width, with the layout sizes', () => {
    const { container } = render(<ProductImage src="/media/abc123" alt="Óleo" width={400} height={400} sizes="50vw" />);
    const img = container.querySelector('img')!;
    // Given to it as it nears the screen (components/ui/picture.tsx).
    expect(img.dataset.src).toBe('/media/abc123/640.webp');
    expect(img.dataset.srcset).toBe('/media/abc123/320.webp 320w, /media/abc123/640.webp 640w, /media/abc123/960.webp 960w, /media/abc123/1280.webp 1280w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('400');
  });

  it('uses any other image as it is, and loads the main image first', () => {
    const { container } = render(<ProductImage src="/images/products/oleo.svg" alt="" width={720} height={720} sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/products/oleo.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('falls back to a placeholder when there is no image', () => {
    const { container } = render(<ProductImage src="" alt="" width={100} height={100} sizes="100px" />);
    expect(container.querySelector('img')!.dataset.src).toBe('/images/placeholder-product.svg');
  });
});
