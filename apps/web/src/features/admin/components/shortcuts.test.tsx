import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useShortcuts } from './shortcuts.tsx';

afterEach(cleanup);

/** The order on screen and where "j" leads from it, as the order page's neighbours give them. */
function Screen({ next, went }: { next: string; went: string[] }) {
  useShortcuts([{ keys: ['j'], run: () => went.push(next) }]);
  return <p>{next}</p>;
}

/** A key pressed in the same commit that shows the new screen, before any passive effect has run. */
function PressJ({ on }: { on: string }) {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
  }, [on]);
  return null;
}

it('runs the shortcuts of the screen as it is painted, not those of the screen before', () => {
  const went: string[] = [];
  const { rerender } = render(<Screen next="#2" went={went} />);
  rerender(<><Screen next="#3" went={went} /><PressJ on="#3" /></>);
  expect(went).toEqual(['#3']);
});
