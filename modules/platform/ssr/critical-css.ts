import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import beastiesModule from 'beasties';
import type { Logger } from '../logging/index.ts';

/** Turns a rendered page into one that paints from inline CSS: see CRITICAL-CSS.md beside this file. */
export type CriticalCss = (html: string) => Promise<string>;

/**
 * `.dark :focus-visible` and its like name the theme class on an ancestor: Beasties keeps a rule only
 * when its selector (pseudo-classes stripped) matches the page, and a page rendered light has no
 * `.dark` until index.html's inline script adds it before first paint. The `dark:` utilities need no
 * help: their `:where(.dark, .dark *)` is a pseudo-class, stripped, so they are kept wherever their
 * element is.
 */
const DARK_ANCESTOR = /^\.dark[\s>+~]/;

/**
 * The package ships CommonJS-shaped types (its package.json has no `"type": "module"`), so TypeScript
 * sees the default import as the module object; Node loads its ESM build, whose default is the class.
 */
const Beasties = beastiesModule as unknown as typeof beastiesModule.default;

/** Beasties marks the elements it matched against; the browser's DOM must equal React's. */
const CONTAINER_MARK = / data-beasties-container(?:="")?/g;

/** A `<link rel="stylesheet">`, whatever its attributes' order. */
const LINKED_STYLESHEET = /<link\s[^>]*rel=["']?stylesheet["'\s>]/i;

/**
 * The full stylesheet's preload, as Beasties writes it. The first screen paints from the inline rules,
 * so the rest is fetched at low priority: behind the scripts and the LCP picture rather than at the
 * top priority a preloaded stylesheet gets (which Lighthouse's simulation also counts as blocking
 * the first paint when it arrives before it: FCP 2.3-2.6 s on the product and category pages).
 */
const STYLE_PRELOAD = /<link rel="preload"[^>]* as="style"(?=>)/g;

/**
 * The full stylesheet Beasties links at the end of the body. There it still blocks the parser until
 * it arrives, and with it the first paint and the page's scripts (on a fast link Chromium paints only
 * after both, and Lighthouse then counts the scripts as blocking the first paint: FCP 2.1-2.5 s). So it
 * is linked only for a visitor without JavaScript (`<noscript>`); with JavaScript, the entry applies
 * the head's preload (web/src/ssr/deferred-stylesheets.ts). Neither needs an inline script or handler.
 */
const BODY_STYLESHEET = /(<link rel="stylesheet"[^>]*>)(\s*<\/body>)/;

/** A class attribute as React writes it (always double-quoted). */
const CLASS_ATTRIBUTE = /\sclass="[^"]*"/g;

/**
 * React writes `&` in a class as `&amp;` (`[&amp;_svg]:size-4`); Beasties matches selectors against
 * the attribute as written, not decoded, so every arbitrary variant naming `&` (`[&_svg]:size-4`,
 * the icons' size) would be left out and the icons would jump when the stylesheet arrives. An `&`
 * followed by neither a letter, a digit nor `#` starts no character reference, so the browser reads
 * the plain `&` as the same attribute value.
 */
const withPlainAmpersands = (html: string) =>
  html.replace(CLASS_ATTRIBUTE, (attribute) => attribute.replace(/&amp;(?![A-Za-z0-9#])/g, '&'));

/**
 * Beasties reads the stylesheet from disk on every page; the build's files are hashed and never
 * change under a running process, so each is read once.
 */
class CachedBeasties extends Beasties {
  readonly #files = new Map<string, Promise<string>>();

  override readFile(filename: string): Promise<string> {
    let text = this.#files.get(filename);
    if (!text) {
      text = readFile(filename, 'utf8');
      // A failed read is not remembered: the next page tries again (and Beasties leaves this one linked).
      text.catch(() => this.#files.delete(filename));
      this.#files.set(filename, text);
    }
    return text;
  }
}

/**
 * Inlines, in a `<style>` in the head, every rule of the page's linked stylesheets that matches an
 * element of the page (at any width: media queries are kept whole, hover and focus rules too), and
 * makes the full stylesheet stop blocking paint: a `<link rel="preload" as="style">` where the link
 * was, so it downloads at once, and the stylesheet itself at the end of `<body>`, where it blocks
 * nothing already parsed. No script and no event handler is involved, so it passes the CSP
 * (`script-src 'self'` plus index.html's hashes) and works with JavaScript off.
 *
 * Runs on a whole document (it cannot stream): the SSR host calls it once per rendered page version,
 * on a cache miss, and caches what it returns.
 */
export function createCriticalCss(options: { distDir: string; logger?: Logger }): CriticalCss {
  const { logger } = options;
  const beasties = new CachedBeasties({
    path: resolve(options.distDir),
    publicPath: '/',
    // No `preload`: Beasties' default strategy, preload in the head and stylesheet at the end of the
    // body. Every named one needs an inline onload handler ('media', 'swap', 'swap-high', 'swap-low')
    // or an inline script ('js', 'js-lazy', 'media-script'), and 'body' alone starts the download late.
    // Leave the page's own <style> elements (React's, a component's) as they are.
    reduceInlineStyles: false,
    // Never rewrite the build's files: the full stylesheet is still what the body link loads.
    pruneSource: false,
    // The site loads no web font (system stack, no @font-face); nothing to preload or inline.
    fonts: false,
    keyframes: 'critical',
    allowRules: [DARK_ANCESTOR],
    logger: {
      warn: (message: string) => logger?.warn({ message }, 'critical css'),
      error: (message: string) => logger?.error({ message }, 'critical css'),
    },
  });
  return async (html) => {
    // Nothing to inline: the page stays byte for byte as React and the template wrote it, and
    // Beasties' parse and re-serialisation are saved.
    if (!LINKED_STYLESHEET.test(html)) return html;
    const processed = await beasties.process(withPlainAmpersands(html));
    return processed
      .replace(CONTAINER_MARK, '')
      .replace(STYLE_PRELOAD, '$& fetchpriority="low"')
      .replace(BODY_STYLESHEET, '<noscript>$1</noscript>$2');
  };
}
