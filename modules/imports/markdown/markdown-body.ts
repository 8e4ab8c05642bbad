import path from 'node:path';
import { Marked } from 'marked';

// One renderer for every import: GitHub-flavoured Markdown as Jekyll (kramdown GFM), Hugo
// (goldmark) and Eleventy (markdown-it) mostly agree on; raw HTML passes to the sanitiser.
const marked = new Marked({ gfm: true });

/** Jekyll's `{{ site.baseurl }}` / `{{ site.url }}` before a path: the old site's own root. */
const SITE_ROOT = /\{\{-?\s*site\.(?:url|baseurl)\s*-?\}\}/g;

/**
 * The body as HTML (GFM), every relative `<img src>` made a path of the old site: resolved
 * against the file's own folder (`dir`, below the content root), as the author previewed it.
 */
export function renderMarkdown(markdown: string, dir: string): string {
  const html = marked.parse(markdown.replace(SITE_ROOT, ''), { async: false });
  return html.replace(/(<img\b[^>]*?\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi, (whole, head: string, a, b) => {
    const src = String(a ?? b ?? '');
    const resolved = sitePath(src, dir);
    return resolved === src ? whole : `${head}"${resolved.replace(/"/g, '&quot;')}"`;
  });
}

/**
 * A URL as written in a post (`../images/a.png`, `/assets/b.png`, `https://…`) as the old
 * site's path (`/images/a.png`), or unchanged when it has a scheme, a host or is a fragment.
 */
export function sitePath(url: string, dir: string): string {
  const value = url.trim();
  if (!value || /^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(value)) return url;
  if (value.startsWith('/')) return value;
  // An absolute path's `..` stops at the root, as a browser's resolution does.
  return path.posix.normalize(`/${dir}/${value}`);
}
