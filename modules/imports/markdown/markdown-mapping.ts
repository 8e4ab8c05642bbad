import path from 'node:path';
import type { ImportedPost } from '../../blog/index.ts';
import { ImportFormatError } from '../engine/import-source.ts';
import type { FrontMatterFile } from './front-matter.ts';

/** Jekyll's post file name: `2008-12-03-my-post.md` (it accepts 2-4 digit years, 1-2 digit days). */
const DATED_NAME = /^(\d{2,4})-(\d{1,2})-(\d{1,2})-(.+)$/;

/** A Markdown file as the mapping sees it. */
export type MarkdownPostInput = {
  /** Its path in the folder (`_posts/2008-12-03-hello.md`, `content/post/x/index.md`). */
  file: string;
  matter: FrontMatterFile;
  /** In Jekyll's `_drafts`: a draft whatever its front matter says. */
  inDrafts: boolean;
  /** Categories from folders above Jekyll's `_posts` (`es/_posts/x.md` → `es`). */
  folderCategories: string[];
  /** The file's modification time: the date of a post that names none. */
  modifiedAt: Date;
};

/** The blog's fields of a Markdown post, and its featured image as written (`image`, `cover` …). */
export type MappedMarkdownPost = Omit<ImportedPost, 'featuredImage' | 'html'> & {
  featuredImage: string | null;
  /** `slug` of the front matter, else the file's name without date prefix (or its folder's for `index.md`). */
  nameSlug: string;
  /** Every category, in order (Jekyll's permalink uses them all; the blog keeps the first). */
  categories: string[];
  date: Date;
};

/** Maps a file's front matter to this blog's fields (the body is rendered apart). */
export function mapMarkdownPost(input: MarkdownPostInput): MappedMarkdownPost {
  const { data } = input.matter;
  const name = fileName(input.file);
  const dated = DATED_NAME.exec(name);
  const nameSlug = text(data.slug) || (dated?.[4] ?? name);
  const date =
    dateField(input, 'date') ??
    dateField(input, 'publishDate') ??
    (dated ? utcDate(`${dated[1]}-${dated[2]}-${dated[3]}`) : null) ??
    input.modifiedAt;
  const draft = input.inDrafts || data.draft === true || data.published === false;
  const categories = unique([...input.folderCategories, ...list(data.categories), ...list(data.category)]);
  return {
    title: text(data.title) || titleFromSlug(nameSlug),
    slug: nameSlug,
    excerpt: text(data.description) || text(data.excerpt) || text(data.summary) || null,
    status: draft ? 'draft' : 'published',
    publishedAt: draft ? null : date,
    category: categories[0] ?? '',
    categories,
    tags: unique([...list(data.tags), ...list(data.tag)])
      .map((tag) => tag.slice(0, 50))
      .slice(0, 30),
    authorName: authorOf(data.author) || authorOf(data.authors),
    featuredImage: imageOf(data),
    nameSlug,
    date,
    createdAt: date,
  };
}

/** The file's name without extension; a page bundle's `index.md` is named by its folder. */
function fileName(file: string): string {
  const base = path.posix.basename(file).replace(/\.[^.]+$/, '');
  return base === 'index' ? path.posix.basename(path.posix.dirname(file)) : base;
}

/** Jekyll's title of a post without one: its slug, each word capitalised. */
const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** A list field: an array, or Jekyll's space-separated string (`tags: ruby jekyll`). */
function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return text(value).split(/\s+/).filter(Boolean);
}

const unique = (values: string[]) => [...new Set(values)];

/** `author: Jane`, `author: { name: Jane }`, `authors: [Jane, Joe]` (the first). */
function authorOf(value: unknown): string {
  if (Array.isArray(value)) return authorOf(value[0]);
  if (value && typeof value === 'object' && 'name' in value) return text(value.name);
  return text(value);
}

/**
 * The featured image: `image` (also jekyll-seo-tag's `image: { path }`), `featured_image`
 * (Ananke), `featuredImage`, `cover` (`cover: { image }`, PaperMod), or Hugo's `images[0]`.
 */
function imageOf(data: Record<string, unknown>): string | null {
  for (const value of [data.image, data.featured_image, data.featuredImage, data.cover, data.images]) {
    const found = Array.isArray(value) ? text(value[0]) : imagePath(value);
    if (found) return found;
  }
  return null;
}

function imagePath(value: unknown): string {
  if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    return text(fields.path) || text(fields.image) || text(fields.src);
  }
  return text(value);
}

/** A date field: YAML/TOML dates, or text as Jekyll writes it (`2008-12-03 14:33:00 -0800`). */
function dateField(input: MarkdownPostInput, key: string): Date | null {
  const value = input.matter.data[key];
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? utcDate(value) : null;
  if (date && !Number.isNaN(date.getTime())) return date;
  const line = input.matter.lines.findIndex((row) => new RegExp(`^\\s*"?${key}"?\\s*[:=]`).test(row));
  const where = line >= 0 ? `${input.file}, line ${line + 1}` : input.file;
  throw new ImportFormatError(`${input.file}: '${key}' is not a date: ${String(value)}`, where);
}

/** `YYYY-MM-DD[ HH:MM[:SS[.fff]]][ ±HH[:]MM|Z]`; without an offset it is UTC. */
export function utcDate(value: string): Date | null {
  const match =
    /^(\d{2,4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      value.trim(),
    );
  if (!match) return null;
  const pad = (part: string | undefined, size = 2) => (part ?? '0').padStart(size, '0');
  const offset = match[8] ? match[8].toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  const iso = `${pad(match[1], 4)}-${pad(match[2])}-${pad(match[3])}T${pad(match[4])}:${pad(match[5])}:${pad(match[6])}${match[7] ?? ''}${offset}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
