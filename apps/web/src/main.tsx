import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadScreen } from './app/router.tsx';
import './styles/app.css';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}

// The first screen's code comes preloaded with the HTML: render once it has run, so the page paints
// whole. (Not a top-level await: chunks import from this one.) A failure is left to the screen's
// error boundary.
void preloadScreen(window.location.pathname).then(render, render);

// Offline use (service worker, saved copies, what waits for the network) loads after the page: never before its first paint.
if (import.meta.env.PROD) window.addEventListener('load', () => void import('./app/offline.ts').then((m) => m.startOffline()), { once: true });
