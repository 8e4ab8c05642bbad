import { describe, expect, it, vi } from 'vitest';
import { noteRead } from '../platform/cache/index.ts';
import { RateLimitedError } from '../platform/errors/index.ts';
import { PUBLIC_CACHE_CONTROL } from '../platform/http/index.ts';
import type { RateLimit } from '../platform/rate-limit/index.ts';
import { Preloads } from './preloads.ts';
import type { RenderResult, ServerEntry } from './server-entry.ts';
import type { SiteReads } from './site-reads.ts';
import { serverPages } from './ssr-pages.ts';
import { PageTemplate } from './template.ts';

const INDEX = '<html><head><title>Site</title></head><body><div id="root"></div></body></html>';

/** Just what serverPages reads and writes of a Koa context. */
function context(url: string, headers: Record<string, string> = {}) {
  const sent: Record<string, string> = {};
  return {
    method: 'GET',
    ip: headers['x-test-ip'] ?? '203.0.113.7',
    path: url.split('?')[0] ?? url,
    url,
    status: 404,
    body: undefined as unknown,
    sent,
    get: (field: string) => headers[field.toLowerCase()] ?? '',
    set: (field: string, value: string) => {
      sent[field.toLowerCase()] = value;
    },
    res: {
      setHeader(field: string, value: string) {
        sent[field.toLowerCase()] = value;
      },
    },
    acceptsEncodings: () => false as const,
    redirect(location: string) {
      sent.location = location;
    },
  };
}

/** As the web entry's: the path only, and `/payment/...` personal. */
const pageUrl = (url: string) => ({ url: url.split('?')[0] ?? url, keep: !url.startsWith('/payment/') });

/** A namespace whose version the test sets. */
const namespace = (name: string, version: () => number | undefined) => ({
  namespace: name,
  version: async () => version(),
});

function pages(
  results: () => RenderResult,
  versions: { namespace: string; version: () => Promise<number | undefined> }[],
  renderLimit?: RateLimit,
  /** The namespaces each render reads (as PublicCache.read notes them); every one by default. */
  reads: readonly string[] = versions.map((each) => each.namespace),
) {
  const render = vi.fn(async () => {
    for (const name of reads) noteRead(name);
    return results();
  });
  const entry: ServerEntry = { render, themeOf: () => undefined, setReads: () => undefined, pageUrl };
  const error = vi.fn();
  const warn = vi.fn();
  const answer = serverPages({
    entry,
    template: new PageTemplate(INDEX),
    preloads: new Preloads({}, INDEX),
    versions,
    origin: 'https://site.example',
    reads: {} as SiteReads,
    log: { error, warn } as never,
    renderLimit,
  });
  return { answer, render, error, warn };
}

const page = (cacheable = true): RenderResult => ({
  kind: 'page',
  status: 200,
  html: '<p>Hello</p>',
  state: '{}',
  islands: { styled: [], waking: [] },
  cacheable,
});

describe('serverPages', () => {
  it('renders a page once while the versions stand, again once one moves', async () => {
    let version = 1;
    const { answer, render } = pages(() => page(), [namespace('blog', () => version)]);
    const first = context('/a');
    expect(await answer(first)).toBe(true);
    expect(first.status).toBe(200);
    expect(first.body).toContain('<div id="root"><p>Hello</p></div>');
    await answer(context('/a'));
    expect(render).toHaveBeenCalledTimes(1);
    version = 2;
    await answer(context('/a'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a page against the namespaces its render read only', async () => {
    let blog = 1;
    let comments = 1;
    let shop = 1;
    const { answer, render } = pages(
      () => page(),
      [namespace('blog', () => blog), namespace('comments', () => comments), namespace('shop', () => shop)],
      undefined,
      ['shop'],
    );
    const first = context('/product/a');
    await answer(first);
    blog = 2;
    comments = 2;
    const again = context('/product/a');
    await answer(again);
    expect(render).toHaveBeenCalledTimes(1);
    expect(again.sent.etag).toBe(first.sent.etag);
    shop = 2;
    await answer(context('/product/a'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no page that showed a passing failure, nor any while a version cannot be read', async () => {
    const failing = pages(() => page(false), [namespace('blog', () => 1)]);
    await failing.answer(context('/a'));
    const failed = context('/a');
    await failing.answer(failed);
    expect(failing.render).toHaveBeenCalledTimes(2);
    // Nor may a shared cache in front keep it.
    expect(failed.sent['cache-control']).toBe('no-cache');
    const noRedis = pages(() => page(), [namespace('blog', () => undefined)]);
    await noRedis.answer(context('/a'));
    const unversioned = context('/a');
    await noRedis.answer(unversioned);
    expect(noRedis.render).toHaveBeenCalledTimes(2);
    // Current when rendered: a shared cache keeps it its few seconds (it spares the renders most then).
    expect(unversioned.sent['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it('answers 304 to the ETag it sent, and leaves a failed render to the plain index.html', async () => {
    const { answer } = pages(() => page(), [namespace('blog', () => 1)]);
    const first = context('/a');
    await answer(first);
    const again = context('/a', { 'if-none-match': first.sent.etag ?? '' });
    await answer(again);
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();

    const broken = pages(() => {
      throw new Error('a component threw');
    }, [namespace('blog', () => 1)]);
    expect(await broken.answer(context('/a'))).toBe(false);
    expect(broken.error).toHaveBeenCalledTimes(1);
  });

  it('keeps a page under the URL its route reads, and never a personal page', async () => {
    const { answer, render } = pages(() => page(), [namespace('blog', () => 1)]);
    await answer(context('/blog/a?utm_source=mail'));
    const again = context('/blog/a?utm_source=other');
    await answer(again);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/blog/a' }));
    expect(again.sent['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    const personal = context('/payment/callback?OrderTrackingId=t-1');
    await answer(personal);
    await answer(context('/payment/callback?OrderTrackingId=t-1'));
    expect(render).toHaveBeenCalledTimes(3);
    expect(personal.sent['cache-control']).toBe('private, no-store');
  });

  it('leaves a page to the browser once an address spent its renders; kept pages cost none', async () => {
    const spent = new Map<string, number>();
    // Two renders per address (the real one counts in Redis: platform/rate-limit).
    const limit: RateLimit = {
      consume: async (ip) => {
        const used = (spent.get(ip) ?? 0) + 1;
        spent.set(ip, used);
        if (used > 2) throw new RateLimitedError(60);
      },
    };
    const { answer, render } = pages(() => page(), [namespace('blog', () => 1)], limit);
    expect(await answer(context('/a'))).toBe(true);
    for (let i = 0; i < 5; i += 1) expect(await answer(context('/a'))).toBe(true);
    expect(await answer(context('/b'))).toBe(true);
    expect(await answer(context('/c'))).toBe(false);
    expect(render).toHaveBeenCalledTimes(2);
    expect(spent.get('203.0.113.7')).toBe(3);
    // Another address has its own budget; a kept page is still served to the first.
    expect(await answer(context('/c', { 'x-test-ip': '198.51.100.2' }))).toBe(true);
    expect(await answer(context('/a'))).toBe(true);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders a page once for a burst of requests arriving while it renders', async () => {
    let finish: (result: RenderResult) => void = () => undefined;
    const slow = new Promise<RenderResult>((resolve) => {
      finish = resolve;
    });
    const { answer, render } = pages(() => page(), [namespace('blog', () => 1)]);
    render.mockImplementationOnce(() => slow);
    const burst = Array.from({ length: 20 }, () => context('/a'));
    const answered = Promise.all(burst.map((each) => answer(each)));
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    finish(page());
    expect(await answered).toEqual(Array.from({ length: 20 }, () => true));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(burst.map((each) => each.body)).size).toBe(1);
    expect(burst[0]?.body).toContain('<p>Hello</p>');
  });

  it('leaves the back office to the plain index.html without rendering it', async () => {
    const { answer, render } = pages(() => page(), [namespace('blog', () => 1)]);
    expect(await answer(context('/admin/login'))).toBe(false);
    expect(render).not.toHaveBeenCalled();
  });
});
