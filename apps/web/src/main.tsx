import { createElement, startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/app.css';

const container = document.getElementById('root')!;

// The pictures below the first screen are shown, as they near it, by the page's first script (decision 175): already
// running on a page the server rendered (the same module, so not run twice), asked for here by any other page.
void import('./after-first-screen.ts');

// The app is imported, not part of this entry: a module graph is evaluated in one task, and React with the whole
// app was the longest task a page ran. React is evaluated here, the app in a task of its own when its chunk
// (preloaded with the page) has run (decision 174).
const loaded = import('./app/browser-app.tsx').then(async (m) => {
  await m.preloadScreen(window.location.pathname).catch(() => undefined);
  return createElement(m.BrowserApp, { container });
});

/**
 * The app's chunk did not arrive (a connection dropped on the way): the server's page stays as it is, live as plain
 * HTML (its links are real links), and a page the browser draws says what happened and offers to try again.
 */
function withoutTheApp() {
  container.removeAttribute('inert');
  if (serverRendered) return;
  const note = Object.assign(document.createElement('div'), { role: 'alert', className: 'mx-auto max-w-xl px-4 py-16 text-center' });
  const retry = Object.assign(document.createElement('button'), { type: 'button', className: 'mt-3 underline', textContent: 'Tentar novamente' });
  retry.addEventListener('click', () => window.location.reload());
  note.append(Object.assign(document.createElement('p'), { textContent: 'Não foi possível carregar a página. Verifique a ligação à internet.' }), retry);
  container.replaceChildren(note);
}

// A page the service worker kept offline as the app's shell (decision 162) is another page's HTML: render over it.
const serverRendered = container.firstElementChild && !document.querySelector('meta[name="cm-saved-copy"][data-shell]');
if (serverRendered) {
  // The server sent this page's first screen (decision 071), already painted. Its code was asked for
  // with this entry (decision 077): once it has run, the screen is taken over, so the page turns live (not
  // inert) only when the screen itself is, not just the layout around it. Sections that load later keep
  // the server's HTML until their code arrives (React replays a tap on them).
  // In a transition React takes the page over in slices of a few milliseconds, yielding to the browser between
  // them, instead of one task as long as the whole tree (decision 174): the page is inert until it
  // is live, so nothing a tap could reach is waiting on the slices.
  const hydrate = (app: ReactElement) =>
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error('Hydration error: the server HTML was not taken over as it is.', error, info.componentStack ?? '');
        },
      });
    });
  void loaded.then(hydrate, withoutTheApp);
} else {
  // The first screen's code comes preloaded with the HTML: render once it has run, so the page paints
  // whole. (Not a top-level await: chunks import from this one.) A failure to preload is left to the
  // screen's error boundary. In a transition too (decision 174): the first render is done in slices.
  const render = (app: ReactElement) => startTransition(() => createRoot(container).render(app));
  void loaded.then(render, withoutTheApp);
}

// Offline use (service worker, saved copies, what waits for the network) loads after the page: never before its first paint.
// A page the server rendered may run this after `load` (its entry is asked for after the first screen's paint, decision 077).
if (import.meta.env.PROD) {
  const startOffline = () => void import('./app/offline.ts').then((m) => m.startOffline());
  if (document.readyState === 'complete') startOffline();
  else window.addEventListener('load', startOffline, { once: true });
}
