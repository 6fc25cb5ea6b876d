import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * Home's "latest from the blog", without the posts: the page draws it at once, and asks for the posts' code and data
 * (`LatestPosts`, in a chunk of its own) only as the section nears the screen (decision 175).
 */
export function LatestPostsSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="ultimos-artigos" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="ultimos-artigos" className="text-2xl font-semibold text-plum-700">
          Do nosso blog
        </h2>
        <Link to={paths.blog()} className="text-sm font-medium text-plum-700 hover:underline">
          Ver todos os artigos →
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * The posts' place until they arrive: about a card's height (26rem on a phone and on a wide screen), so little moves
 * then. Busy only once they have been asked for: before, the section is just further down.
 */
export function LatestPostsPlaceholder({ count, busy }: { count: number; busy: boolean }) {
  return (
    <div aria-busy={busy || undefined} className="mt-6 grid gap-6 md:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-[26rem] animate-pulse rounded-2xl bg-plum-50" />
      ))}
    </div>
  );
}
