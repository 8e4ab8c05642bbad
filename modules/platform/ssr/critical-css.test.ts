import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../http/spa.ts';
import { createCriticalCss } from './critical-css.ts';

// A post page as the site renders it (header, title, opening paragraph), linking a stylesheet cut from
// the real Tailwind build: its rules for this page plus a dialog's and an admin table's it does not use.
const FIXTURES = fileURLToPath(new URL('./critical-css.fixtures', import.meta.url));
const PAGE = readFileSync(join(FIXTURES, 'page.html'), 'utf8');
const critical = createCriticalCss({ distDir: FIXTURES });

const inlined = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('createCriticalCss', () => {
  it("inlines the rules the page's elements use, at every width and state, and none of the others", async () => {
    const styles = inlined(await critical(PAGE));
    expect(styles).toHaveLength(1);
    const css = styles[0] ?? '';
    expect(css).toContain('.sticky{position:sticky}');
    expect(css).toContain('@media (width >= 40rem) {.sm\\:px-6{padding-inline:calc(var(--spacing) * 6)}');
    expect(css).toContain('@media (width >= 48rem) {.md\\:block{display:block}.md\\:hidden{display:none}}');
    expect(css).toContain(
      '@media (hover: hover) {.hover\\:bg-zinc-900\\/5:hover{background-color:#18181b0d}',
    );
    expect(css).toContain('.blog-content a{');
    // The dialog's and the admin table's rules wait for the full stylesheet.
    expect(css).not.toContain('.text-rose-600');
    expect(css).not.toContain('.fixed{');
    expect(css).not.toContain('.inset-0');
  });

  it("keeps the dark theme's rules in a page rendered light, which the inline script may turn dark before paint", async () => {
    expect(PAGE).toContain('<html lang="en">');
    const css = inlined(await critical(PAGE))[0] ?? '';
    expect(css).toContain(
      'body:where(.dark, .dark *){background-color:var(--color-zinc-950);color:var(--color-zinc-100)}',
    );
    expect(css).toContain('.dark\\:bg-zinc-950\\/70:where(.dark, .dark *){background-color:#09090bb3}');
    expect(css).toContain('.dark\\:text-white:where(.dark, .dark *){color:var(--color-white)}');
    expect(css).toContain('.dark :focus-visible{outline-color:var(--color-indigo-400)}');
    // ...and only for the page's elements: the admin table's dark colour is not among them.
    expect(css).not.toContain('.dark\\:text-rose-400');
  });

  it('preloads the full stylesheet in the head and applies it at the end of the body, so it blocks no paint', async () => {
    const html = await critical(PAGE);
    expect(head(html)).toContain(
      '<link rel="preload" crossorigin href="/assets/site.css" as="style" fetchpriority="low">',
    );
    expect(head(html)).not.toContain('rel="stylesheet"');
    // A plain stylesheet link, no media switch: a visitor without JavaScript gets every rule too.
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/site.css"></noscript></body>',
    );
    expect(html).not.toContain('media="print"');
  });

  it("passes the CSP: no event handler attribute, no script but the page's own", async () => {
    const html = await critical(PAGE);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(PAGE));
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it("leaves the rest of the page as React wrote it (hydration compares it): markers, state, no Beasties' marks", async () => {
    const html = await critical(PAGE);
    expect(html).not.toContain('data-beasties');
    expect(html).toContain('connection.<!-- --> Here is what');
    expect(html).toContain(
      '<script>window.__QUERY_STATE__={"post":{"title":"A \\u003cb\\u003e &amp; c"}}</script>',
    );
    const withoutCss = (page: string) =>
      page
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replace(/<link[^>]*site\.css"[^>]*>/g, '')
        .replace('<noscript></noscript>', '')
        .replace(/ \/>/g, '>');
    expect(withoutCss(html)).toBe(withoutCss(PAGE));
  });

  it('answers the same for the same page, every time', async () => {
    expect(await critical(PAGE)).toBe(await critical(PAGE));
  });
});

describe('createCriticalCss without the stylesheet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves a page that links no stylesheet byte for byte as it was', async () => {
    const bare = PAGE.replace(/<link[^>]*site\.css"[^>]*>/g, '').replace('<p>', '<p data-mark="">');
    expect(bare).not.toContain('rel="stylesheet"');
    expect(await critical(bare)).toBe(bare);
  });

  it('leaves the page linked as it was when the build has no such file', async () => {
    writeFileSync(join(dir, 'page.html'), PAGE);
    const html = await createCriticalCss({ distDir: dir })(PAGE);
    expect(inlined(html)).toEqual([]);
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/site.css">');
  });
});

describe('createCriticalCss and the class names React escapes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps an arbitrary variant naming `&` (an icon's size), which React writes as `&amp;`", async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'assets', 'icons.css'),
      '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.\\[\\&_svg\\]\\:size-5 svg{width:1.25rem}',
    );
    const page =
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/icons.css"></head>' +
      '<body><span class="gap-1 [&amp;_svg]:size-4"><svg></svg></span></body></html>';
    const html = await createCriticalCss({ distDir: dir })(page);
    expect(inlined(html)).toEqual(['.\\[\\&_svg\\]\\:size-4 svg{width:1rem}']);
    // The same attribute value for the browser: `&_` starts no character reference.
    expect(html).toContain('<span class="gap-1 [&_svg]:size-4">');
  });
});
