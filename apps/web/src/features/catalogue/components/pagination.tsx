import { Link } from 'react-router';

/** Page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Real links (crawlable, shareable, back-button friendly); `href(page)` builds each page's URL. */
export function Pagination({ current, last, href }: { current: number; last: number; href: (page: number) => string }) {
  if (last <= 1) return null;
  const item = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm';
  return (
    <nav aria-label="Paginação" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className={`${item} text-plum-700 hover:bg-plum-50`}>
              ‹ Anterior
            </Link>
          ) : (
            <span className={`${item} text-ink/30`} aria-disabled="true">
              ‹ Anterior
            </span>
          )}
        </li>
        {pageWindow(current, last).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink/70">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={`Página ${p}`}
                className={`${item} ${p === current ? 'bg-plum-700 font-semibold text-white' : 'text-ink hover:bg-plum-50'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to={href(current + 1)} rel="next" className={`${item} text-plum-700 hover:bg-plum-50`}>
              Seguinte ›
            </Link>
          ) : (
            <span className={`${item} text-ink/30`} aria-disabled="true">
              Seguinte ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
