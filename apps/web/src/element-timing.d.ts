import 'react';

declare module 'react' {
  // The type parameter's name must be React's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this picture is painted (a page's priority picture, decision 077). */
    elementtiming?: string;
  }
}
