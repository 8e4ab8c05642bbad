import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOver, serverHtml } from '../../hydration-test-utils';
import { AutoCarousel } from './auto-carousel';

const ITEMS = ['Go', 'Rust', 'Elixir'];
const SLIDES = { base: 1, 640: 2, 768: 2, 1024: 3, 1280: 3 };

/** An IntersectionObserver the test fires by hand. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    enter: () =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

const carousel = () => (
  <AutoCarousel
    items={ITEMS}
    getKey={(item) => item}
    renderItem={(item) => <article>{item}</article>}
    speed={8000}
    slidesPerView={SLIDES}
    label="Skills"
  />
);

function renderCarousel() {
  return render(carousel());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AutoCarousel', () => {
  it('shows the slides still, without Swiper, until the carousel nears the screen', async () => {
    const { observers, enter } = stubObserver();
    const { container } = renderCarousel();

    expect(screen.getByRole('group', { name: 'Skills' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((slide) => slide.textContent)).toEqual(ITEMS);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe('400px');

    enter();

    // Swiper arrives as its own chunk, with the pause button.
    expect(await screen.findByRole('button', { name: 'Pause skills carousel' })).toBeTruthy();
    expect(container.querySelector('.swiper')).not.toBeNull();
  });

  it('loads Swiper at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderCarousel();
    expect(await screen.findByRole('button', { name: 'Pause skills carousel' })).toBeTruthy();
  });

  it("hydrates the server's still slides without a mismatch, then moves once near the screen", async () => {
    // The server has no IntersectionObserver.
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = serverHtml(carousel());
    vi.unstubAllGlobals();
    const { enter } = stubObserver();

    const { container, errors } = await hydrateOver(html, carousel());
    expect(errors.map(String)).toEqual([]);
    expect(container.querySelector('.swiper')).toBeNull();

    enter();
    expect(await screen.findByRole('button', { name: 'Pause skills carousel' })).toBeTruthy();
  });
});
