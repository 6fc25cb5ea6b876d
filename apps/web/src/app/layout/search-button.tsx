import { lazy, Suspense, useRef, useState } from 'react';
import { QueryBoundary } from '../query-boundary.tsx';

const loadOverlay = () => import('./site-search.tsx');
const SearchOverlay = lazy(loadOverlay);

/** Opens the search overlay; its code loads on first use (fetched early on hover or focus). */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        aria-haspopup="dialog"
        aria-label="Pesquisar produtos"
        className="grid h-10 w-10 place-items-center rounded-full text-ink/80 hover:bg-plum-50 hover:text-plum-700"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {open && (
        <QueryBoundary>
          <Suspense fallback={null}>
            <SearchOverlay onClose={close} />
          </Suspense>
        </QueryBoundary>
      )}
    </>
  );
}
