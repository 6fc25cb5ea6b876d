import { describe, expect, it } from 'vitest';
import { absoluteImageUrls, jsonWithAbsoluteImageUrls } from './public-urls.ts';

const origin = 'https://loja.exemplo.co.mz';

describe('jsonWithAbsoluteImageUrls', () => {
  const answer = {
    status: 1,
    data: {
      data: [{ id: 1, cover_image_url: '/images/a.webp', description: 'Veja "image":"/images/b.webp" aqui', gallery: [{ image: '/images/c.webp' }] }],
      image_url: 'https://cdn.exemplo.co.mz/x.webp',
      image: '//outro.exemplo/y.webp',
      path: '/produtos',
    },
  };

  it('makes root-relative image paths absolute at any depth and leaves the rest as it was', () => {
    const sent = JSON.parse(jsonWithAbsoluteImageUrls(answer, origin));
    expect(sent.data.data[0].cover_image_url).toBe(`${origin}/images/a.webp`);
    expect(sent.data.data[0].gallery[0].image).toBe(`${origin}/images/c.webp`);
    expect(sent.data.image_url).toBe('https://cdn.exemplo.co.mz/x.webp');
    expect(sent.data.image).toBe('//outro.exemplo/y.webp');
    expect(sent.data.path).toBe('/produtos');
    // Text that only looks like an image field is a string's content, not a key.
    expect(sent.data.data[0].description).toBe('Veja "image":"/images/b.webp" aqui');
  });

  it('answers what absoluteImageUrls makes of a copy, without changing the value', () => {
    const copy = structuredClone(answer);
    absoluteImageUrls(copy, origin);
    expect(JSON.parse(jsonWithAbsoluteImageUrls(answer, origin))).toEqual(copy);
    expect(answer.data.data[0]?.cover_image_url).toBe('/images/a.webp');
  });
});
