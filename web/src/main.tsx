import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadCurrentPage } from './app';
import { applyDeferredStylesheets } from './ssr/deferred-stylesheets';
import { readSsrState } from './ssr/ssr-state';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public page arrives rendered with its data (modules/platform/ssr): hydrate it. The back office
// arrives empty and is rendered here.
const ssr = container.firstElementChild ? readSsrState(document) : undefined;
// The full stylesheet, held back from the parser by the server (critical CSS): applied at the
// next frame, so its parse and the page's restyle are a task of their own, not part of the one
// that evaluates the app's code (together: one 350 ms task at Lighthouse's 4× slowdown).
if (ssr) requestAnimationFrame(() => applyDeferredStylesheets(document));
const app = (
  <StrictMode>
    <App ssr={ssr} />
  </StrictMode>
);
if (ssr) {
  // React puts the page's <title>/<meta>/<link> into <head> again as it hydrates: the server's
  // copies would stay beside them.
  // The route's page is loaded first: hydrated while it loads, it would be rendered again.
  // A chunk that fails to load is left to the render (its error page), as without server rendering.
  void loadCurrentPage()
    .catch(() => undefined)
    .then(() => {
      for (const element of document.head.querySelectorAll('[data-ssr-head]')) element.remove();
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (Lighthouse's TBT: 330-550 ms on the home page
      // at 4× CPU slowdown); the page is already painted and readable meanwhile.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  createRoot(container).render(app);
}
