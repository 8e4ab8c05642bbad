import path from 'node:path';
import type { MappedMarkdownPost } from './markdown-mapping.ts';

/** Which generator made the folder: it decides which files are posts and their old addresses. */
export type SiteKind = 'jekyll' | 'hugo' | 'markdown';

/** Jekyll's named permalink styles (its documentation's "Built-in formats"). */
const JEKYLL_STYLES: Record<string, string> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

export type OldPathInput = {
  site: SiteKind;
  /** The file's path below the content root (Hugo's `content/`, else the folder itself). */
  file: string;
  data: Record<string, unknown>;
  post: MappedMarkdownPost;
  /** Jekyll's `permalink` of `_config.yml`, or undefined for its default (`date`). */
  jekyllPermalink?: string;
};

/**
 * The addresses the post had on the old site, each without trailing slash: its `permalink`
 * (Jekyll, Eleventy) or `url` (Hugo) when set, else the generator's default address (Jekyll's
 * `_config.yml` permalink, by default `/:categories/:year/:month/:day/:title.html`; Hugo's
 * `/<section>/<file name>`; Eleventy's `/<folder>/<file name>`); then Hugo's `aliases` and
 * jekyll-redirect-from's `redirect_from` (a relative one is below the page's folder). A draft
 * has none.
 */
export function oldPathsOf(input: OldPathInput): string[] {
  const { data, site } = input;
  // A draft was never built, so it had no address.
  if (input.post.status === 'draft') return [];
  const own = templated(data.permalink) ?? (site === 'hugo' ? templated(data.url) : undefined);
  const paths: (string | undefined)[] = [];
  if (own !== undefined) paths.push(site === 'jekyll' ? jekyllPath(own, input) : own);
  else if (site === 'jekyll') paths.push(jekyllPath(input.jekyllPermalink ?? 'date', input));
  else paths.push(defaultPath(input));
  // Hugo's `aliases`; jekyll-redirect-from's `redirect_from` (what its plugin answered).
  const aliases = [data.aliases, data.redirect_from].flatMap((value) =>
    Array.isArray(value) ? value : [value],
  );
  const section = path.posix.dirname(bundleFile(input.file));
  for (const alias of aliases) {
    const text = templated(alias);
    if (text !== undefined) paths.push(/^(\/|https?:\/\/)/i.test(text) ? text : `/${section}/${text}`);
  }
  const clean = paths.map((value) => (value === undefined ? undefined : oldPath(value)));
  return [...new Set(clean.filter((value): value is string => value !== undefined))];
}

/** A string that is an address, not a template (Eleventy's `{{ page.fileSlug }}`) nor `false`. */
function templated(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim() || /\{[{%]/.test(value)) return undefined;
  return value.trim();
}

/** `content/post/x/index.md` is the page `content/post/x.md` (a page bundle). */
const bundleFile = (file: string) =>
  path.posix.basename(file).replace(/\.[^.]+$/, '') === 'index' ? `${path.posix.dirname(file)}.md` : file;

/** Hugo and Eleventy serve a page at its file's path; Hugo's `slug` replaces the name. */
function defaultPath(input: OldPathInput): string {
  const file = bundleFile(input.file);
  const name = input.site === 'hugo' && typeof input.data.slug === 'string' ? input.data.slug : undefined;
  return `/${path.posix.dirname(file)}/${name ?? path.posix.basename(file).replace(/\.[^.]+$/, '')}`;
}

/** Jekyll's placeholders (`:year`, `:title` …) filled in, the result escaped as Jekyll does. */
function jekyllPath(pattern: string, input: OldPathInput): string {
  const { post } = input;
  const date = post.date;
  const two = (value: number) => String(value).padStart(2, '0');
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const values: Record<string, string> = {
    year: String(date.getUTCFullYear()),
    short_year: String(date.getUTCFullYear()).slice(-2),
    month: two(date.getUTCMonth() + 1),
    i_month: String(date.getUTCMonth() + 1),
    day: two(date.getUTCDate()),
    i_day: String(date.getUTCDate()),
    y_day: String(Math.floor((date.getTime() - yearStart) / 86_400_000) + 1).padStart(3, '0'),
    hour: two(date.getUTCHours()),
    minute: two(date.getUTCMinutes()),
    second: two(date.getUTCSeconds()),
    title: post.nameSlug.replace(/[^\p{L}\p{N}._~!$&'()+,;=@]+/gu, '-').replace(/^-+|-+$/g, ''),
    slug: post.nameSlug
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
    name: post.nameSlug,
    categories: [...new Set(post.categories.map((category) => category.toLowerCase()))].join('/'),
    output_ext: '.html',
  };
  const filled = (JEKYLL_STYLES[pattern] ?? pattern)
    .replace(/%2e/gi, '.')
    .replace(
      /:(short_year|i_month|i_day|y_day|output_ext|categories|year|month|day|hour|minute|second|title|slug|name)/g,
      (_, key: string) => values[key] ?? '',
    );
  return filled.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/gu, (char) => encodeURIComponent(char));
}

/** An address of the old site as a path: leading `/`, no `//`, `.` or `..`, no trailing `/`. */
export function oldPath(value: string): string | undefined {
  let address = value.trim();
  if (/^https?:\/\//i.test(address)) {
    if (!URL.canParse(address)) return undefined;
    address = new URL(address).pathname;
  }
  // An encoded dot is a dot to a browser: `/%2e%2e/x` is `/../x`, so `/x`.
  const normal = path.posix.normalize(`/${address.replace(/%2e/gi, '.')}`).replace(/\/+$/, '');
  return normal && normal !== '/' ? normal : undefined;
}
