import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './picture.tsx';

afterEach(cleanup);

describe('Picture', () => {
  it('gives the priority picture its address at once, first, marked for the first script', () => {
    const { container } = render(<Picture src="/images/hero.svg" alt="" width={640} height={560} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/hero.svg');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('elementtiming')).toBe('first-screen');
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('keeps any other picture’s address for when it nears the screen, in the same box and by the same name', () => {
    const { container } = render(
      <Picture
        src="/media/a/640.webp"
        srcSet="/media/a/320.webp 320w"
        sizes="50vw"
        alt="Óleo"
        width={400}
        height={400}
        className="aspect-square w-full"
      />,
    );
    const img = container.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.dataset).toMatchObject({ src: '/media/a/640.webp', srcset: '/media/a/320.webp 320w' });
    // Once given its address, it comes after what the page asked for first, even on the first screen.
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect([
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
      img.getAttribute('sizes'),
      img.className,
    ]).toEqual(['Óleo', '400', '400', '50vw', 'aspect-square w-full']);
  });

  it('sends a copy with its address for browsers without JavaScript', () => {
    const html = renderToString(<Picture src="/images/gallery-1.svg" alt="Montra" width={400} height={300} />);
    expect(html).toContain(
      '<noscript><img src="/images/gallery-1.svg" alt="Montra" width="400" height="300" loading="lazy" decoding="async"/></noscript>',
    );
    expect(html).toMatch(/^<img data-src="\/images\/gallery-1.svg" alt="Montra"/);
  });
});
