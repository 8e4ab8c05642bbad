import { reportPageView, sendBeacon } from './lib/beacon';
import { isPlainLeftClick, scrollToSection } from './lib/scroll';
import { onStoredChange, storedText } from './lib/stored-change';
import { keepCartPainted } from './site/cart/cart-paint';

/**
 * What the script of a public page does (issue 30; web/src/boot.ts starts it). The page is the
 * server's HTML and stays so: this file carries no React. It counts the view, paints the cart's
 * count and writes its cookie (site/cart/cart-paint.ts), keeps the home page's section links
 * smooth, fetches a page a visitor is about to open, and wakes the page's islands
 * (islands/island.tsx) as a visitor reaches them; React and an island's code are loaded then
 * (islands/hydrate.tsx).
 */

/** Hydrates one island's element (islands/hydrate.tsx), `urgent` when a visitor waits on it. */
export type Hydrate = (island: HTMLElement, urgent: boolean) => Promise<void>;

let loadHydrate: () => Promise<Hydrate> = () => Promise.reject(new Error('startPage was not called'));
let hydrator: Promise<Hydrate> | undefined;
const hydrateModule = () => {
  hydrator ??= loadHydrate();
  return hydrator;
};

/** The page view (its path, campaign and referrer), and the view of the post or product the page shows. */
export function countViews(): void {
  reportPageView();
  for (const element of document.querySelectorAll<HTMLElement>('[data-view-beacon]')) {
    const path = element.dataset.viewBeacon;
    if (path?.startsWith('/api/')) sendBeacon(path, undefined, { keepalive: true });
  }
}

/**
 * Runs `then` once the page has painted its first content (Paint Timing; without it, after
 * `load` and a frame), in a task of its own. A request begun before the first paint is one Lighthouse counts
 * in it, whatever its priority: the views' beacons and a checkout's code start after. A page
 * opened in a background tab paints, and so runs `then`, when it is first shown.
 */
export function afterFirstPaint(then: () => void): void {
  const later = () => setTimeout(then, 0);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    // First contentful paint: a first paint of the background alone may come before it.
    const painted = (entries: PerformanceEntryList) =>
      entries.some((entry) => entry.name === 'first-contentful-paint');
    if (painted(performance.getEntriesByType('paint'))) {
      later();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      later();
    });
    observer.observe({ type: 'paint' });
    return;
  }
  const afterFrame = () => requestAnimationFrame(later);
  if (document.readyState === 'complete') afterFrame();
  else addEventListener('load', afterFrame, { once: true });
}

/** Counts the views once the page has painted; a page left sooner counts them as it goes (`pagehide`). */
export function countViewsOncePainted(): void {
  let counted = false;
  const count = () => {
    if (counted) return;
    counted = true;
    removeEventListener('pagehide', count);
    countViews();
  };
  addEventListener('pagehide', count);
  afterFirstPaint(count);
}

/**
 * Preloads, once, the code of the islands that wake at load (the server names it on the page's
 * script, modules/pages/preloads.ts), so its modules arrive together, not import by import.
 */
function preloadIslandCode(): void {
  const files = document.querySelector<HTMLScriptElement>('script[data-island-code]')?.dataset.islandCode;
  if (!files || document.querySelector('link[data-island-code]')) return;
  for (const file of files.split(' ')) {
    if (!file.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.crossOrigin = '';
    link.dataset.islandCode = '';
    document.head.append(link);
  }
}

/**
 * Spec: on the home page a section link (`/#id`) scrolls there after 100 ms, and an address with
 * a hash scrolls on arrival; elsewhere the link loads the home page, which then scrolls. A button
 * that goes somewhere (`data-go`, components/go-button.tsx) goes there the same way.
 */
export function sectionLinks(): void {
  const onHome = window.location.pathname === '/';
  const hash = window.location.hash;
  if (onHome && hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    const target = event.target as Element | null;
    const go = target?.closest?.<HTMLButtonElement>('button[data-go]');
    const to = go ? (go.dataset.go ?? '/') : target?.closest?.('a[href^="/#"]')?.getAttribute('href');
    if (!to) return;
    if (onHome && to.startsWith('/#')) {
      event.preventDefault();
      scrollToSection(decodeURIComponent(to.slice(2)));
    } else if (go) window.location.assign(to);
  });
}

/**
 * A link the pointer rests on or a finger touches is fetched (the browser's prefetch cache), so
 * the next page's document arrives while the visitor lifts their finger.
 */
export function prefetchLinks(): void {
  const fetched = new Set<string>([window.location.pathname + window.location.search]);
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute('download'))
      return;
    const page = link.pathname + link.search;
    if (fetched.has(page) || link.pathname.startsWith('/api/') || link.pathname.startsWith('/admin')) return;
    fetched.add(page);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = page;
    document.head.append(hint);
  };
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a visitor does that means they mean to use the page: React is fetched then. */
const ENGAGED = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'focusin'] as const;

function fetchReactWhenEngaged(): void {
  const engaged = () => {
    for (const type of ENGAGED) removeEventListener(type, engaged, true);
    void hydrateModule();
  };
  for (const type of ENGAGED) addEventListener(type, engaged, { capture: true, passive: true, once: true });
}

const woken = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once; resolves when it is on the page (rejects if its code failed to load). */
function wake(island: HTMLElement, urgent = false): Promise<void> {
  let hydrated = woken.get(island);
  if (!hydrated) {
    hydrated = hydrateModule().then((hydrate) => hydrate(island, urgent));
    woken.set(island, hydrated);
    hydrated.then(
      () => island.setAttribute('data-hydrated', ''),
      (error: unknown) => console.error(`the ${island.dataset.island} island could not start`, error),
    );
  }
  return hydrated;
}

/**
 * An island woken by a press, a tap, a key or focus inside it. A press on one of its controls
 * (not a link: that is a plain link and loads its page) is held and given again to the hydrated
 * island; so is a form's submit. Text typed meanwhile is handed over by hydrate.tsx.
 */
function wakeOnInteraction(island: HTMLElement): void {
  const held: (() => void)[] = [];
  const start = () => {
    void wake(island, true).then(async () => {
      for (const type of ['click', 'submit'] as const) island.removeEventListener(type, hold, true);
      // One press a task, as they came: React renders after each (a second press given in the same
      // task would act on the state before the first).
      for (const replay of held.splice(0)) {
        await nextTask();
        replay();
      }
    });
  };
  const hold = (event: Event) => {
    if (island.hasAttribute('data-hydrated')) return;
    const target = event.target as HTMLElement;
    if (event.type === 'click' && target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'submit') {
      const submitter = (event as SubmitEvent).submitter;
      held.push(() => (target as HTMLFormElement).requestSubmit(submitter));
    } else {
      // A copy of the press (an icon's <svg> inside a button has no click() of its own).
      const { clientX, clientY, screenX, screenY, button, buttons, detail } = event as MouseEvent;
      const { altKey, ctrlKey, metaKey, shiftKey } = event as MouseEvent;
      const init = { bubbles: true, cancelable: true, composed: true, clientX, clientY, screenX, screenY };
      const again = { ...init, button, buttons, detail, altKey, ctrlKey, metaKey, shiftKey };
      held.push(() => {
        if (target.isConnected) target.dispatchEvent(new MouseEvent('click', again));
      });
    }
    start();
  };
  for (const type of ['click', 'submit'] as const) island.addEventListener(type, hold, true);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const)
    island.addEventListener(type, start, { capture: true, passive: true, once: true });
}

/** An island woken as it comes within 200 px of the viewport (its server HTML shows until then). */
function wakeWhenVisible(island: HTMLElement, observer: IntersectionObserver | undefined): void {
  const box = island.firstElementChild;
  if (!box || !observer) {
    void wake(island);
    return;
  }
  visibleIslands.set(box, island);
  observer.observe(box);
}

const visibleIslands = new WeakMap<Element, HTMLElement>();

export function armIslands(): Promise<unknown> {
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              const island = visibleIslands.get(entry.target);
              if (island) void wake(island);
            }
          },
          { rootMargin: '200px 0px' },
        )
      : undefined;
  const now: Promise<void>[] = [];
  for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const how = island.dataset.wake;
    const stored = island.dataset.wakeStored;
    if (how === 'load') {
      // Once the page has painted: nothing of its code is a request the first paint waits on.
      now.push(
        new Promise<void>((painted) => afterFirstPaint(painted)).then(() => {
          preloadIslandCode();
          return wake(island);
        }),
      );
      continue;
    }
    if (how === 'visible' || (stored && storedText(stored) !== null)) wakeWhenVisible(island, observer);
    // A press before it is hydrated is held for it, even when it is already waking (a carousel's
    // tab pressed as it came into view: e2e/home-content.spec.ts).
    wakeOnInteraction(island);
  }
  // A key written now (an island added to the cart) or in another tab wakes the islands that show it.
  onStoredChange((key) => {
    for (const island of document.querySelectorAll<HTMLElement>('[data-wake-stored], [data-wake-written]')) {
      const keys = [island.dataset.wakeStored, island.dataset.wakeWritten];
      if (key === null || keys.includes(key)) void wake(island);
    }
  });
  return Promise.allSettled(now);
}

/**
 * Starts the page: `hydrate` loads the islands' runtime (and React) the first time one wakes.
 * Resolves once the islands that start at once are on the page.
 */
export async function startPage(hydrate: () => Promise<Hydrate>): Promise<void> {
  loadHydrate = hydrate;
  hydrator = undefined;
  countViewsOncePainted();
  keepCartPainted();
  sectionLinks();
  prefetchLinks();
  fetchReactWhenEngaged();
  await armIslands();
  // The page's islands that start at once are on the page (e2e/support/test.ts waits for this).
  document.documentElement.dataset.app = 'running';
}
