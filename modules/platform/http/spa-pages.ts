import { compressText, type Encoding } from '../cache/index.ts';
import { preferredEncoding } from './replies.ts';

/**
 * Server-rendered heads for SPA routes that must share well (a blog post's title, description,
 * Open Graph tags, JSON-LD). A page answers for paths it knows; the SPA still renders the body.
 */
export type SpaPageAnswer =
  | { status: number; title?: string; head?: string; redirect?: undefined }
  | { status: 301 | 302 | 308; redirect: string };

/**
 * A page of the web app with a server-rendered head. `paths` are its routes in the one router
 * (`/blog/:slug`); `match` answers for a path the route took, or undefined to leave the path to
 * the plain app.
 */
export type SpaPage = { paths: readonly string[]; match(path: string): Promise<SpaPageAnswer | undefined> };

/** The first page's answer for `path`, if any claims it. */
export async function matchPage(pages: readonly SpaPage[], path: string): Promise<SpaPageAnswer | undefined> {
  for (const page of pages) {
    const answer = await page.match(path);
    if (answer) return answer;
  }
  return undefined;
}

type PageContext = {
  path: string;
  status: number;
  type: string;
  body: unknown;
  get(field: string): string;
  set(field: string, value: string): void;
  acceptsEncodings(...encodings: string[]): string | false;
  redirect(url: string): void;
};

// Pages hand back the same answer object until their content changes: render (and compress)
// each once.
type Rendered = { html: string; br?: Buffer; gzip?: Buffer };
const rendered = new WeakMap<SpaPageAnswer, Rendered>();

/** Answers the request if a page claims its path (true), writing the head into index.html. */
export async function answerPage(
  ctx: PageContext,
  pages: readonly SpaPage[],
  indexHtml: string,
): Promise<boolean> {
  const page = await matchPage(pages, ctx.path);
  if (!page) return false;
  if (page.redirect !== undefined) {
    ctx.status = page.status;
    ctx.redirect(page.redirect);
    return true;
  }
  let html = rendered.get(page);
  if (html === undefined) {
    html = { html: renderHead(indexHtml, page) };
    rendered.set(page, html);
  }
  ctx.status = page.status;
  ctx.set('Cache-Control', 'no-cache, no-store, must-revalidate');
  ctx.set('Vary', 'Accept-Encoding');
  ctx.set('Content-Type', 'text/html; charset=utf-8');
  // Compressed like the plain index.html (which the build precompresses), once per page.
  const encoding = preferredEncoding(ctx);
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = encoding ? encodedHtml(html, encoding) : html.html;
  return true;
}

function encodedHtml(page: Rendered, encoding: Encoding): Buffer {
  page[encoding] ??= compressText(page.html, encoding);
  return page[encoding];
}

const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>[ \t]*\n?/gi;

/**
 * index.html with the page's `<title>` in place of the default one and its tags before `</head>`;
 * a head with its own description drops index.html's generic one (one description a page).
 */
export function renderHead(html: string, answer: { title?: string; head?: string }): string {
  let out = html;
  if (answer.head && new RegExp(DESCRIPTION.source, 'i').test(answer.head))
    out = out.replace(DESCRIPTION, '');
  if (answer.title !== undefined) {
    const title = `<title>${escapeHtml(answer.title)}</title>`;
    out = /<title>[\s\S]*?<\/title>/i.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title) : out;
  }
  if (answer.head) {
    const at = out.search(/<\/head>/i);
    if (at >= 0) out = `${out.slice(0, at)}${answer.head}\n${out.slice(at)}`;
  }
  return out;
}

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
