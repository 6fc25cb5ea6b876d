import { StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';

export { preloadScreen } from './router.tsx';

/** The server's HTML comes `inert` (a tap before the page is live would be lost): live once React has taken it over. */
function Live({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

/** The app the browser runs, in the element the server's HTML put it. */
export function BrowserApp({ container }: { container: HTMLElement }) {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Live container={container} />
    </StrictMode>
  );
}
