import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadCurrentPage } from './app';
import { readSsrState } from './ssr/ssr-state';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public page arrives rendered with its data (modules/platform/ssr): hydrate it. The back office
// arrives empty and is rendered here.
const ssr = container.firstElementChild ? readSsrState(document) : undefined;
const app = (
  <StrictMode>
    <App ssr={ssr} />
  </StrictMode>
);
if (ssr) {
  replaceServerHead();
  // The route's page is loaded first: hydrated while it loads, it would be rendered again.
  // A chunk that fails to load is left to the render (its error page), as without server rendering.
  void loadCurrentPage()
    .catch(() => undefined)
    .then(() => {
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

/**
 * React puts the page's <title>/<meta>/<link> into <head> again as it hydrates, beside the
 * server's copies (marked data-ssr-head). Those go once React's own are in: at its first <title>
 * or <meta>, which it writes in the same commit as the rest. Removed before hydrating instead, the
 * page had no title until hydration reached its head (a sliced transition: up to a second or two
 * on a slow phone, and the tab showed the address meanwhile).
 */
function replaceServerHead(): void {
  const server = [...document.head.querySelectorAll('[data-ssr-head]')];
  if (server.length === 0) return;
  const reacts = (node: Node) =>
    node instanceof Element &&
    (node.tagName === 'TITLE' || node.tagName === 'META') &&
    !node.hasAttribute('data-ssr-head');
  const observer = new MutationObserver((records) => {
    if (!records.some((record) => [...record.addedNodes].some(reacts))) return;
    observer.disconnect();
    for (const element of server) element.remove();
  });
  observer.observe(document.head, { childList: true });
}
