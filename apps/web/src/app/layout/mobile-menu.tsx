import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons.tsx';

// The panel's code comes with the first tap (or with what the page loads after `load`): not in the entry.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.tsx'));

/**
 * The slide-in menu for small screens: its button, and its panel (mobile-menu-panel.tsx) from the
 * first tap on. The menu closes on any navigation and gives focus back to its button.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [tapped, setTapped] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink/80 hover:bg-plum-50 md:hidden"
        aria-label="Abrir menu"
        aria-expanded={open}
        aria-controls={tapped ? 'menu-movel' : undefined}
        onClick={() => {
          setTapped(true);
          setOpenOn(pathname);
        }}
      >
        <MenuIcon />
      </button>
      {tapped && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} close={() => setOpenOn(null)} returnFocus={() => buttonRef.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
