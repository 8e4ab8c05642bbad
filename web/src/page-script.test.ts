import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceStored } from './lib/stored-change';
import { countViews, countViewsOncePainted, type Hydrate, sectionLinks, startPage } from './page-script';

/** Puts `html` in the body; the islands in it are what the server's page would hold. */
function page(html: string): void {
  document.body.innerHTML = html;
}

/** A stand-in for the islands' runtime: records each hydration and marks the island as React would. */
function fakeRuntime() {
  const hydrated: { name: string | undefined; urgent: boolean }[] = [];
  const hydrate: Hydrate = async (island, urgent) => {
    hydrated.push({ name: island.dataset.island, urgent });
    // What the hydrated island does with a press: here, it counts them.
    for (const button of island.querySelectorAll('button'))
      button.addEventListener('click', () => {
        button.dataset.pressed = String(Number(button.dataset.pressed ?? 0) + 1);
      });
  };
  return { hydrated, load: vi.fn(async () => hydrate) };
}

/** A screen the test moves: `show` reports a watched element as within reach. */
function fakeScreen() {
  const watched: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe(element: Element) {
      watched.push(element);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const show = (target: Element | undefined) =>
    report([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { watched, show };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  for (const link of document.head.querySelectorAll('link')) link.remove();
  localStorage.clear();
  delete document.documentElement.dataset.app;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page script', () => {
  it('counts the page view and the view the page names, nothing else', () => {
    history.replaceState(null, '', '/product/p1?utm_source=x&token=secret');
    page(
      '<div hidden data-view-beacon="/api/shop/product/p1/view"></div><div hidden data-view-beacon="https://elsewhere.example/x"></div>',
    );
    countViews();
    const calls = vi
      .mocked(fetch)
      .mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${init?.body ?? ''}`);
    expect(calls).toEqual([
      // The campaign's parameter goes with the view; any other (a token, say) never does.
      'POST /api/analytics/track {"page_path":"/product/p1","utm_source":"x"}',
      'POST /api/shop/product/p1/view ',
    ]);
  });

  it('counts the views once the page has painted, once, or as the page is left before that', async () => {
    history.replaceState(null, '', '/blog/a-post');
    const posted = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    countViewsOncePainted();
    // Not in the task that runs the script: the first paint waits on nothing of it.
    expect(posted()).toEqual([]);
    await vi.waitFor(() => expect(posted()).toEqual(['/api/analytics/track']));
    window.dispatchEvent(new Event('pagehide'));
    expect(posted()).toEqual(['/api/analytics/track']);

    vi.mocked(fetch).mockClear();
    countViewsOncePainted();
    window.dispatchEvent(new Event('pagehide'));
    expect(posted()).toEqual(['/api/analytics/track']);
    // The frame that follows counts nothing more.
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 10)));
    expect(posted()).toEqual(['/api/analytics/track']);
  });

  it('on the home page, scrolls to the address hash 100 ms after loading, and a section link scrolls in place', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    history.replaceState(null, '', '/#about');
    page('<section id="about"></section><section id="shop"></section><a href="/#shop">Shop</a>');
    sectionLinks();
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('about'));
    const link = document.querySelector('a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(100);
    expect(scrollIntoView.mock.contexts[1]).toBe(document.getElementById('shop'));
  });

  it('sends a go-button (data-go) where it says: a home section in place, another page by a load', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    history.replaceState(null, '', '/');
    page(
      '<section id="shop"></section><button type="button" data-go="/#shop"><span>Continue Shopping</span></button>',
    );
    sectionLinks();
    document
      .querySelector('span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(100);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('shop'));
  });

  it('wakes an island at the first press inside it and gives it the press again, once hydrated', async () => {
    history.replaceState(null, '', '/');
    page(
      '<div data-island="site-header" data-wake="interaction"><button type="button">Open menu</button></div>',
    );
    const runtime = fakeRuntime();
    await startPage(runtime.load);
    expect(document.documentElement.dataset.app).toBe('running');
    expect(runtime.load).not.toHaveBeenCalled();
    const button = document.querySelector('button') as HTMLButtonElement;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    // The press is held: nothing of the page's own handled it.
    expect(press.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(button.dataset.pressed).toBe('1'));
    expect(runtime.hydrated).toEqual([{ name: 'site-header', urgent: true }]);
    // Hydrated, a press is the island's own: no second hydration, no hold.
    button.click();
    expect(button.dataset.pressed).toBe('2');
    expect(runtime.hydrated).toHaveLength(1);
  });

  it('holds a press on an island that wakes as it nears the screen, pressed before it is hydrated', async () => {
    const screen = fakeScreen();
    page(
      '<div data-island="projects-section" data-wake="visible"><section><button>Mobile</button></section></div>',
    );
    const runtime = fakeRuntime();
    await startPage(runtime.load);
    screen.show(screen.watched[0]);
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    await vi.waitFor(() => expect(button.dataset.pressed).toBe('1'));
    expect(runtime.hydrated).toHaveLength(1);
  });

  it('leaves a press on a link in an island to the browser (a plain link loads its page)', async () => {
    page('<div data-island="site-header" data-wake="interaction"><a href="/blog/x">A post</a></div>');
    const runtime = fakeRuntime();
    await startPage(runtime.load);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    // Stopped here so the test's document does not navigate; the script must not have prevented it first.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    let preventedBefore = true;
    document.querySelector('a')?.addEventListener('click', (event) => {
      preventedBefore = event.defaultPrevented;
    });
    document.querySelector('a')?.dispatchEvent(press);
    expect(preventedBefore).toBe(false);
  });

  it("wakes a page's load islands before saying the page runs, and one whose stored key holds something as it nears the screen", async () => {
    const screen = fakeScreen();
    localStorage.setItem('shop-cart', '{"items":[1]}');
    page(
      '<div data-island="site-header" data-wake="interaction" data-wake-stored="shop-cart"><p>head</p></div>' +
        '<div data-island="blog-comments" data-wake="interaction" data-wake-stored="visitor"><p>thread</p></div>' +
        '<div data-island="checkout-page" data-wake="load"></div>' +
        '<script type="module" data-island-code="/assets/hydrate.js /assets/checkout-page.js https://elsewhere.example/x.js"></script>',
    );
    const runtime = fakeRuntime();
    await startPage(runtime.load);
    expect(document.documentElement.dataset.app).toBe('running');
    expect(runtime.hydrated.map((island) => island.name)).toEqual(['checkout-page']);
    // The load island's code, named by the server, preloaded together (only the site's own files).
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    ).toEqual(['/assets/hydrate.js', '/assets/checkout-page.js']);
    // Only the island with something stored waits for the screen; the thread waits for the visitor.
    expect(screen.watched.map((box) => box.textContent)).toEqual(['head']);
    screen.show(screen.watched[0]);
    await vi.waitFor(() =>
      expect(runtime.hydrated.map((island) => island.name)).toEqual(['checkout-page', 'site-header']),
    );
  });

  it('wakes the islands that show a key when this page or another tab writes it, and no other', async () => {
    // What the checkout's island shows came from the server: the key holding something wakes nothing.
    localStorage.setItem('shop-cart', '{"items":[1]}');
    page(
      '<div data-island="checkout-page" data-wake="interaction" data-wake-written="shop-cart"><p>form</p></div>' +
        '<div data-island="blog-comments" data-wake="interaction" data-wake-stored="visitor"></div>',
    );
    const runtime = fakeRuntime();
    await startPage(runtime.load);
    expect(runtime.hydrated).toEqual([]);
    announceStored('shop-cart');
    await vi.waitFor(() => expect(runtime.hydrated).toEqual([{ name: 'checkout-page', urgent: false }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'visitor' }));
    await vi.waitFor(() =>
      expect(runtime.hydrated).toEqual([
        { name: 'checkout-page', urgent: false },
        { name: 'blog-comments', urgent: false },
      ]),
    );
  });
});
