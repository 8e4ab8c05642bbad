import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, appRouter, loadCurrentPage } from './app';
import { prepareClassMerge } from './lib/cn';
import { readSsrState } from './ssr/ssr-state';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public page arrives rendered with its data (modules/pages): hydrate it. The back office
// arrives empty and is rendered here.
const ssr = container.firstElementChild ? readSsrState(document) : undefined;
const app = (
  <StrictMode>
    <App ssr={ssr} />
  </StrictMode>
);
if (ssr) {
  replaceServerHead();
  void hydrate(container);
} else {
  createRoot(container).render(app);
}

/**
 * Hydrates a rendered page in steps, each in a task of its own: evaluating the app's modules,
 * making the router, building tailwind-merge's class map and hydrating were one or two tasks of
 * 100-250 ms at Lighthouse's 4× CPU slowdown, and a visitor's tap waits for a whole task
 * (Lighthouse counts each task's time over 50 ms as blocking). The page is painted and readable
 * meanwhile; links work, being plain links.
 */
async function hydrate(root: HTMLElement): Promise<void> {
  await nextTask();
  appRouter(ssr);
  // The route's page is loaded first: hydrated while it loads, it would be rendered again.
  // A chunk that fails to load is left to the render (its error page), as without server rendering.
  await loadCurrentPage().catch(() => undefined);
  await nextTask();
  prepareClassMerge();
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (Lighthouse's TBT: 330-550 ms on the home page at 4× CPU
  // slowdown).
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/** Resolves in a later task, so the work after it does not lengthen the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
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
