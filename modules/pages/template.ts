import type { PagePreloads } from './preloads.ts';
import type { Theme } from './server-entry.ts';

const ROOT = /<div id="root"><\/div>/;
/**
 * index.html's notice for a browser without JavaScript ("This site needs JavaScript to run."):
 * true of the back office and of a page the server could not render, false of a rendered one.
 */
const NO_SCRIPT_NOTICE = /<noscript>[^<]*<\/noscript>\s*$/;
/**
 * The back office's app (index.html's entry). A rendered page runs its own small script instead
 * (web/src/boot.ts, in `preloads.modules`), which wakes the page's islands.
 */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][\s\S]*?>/i;
// What React 19 hoists out of a component tree: it writes them first, before the content.
const HOISTED = /^\s*(?:<title\b[^>]*>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/**
 * A render's hoisted tags (title, meta, link: React 19 puts them at the front of the output) apart
 * from the content, each marked for the client entry to remove before hydrating (React adds its own
 * copies then).
 */
export function splitHead(fragment: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = fragment;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0].trim());
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export type PageParts = {
  /** The render's output (hoisted head tags first, then #root's content). */
  fragment: string;
  /** The `ssr-state` script's JSON, already escaped. */
  state: string;
  /** From the `theme` cookie; unknown: index.html's inline script decides, as before. */
  theme?: Theme;
  /** The page's script with its module preloads, and stylesheet links. */
  preloads?: PagePreloads;
};

/**
 * The built index.html, cut once at #root: a page is index.html with the render's head tags in
 * <head> (in place of the default title and description when the page has its own), its content in
 * #root and its data beside it.
 */
export class PageTemplate {
  readonly #before: string;
  readonly #after: string;

  constructor(indexHtml: string) {
    const page = indexHtml.replace(MODULE_SCRIPT, '');
    const at = page.search(ROOT);
    if (at < 0) throw new Error('index.html has no <div id="root"></div>');
    // A rendered page reads without JavaScript (its forms carry their own notes).
    this.#before = page.slice(0, at).replace(NO_SCRIPT_NOTICE, '');
    this.#after = page.slice(at + '<div id="root"></div>'.length);
  }

  compose({ fragment, state, theme, preloads = { styles: '', modules: '' } }: PageParts): string {
    const { head, body } = splitHead(fragment);
    let before = this.#before;
    if (head.some((tag) => tag.startsWith('<title'))) before = before.replace(TITLE, '');
    if (head.some((tag) => DESCRIPTION.test(tag))) before = before.replace(DESCRIPTION, '');
    if (theme) {
      before = before.replace(
        /<html\b([^>]*)>/i,
        `<html$1 class="${theme === 'dark' ? 'dark' : ''}" style="color-scheme:${theme}">`,
      );
    }
    const tags = [...head, preloads.styles, preloads.modules].join('');
    const at = before.search(/<\/head>/i);
    if (tags && at >= 0) before = `${before.slice(0, at)}${tags}\n${before.slice(at)}`;
    return `${before}<div id="root">${body}</div><script type="application/json" id="ssr-state">${state}</script>${this.#after}`;
  }
}
