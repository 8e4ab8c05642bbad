import { CachedAnswer, recordReads } from '../platform/cache/index.ts';
import { RateLimitedError } from '../platform/errors/index.ts';
import {
  type HeaderList,
  headerList,
  matchesEtag,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  preferredEncoding,
  setHeaders,
} from '../platform/http/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { RateLimit } from '../platform/rate-limit/index.ts';
import { type KeptPage, PageCache } from './page-cache.ts';
import type { Preloads } from './preloads.ts';
import type { PageImageFacts, ServerEntry } from './server-entry.ts';
import type { SiteReads } from './site-reads.ts';
import type { PageTemplate } from './template.ts';

/**
 * Server renders (page cache misses) one client address may cause per minute; past it the page is
 * rendered by the browser. A reader's pages are nearly all cache hits, never counted.
 */
export const PAGE_RENDERS_PER_ADDRESS = { points: 300, windowSeconds: 60 };

/** One namespace of answers the pages are made from (a PublicCache): its name and current version. */
export type Versioned = { readonly namespace: string; version(): Promise<number | undefined> };

export type ServerPagesDeps = {
  entry: ServerEntry;
  template: PageTemplate;
  preloads: Preloads;
  /**
   * Every namespace a page may read: a page is reused while none of the namespaces its render
   * read has moved (a vote moves `comments`, not the shop's pages).
   */
  versions: readonly Versioned[];
  /** Public origin (PUBLIC_URL) without a trailing slash. */
  origin: string;
  /** The pictures' facts rendered into each page (its `<picture>`, size, preload); none without variants. */
  imageFacts?: PageImageFacts | undefined;
  /**
   * Renders (cache misses) per client address. A miss costs tens of milliseconds of CPU (React's
   * render), and anyone can make one per request (a made-up slug, a subscriber-token page):
   * past the budget the page is the plain index.html, rendered by the browser as before issue 19.
   */
  renderLimit?: RateLimit | undefined;
  /** What the render reads: the modules' answers, called directly (site-reads.ts). */
  reads: SiteReads;
  log: Logger;
};

type PageContext = {
  method: string;
  ip: string;
  path: string;
  url: string;
  status: number;
  body: unknown;
  get(field: string): string;
  set(field: string, value: string): void;
  res: { setHeader(name: string, value: string): unknown };
  acceptsEncodings(...encodings: string[]): string | false;
  redirect(url: string): void;
};

/**
 * The public pages rendered by React on the server (issue 19): each answer is index.html with the
 * page's head, content and data, kept per (theme, URL) while the answers' versions stand, and sent
 * compressed once. See README.md.
 */
export function serverPages(deps: ServerPagesDeps) {
  const cache = new PageCache();
  deps.entry.setReads(deps.reads);
  const namespaces = new Map(deps.versions.map((versioned) => [versioned.namespace, versioned]));
  const everyNamespace = [...namespaces.keys()].sort();

  /** The versions of `names` now, joined; undefined while Redis cannot answer one of them. */
  const versionsOf = async (names: readonly string[]): Promise<string | undefined> => {
    const versions = await Promise.all(names.map((name) => namespaces.get(name)?.version()));
    // While Redis cannot answer, nothing says a kept page is current: render each time.
    return versions.every((version) => version !== undefined) ? versions.join('.') : undefined;
  };

  /** The page for a URL, rendered; undefined for a page the browser renders (the back office). */
  const renderPage = async (
    url: string,
    theme: ReturnType<ServerEntry['themeOf']>,
  ): Promise<Omit<KeptPage, 'namespaces' | 'versions'> | undefined> => {
    const rendered = await deps.entry.render({
      url,
      origin: deps.origin,
      theme,
      ...(deps.imageFacts && { imageFacts: deps.imageFacts }),
    });
    if (rendered.kind === 'client') return undefined;
    if (rendered.kind === 'redirect')
      return { answer: { status: rendered.status, location: rendered.location }, shareable: true };
    if (!rendered.cacheable)
      deps.log.warn({ url }, 'a read failed during the server render; the page is not kept');
    const html = deps.template.compose({
      fragment: rendered.html,
      state: rendered.state,
      theme,
      preloads: deps.preloads.tags(rendered.islands),
    });
    // A page showing a passing failure is sent but never kept.
    return {
      answer: { status: rendered.status, html: CachedAnswer.text(html) },
      shareable: rendered.cacheable,
    };
  };

  /**
   * Renders a page, recording the namespaces it read. It is kept against their versions read
   * before the render (`before`, every namespace's): a change committed meanwhile moves one, and
   * the next request renders again.
   */
  const render = async (
    url: string,
    theme: ReturnType<ServerEntry['themeOf']>,
    before: ReadonlyMap<string, number | undefined>,
  ): Promise<KeptPage | undefined> => {
    const { result, reads } = await recordReads(() => renderPage(url, theme));
    if (!result) return undefined;
    const read =
      reads.everything || [...reads.namespaces].some((name) => !namespaces.has(name))
        ? everyNamespace
        : [...reads.namespaces].sort();
    const versions = read.map((name) => before.get(name));
    const current = versions.every((version) => version !== undefined);
    return { ...result, namespaces: read, versions: current ? versions.join('.') : '' };
  };

  const withinRenderBudget = async (ip: string): Promise<boolean> => {
    try {
      await deps.renderLimit?.consume(ip);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  };

  /** Renders in progress per (key, versions): the requests that arrive meanwhile share them. */
  const rendering = new Map<string, Promise<KeptPage | undefined>>();
  const startRender = (
    url: string,
    theme: ReturnType<ServerEntry['themeOf']>,
    before: ReadonlyMap<string, number | undefined>,
    flightKey: string | undefined,
  ): Promise<KeptPage | undefined> => {
    const flight = render(url, theme, before);
    if (flightKey !== undefined) {
      rendering.set(flightKey, flight);
      // Each waiter handles a failure itself; this branch only forgets the flight.
      flight.then(
        () => rendering.delete(flightKey),
        () => rendering.delete(flightKey),
      );
    }
    return flight;
  };

  /** The kept page for `key` if none of the namespaces it read has moved since. */
  const keptPage = async (key: string): Promise<KeptPage | undefined> => {
    const kept = cache.get(key);
    if (!kept) return undefined;
    const now = await versionsOf(kept.namespaces);
    return now !== undefined && now === kept.versions ? kept : undefined;
  };

  /** Answers a page request; false leaves it to the plain index.html (the back office). */
  return async function answer(ctx: PageContext): Promise<boolean> {
    if (ctx.path === '/admin' || ctx.path.startsWith('/admin/')) return false;
    const cookies = ctx.get('Cookie') || undefined;
    const theme = deps.entry.themeOf(cookies);
    // Kept under its path, the query parameters and the cookie its route reads; a personal page never.
    const page = deps.entry.pageUrl(ctx.url, cookies);
    const key = `${theme ?? '-'} ${page.url}`;
    let entry = page.keep ? await keptPage(key) : undefined;
    if (!entry) {
      const read = await Promise.all(everyNamespace.map((name) => namespaces.get(name)?.version()));
      const before = new Map(everyNamespace.map((name, index) => [name, read[index]]));
      const all = read.every((version) => version !== undefined) ? read.join('.') : undefined;
      // A burst on a page that just changed (a shared post) waits for one render, not one each.
      const flightKey = page.keep && all !== undefined ? `${key}@${all}` : undefined;
      let flight = flightKey === undefined ? undefined : rendering.get(flightKey);
      if (!flight) {
        if (!(await withinRenderBudget(ctx.ip))) return false;
        flight =
          (flightKey === undefined ? undefined : rendering.get(flightKey)) ??
          startRender(page.url, theme, before, flightKey);
      }
      try {
        entry = await flight;
      } catch (error) {
        // The page still works: the browser renders it, as before server rendering.
        deps.log.error({ err: error, url: ctx.url }, 'server render failed; sending the unrendered page');
        return false;
      }
      if (!entry) return false;
      if (page.keep && entry.shareable && all !== undefined) cache.set(key, entry);
    }
    send(
      ctx,
      entry,
      !page.keep
        ? PERSONAL_PAGE_HEADERS
        : !entry.shareable
          ? FAILED_PAGE_HEADERS
          : page.shared === false
            ? OWN_PAGE_HEADERS
            : PAGE_HEADERS,
    );
    return true;
  };
}

/**
 * Every public page's caching headers (shared caches keep it briefly, browsers revalidate). The
 * theme cookie chooses the page's class and the toggle's state, which hydration reads from the
 * same cookie, so a cache must key on it: Vary: Cookie. The site's other cookies are scoped to
 * paths no page has (the download, the queue dashboard), so visitors fall in three variants (no
 * theme, light, dark), not one per visitor. See infra/README.md, "Running on several machines".
 */
const PAGE_HEADERS: HeaderList = headerList({
  'Cache-Control': PUBLIC_CACHE_CONTROL,
  Vary: 'Accept-Encoding, Cookie',
});
/** A page showing a passing failure (a read failed): public, but asked again by every cache. */
const FAILED_PAGE_HEADERS: HeaderList = headerList({
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding, Cookie',
});
/**
 * A page made from a cookie of the visitor's own besides the theme (the checkout's cart): the
 * server keeps it per cookie value, the browser revalidates it (ETag), no shared cache keeps it.
 */
const OWN_PAGE_HEADERS: HeaderList = headerList({
  'Cache-Control': 'private, no-cache',
  Vary: 'Accept-Encoding, Cookie',
});
/** A page for one visitor (a payment's, a subscriber's): no shared or browser cache keeps it. */
const PERSONAL_PAGE_HEADERS: HeaderList = headerList({
  'Cache-Control': PRIVATE_CACHE_CONTROL,
  Vary: 'Accept-Encoding, Cookie',
});

// Plain header writes, as the cached JSON answers (replies.ts): Koa's `set` checks and converts
// what is constant here, on the busiest path of the pages (a cache hit).
function send(ctx: PageContext, page: KeptPage, headers: HeaderList): void {
  const { answer } = page;
  const { res } = ctx;
  setHeaders(ctx, headers);
  if (answer.html === undefined) {
    ctx.status = answer.status;
    ctx.redirect(answer.location);
    return;
  }
  const { html } = answer;
  res.setHeader('ETag', html.etag);
  const known = ctx.get('If-None-Match');
  if (answer.status === 200 && matchesEtag(known, html.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = answer.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const encoding = preferredEncoding(ctx);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  ctx.body = encoding ? html.encoded(encoding) : html.body;
}
