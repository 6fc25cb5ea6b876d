import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPicture, showPicturesNearScreen } from './near-screen.ts';

/** An IntersectionObserver the test drives: it reports what the test says is near. */
class FakeObserver {
  static last: FakeObserver;
  readonly watched = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  near(...targets: Element[]) {
    this.report(targets.map((target) => ({ target, isIntersecting: true })));
  }
}

const waiting = (name: string, srcset = '') =>
  `<img alt="${name}" data-src="/images/${name}.svg"${srcset ? ` data-srcset="${srcset}"` : ''} width="400" height="300">`;
const img = (name: string) => document.querySelector<HTMLImageElement>(`img[alt="${name}"]`)!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pictures shown as they near the screen', () => {
  beforeEach(() => {
    document.body.innerHTML = `<main>${waiting('hero')}<ul><li>${waiting('far', '/media/a/320.webp 320w, /media/a/640.webp 640w')}</li></ul></main>`;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('asks for a picture only once it is within a screen, with its sizes to choose from', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    showPicturesNearScreen();
    const observer = FakeObserver.last;
    expect(observer.options).toMatchObject({ rootMargin: '100%', scrollMargin: '0px 100%' });
    expect(observer.watched).toEqual(new Set([img('hero'), img('far')]));
    expect(img('far').hasAttribute('src')).toBe(false);

    observer.near(img('far'));
    expect(img('far').getAttribute('src')).toBe('/images/far.svg');
    expect(img('far').getAttribute('srcset')).toBe('/media/a/320.webp 320w, /media/a/640.webp 640w');
    expect(observer.watched).toEqual(new Set([img('hero')]));
    expect(img('hero').hasAttribute('src')).toBe(false);
  });

  it('watches the pictures drawn later, alone or inside what is added', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    showPicturesNearScreen();
    const observer = FakeObserver.last;
    document.querySelector('ul')!.insertAdjacentHTML('beforeend', `<li>${waiting('card')}</li>`);
    document.querySelector('main')!.insertAdjacentHTML('beforeend', waiting('alone'));
    await flush();
    expect(observer.watched).toEqual(new Set([img('hero'), img('far'), img('card'), img('alone')]));
  });

  it('shows every picture at once in a browser that cannot tell what is near', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    showPicturesNearScreen();
    expect(img('far').getAttribute('src')).toBe('/images/far.svg');
    document.querySelector('main')!.insertAdjacentHTML('beforeend', waiting('later'));
    await flush();
    expect(img('later').getAttribute('src')).toBe('/images/later.svg');
  });

  it('gives a picture its address once: a fallback set since is kept', () => {
    const picture = img('far');
    showPicture(picture);
    picture.src = '/images/placeholder-product.svg';
    showPicture(picture);
    expect(picture.getAttribute('src')).toBe('/images/placeholder-product.svg');
  });
});
