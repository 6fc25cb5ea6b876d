import type { ImgHTMLAttributes } from 'react';

export type PictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'loading' | 'fetchPriority' | 'decoding' | 'elementtiming'
> & {
  src: string;
  srcSet?: string;
  /** The first screen's largest paint (a page has one): asked for at once, first, and marked for Element Timing (decision 077). */
  priority?: boolean;
};

/**
 * Every picture of the shop. The page's priority picture loads at once; every other one waits with its address in
 * `data-src` until it comes within a screen of the window, when the page's first script gives it its `src`
 * (lib/near-screen.ts, decision 175), and then loads after what the page asked for first (`fetchpriority="low"`: a
 * picture given its address on the first screen is otherwise raised to high, beside the priority picture). Its box is the same before and after (width, height and the classes set it),
 * and so is its name for screen readers. A browser without JavaScript shows the `<noscript>` copy instead (the CSS
 * hides the waiting picture there); React never draws what is inside a `<noscript>` in the browser.
 */
export function Picture({ src, srcSet, priority = false, ...img }: PictureProps) {
  if (priority)
    return <img src={src} srcSet={srcSet} {...img} loading="eager" fetchPriority="high" elementtiming="first-screen" decoding="auto" />;
  return (
    <>
      {/* Another picture is another element: the watcher gives each element its address once. */}
      <img key={src} data-src={src} data-srcset={srcSet} {...img} fetchPriority="low" decoding="async" />
      <noscript>
        <img src={src} srcSet={srcSet} {...img} loading="lazy" decoding="async" />
      </noscript>
    </>
  );
}
