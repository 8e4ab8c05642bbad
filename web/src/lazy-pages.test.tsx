import { type ComponentType, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-pages';

function Hello() {
  return <p>Hello from the page</p>;
}

// renderToString shows a boundary's fallback for anything that suspends: the way to see whether a
// page renders at once, as hydrating a server-rendered page needs.
const render = (Page: ComponentType) =>
  renderToString(
    <Suspense fallback={<span>Loading…</span>}>
      <Page />
    </Suspense>,
  );

describe('lazy pages', () => {
  it('render at once once preloaded, so a rendered page hydrates without its boundary suspending', async () => {
    const Page = lazyNamed(async () => ({ Hello }), 'Hello');
    await Page.preload();
    const html = render(Page);
    expect(html).toContain('<p>Hello from the page</p>');
    expect(html).not.toContain('Loading…');
  });

  it('suspend on first render when not preloaded, and load their module once', async () => {
    let loads = 0;
    const Page = lazyNamed(async () => {
      loads += 1;
      return { Hello };
    }, 'Hello');
    expect(render(Page)).toContain('Loading…');
    await Page.preload();
    // React learns of the first render's load in that promise's own callback: one macrotask on.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render(Page)).toContain('<p>Hello from the page</p>');
    expect(loads).toBe(1);
  });
});
