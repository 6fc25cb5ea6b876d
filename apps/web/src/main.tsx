import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import './styles/app.css';

const container = document.getElementById('root')!;

/** The server's HTML comes `inert` (a tap before the page is live would be lost): live once React has taken it over. */
function Live() {
  useEffect(() => container.removeAttribute('inert'), []);
  return null;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <Live />
  </StrictMode>
);

// A page the service worker kept offline as the app's shell (decision 162) is another page's HTML: render over it.
const serverRendered = container.firstElementChild && !document.querySelector('meta[name="cm-saved-copy"][data-shell]');
if (serverRendered) {
  // The server sent this page's first screen (decision 071), already painted. Its code was asked for
  // with this entry (decision 077): once it has run, the screen is taken over in one pass, so the page turns live (not
  // inert) only when the screen itself is, not just the layout around it. Sections that load later keep
  // the server's HTML until their code arrives (React replays a tap on them).
  // In a transition React takes the page over in slices of a few milliseconds, yielding to the browser between
  // them, instead of one task as long as the whole tree (decision 174): the page is inert until it
  // is live, so nothing a tap could reach is waiting on the slices.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error('Hydration error: the server HTML was not taken over as it is.', error, info.componentStack ?? '');
        },
      });
    });
  void preloadScreen(window.location.pathname).then(hydrate, hydrate);
} else {
  // The first screen's code comes preloaded with the HTML: render once it has run, so the page paints
  // whole. (Not a top-level await: chunks import from this one.) A failure is left to the screen's
  // error boundary.
  // In a transition too (decision 174): the first render is done in slices, then painted whole.
  const render = () => startTransition(() => createRoot(container).render(app));
  void preloadScreen(window.location.pathname).then(render, render);
}

// Offline use (service worker, saved copies, what waits for the network) loads after the page: never before its first paint.
// A page the server rendered may run this after `load` (its entry is asked for after the first screen's paint, decision 077).
if (import.meta.env.PROD) {
  const startOffline = () => void import('./app/offline.ts').then((m) => m.startOffline());
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}
