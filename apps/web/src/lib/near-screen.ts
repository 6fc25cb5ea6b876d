/**
 * Pictures below the first screen are asked for as the shopper scrolls toward them (decision 175). Such a picture
 * carries its address in `data-src` (and `data-srcset`), not `src` (components/ui/picture.tsx), so the browser asks
 * for nothing until it is given one: here, once the picture is within a screen of the window, or of the visible
 * part of a row that scrolls sideways. A browser's own lazy loading starts far earlier on a slow connection (about
 * 2,500 px below the window on 3G), where those pictures would share the phone's bandwidth with the app's code.
 *
 * Run by the page's first script (after-first-screen.ts), so the server's pictures appear whether or not the app's
 * code arrives, and for the whole life of the page: a picture the app draws later is watched once it is added.
 */

/**
 * Within one screen: the window's height above and below it; in a row that scrolls sideways, the row's width on
 * either side of its visible part. (Chromium applies `scrollMargin` to the page's own scrolling too, so a vertical one
 * would add a second screen below the window.)
 */
const WITHIN_A_SCREEN = { rootMargin: '100%', scrollMargin: '0px 100%' } as IntersectionObserverInit;
const WAITING = 'img[data-src]';

/** Gives a waiting picture its address: the browser asks for it now. */
export function showPicture(img: HTMLImageElement) {
  const { src, srcset } = img.dataset;
  if (!src || img.hasAttribute('src')) return;
  if (srcset) img.srcset = srcset;
  img.src = src;
}

/** Watches every waiting picture inside `root`, now and whenever one is added, and shows each once it is near. */
export function showPicturesNearScreen(root: Element = document.body) {
  let near: (img: HTMLImageElement) => void = showPicture;
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          showPicture(entry.target as HTMLImageElement);
        }
      },
      // A browser without `scrollMargin` shows a row's next cards as they enter it.
      WITHIN_A_SCREEN,
    );
    near = (img) => observer.observe(img);
  }
  const watch = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(WAITING)) near(node as HTMLImageElement);
    else node.querySelectorAll<HTMLImageElement>(WAITING).forEach(near);
  };
  watch(root);
  new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watch);
  }).observe(root, { childList: true, subtree: true });
}
