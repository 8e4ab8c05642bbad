import type { PagePreloads } from './preloads.ts';
import type { Theme } from './server-entry.ts';

/** The marker each head tag moved out of the render carries: the client entry removes them. */
export const SSR_HEAD_ATTRIBUTE = 'data-ssr-head';

const ROOT = /<div id="root"><\/div>/;
/**
 * index.html's notice for a browser without JavaScript ("This site needs JavaScript to run."):
 * true of the back office and of a page the server could not render, false of a rendered one.
 */
const NO_SCRIPT_NOTICE = /<noscript>[^<]*<\/noscript>\s*$/;
/**
 * The app's entry. A rendered page reads without it, so on a slow link it must not take the
 * bandwidth the HTML and the first screen's picture need, nor be counted by Lighthouse in the
 * largest paint (2.2-2.9 s on a post or a product page on this project's VM; 1.4-1.7 s with the
 * scripts held back). A rendered page holds it, with the module preloads, in an inert
 * `<template id="app-modules">`, which index.html's inline script puts into the head once the
 * first screen is painted or the visitor presses, taps or types.
 */
const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/;
/** The held-back scripts' template; index.html's inline script looks for this id. */
const APP_MODULES_ID = 'app-modules';
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
    head.push(match[0].trim().replace(/^<(title|meta|link)\b/i, `<$1 ${SSR_HEAD_ATTRIBUTE}=""`));
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
  /** The page's own chunks: stylesheet links, and module preloads held back with the entry. */
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
  readonly #entry: string;

  constructor(indexHtml: string) {
    this.#entry = MODULE_SCRIPT.exec(indexHtml)?.[0].trim() ?? '';
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
    if (head.some((tag) => DESCRIPTION.test(tag.replace(` ${SSR_HEAD_ATTRIBUTE}=""`, ''))))
      before = before.replace(DESCRIPTION, '');
    if (theme) {
      before = before.replace(
        /<html\b([^>]*)>/i,
        `<html$1 class="${theme === 'dark' ? 'dark' : ''}" style="color-scheme:${theme}">`,
      );
    }
    const held = `${preloads.modules}${this.#entry}`;
    const tags = [
      ...head,
      preloads.styles,
      held ? `<template id="${APP_MODULES_ID}">${held}</template>` : '',
    ].join('');
    const at = before.search(/<\/head>/i);
    if (tags && at >= 0) before = `${before.slice(0, at)}${tags}\n${before.slice(at)}`;
    return `${before}<div id="root">${body}</div><script type="application/json" id="ssr-state">${state}</script>${this.#after}`;
  }
}
