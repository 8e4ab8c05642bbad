import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImportFormatError } from '../engine/import-source.ts';
import type { SiteKind } from './old-paths.ts';

/** At most this many files and folders are walked (a folder import pointed at `/` stops here). */
export const MAX_ENTRIES = 20_000;
const MARKDOWN = /\.(md|markdown|mkdown|mkdn|mkd|mdown)$/i;
/** Folders that are never content: build output, dependencies, themes, Jekyll's templates. */
const NOT_CONTENT = new Set(['node_modules', '_site', 'vendor', '_layouts', '_includes', '_sass', '_data']);
const ROOT_NOT_CONTENT = new Set(['public', 'resources', 'themes', 'archetypes', 'layouts', 'static']);
/** Jekyll publishes a file of `_posts` only when its name is dated (`2008-12-03-title.md`). */
const DATED = /^\d{2,4}-\d{1,2}-\d{1,2}-.+\.[^.]+$/;
const HUGO_CONFIG = /^(hugo|config)\.(toml|ya?ml|json)$/;

/** What the folder is: its generator, and where its pages are. */
export type SiteLayout = {
  kind: SiteKind;
  /** Where the pages' addresses start: `content` for Hugo, else '' (the folder itself). */
  contentRoot: string;
  /** Jekyll's `permalink` of `_config.yml`, when set. */
  jekyllPermalink?: string;
};

/** A file found: a post (or a Jekyll draft) to read, or one left out and why. */
export type FoundFile =
  | { file: string; role: 'post' | 'draft'; folderCategories: string[] }
  | { file: string; skip: { kind: string; reason: string } };

/** Walks `root` for Markdown files (sorted paths, `/`-separated), and tells which generator made it. */
export async function findMarkdown(root: string): Promise<{ layout: SiteLayout; files: FoundFile[] }> {
  const paths = await walk(root);
  const names = new Set(paths);
  const top = await readdir(root, { withFileTypes: true });
  const isHugo =
    top.some((entry) => entry.isDirectory() && entry.name === 'content') &&
    top.some((entry) => entry.isFile() && HUGO_CONFIG.test(entry.name));
  const isJekyll = !isHugo && paths.some((file) => file.split('/').includes('_posts'));
  const layout: SiteLayout = isHugo
    ? { kind: 'hugo', contentRoot: 'content' }
    : { kind: isJekyll ? 'jekyll' : 'markdown', contentRoot: '' };
  if (isJekyll) layout.jekyllPermalink = await jekyllPermalink(root);
  const files: FoundFile[] = [];
  for (const file of paths) {
    const found = classify(file, layout.kind, names);
    if (found) files.push(found);
  }
  return { layout, files };
}

async function walk(root: string): Promise<string[]> {
  const found: string[] = [];
  let seen = 0;
  const visit = async (dir: string) => {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(root, dir), { withFileTypes: true });
    } catch (error) {
      throw new ImportFormatError(`cannot read the folder: ${(error as Error).message}`, dir || '.');
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      seen += 1;
      if (seen > MAX_ENTRIES) throw new ImportFormatError(`more than ${MAX_ENTRIES} files`, root);
      const file = dir ? `${dir}/${entry.name}` : entry.name;
      // Links are not followed: they could lead out of the folder.
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (!NOT_CONTENT.has(entry.name) && !(dir === '' && ROOT_NOT_CONTENT.has(entry.name)))
          await visit(file);
      } else if (entry.isFile()) {
        found.push(file);
      }
    }
  };
  await visit('');
  return found;
}

/** Whether a file is a post, and if not, why (only Markdown files and Jekyll's post folders are told). */
function classify(file: string, kind: SiteKind, names: Set<string>): FoundFile | undefined {
  const parts = file.split('/');
  const base = parts.at(-1) ?? file;
  const posts = parts.indexOf('_posts');
  const drafts = parts.indexOf('_drafts');
  if (!MARKDOWN.test(base)) {
    // A post in another markup (Textile, HTML) is told; a picture beside a post is not.
    return kind === 'jekyll' && posts >= 0 && DATED.test(base)
      ? { file, skip: { kind: 'file', reason: `not Markdown (${path.extname(base)})` } }
      : undefined;
  }
  const skip = (fileKind: string, reason: string): FoundFile => ({ file, skip: { kind: fileKind, reason } });
  if (/^readme\./i.test(base)) return skip('file', 'a README, not a post');
  if (/^_index\./.test(base)) return skip('page', 'a list page (_index)');
  if (kind === 'jekyll') {
    const at = posts >= 0 ? posts : drafts;
    if (at < 0) return skip('page', 'a page, not a post (Jekyll posts are in _posts)');
    if (posts >= 0 && !DATED.test(base)) {
      return skip('file', 'no YYYY-MM-DD- date in its name: Jekyll does not publish it');
    }
    const folderCategories = parts.slice(0, at).filter((part) => !part.startsWith('_'));
    return { file, role: posts >= 0 ? 'post' : 'draft', folderCategories };
  }
  if (kind === 'hugo') {
    if (parts[0] !== 'content') return skip('file', "outside Hugo's content folder");
    if (parts.length === 2) return skip('page', "a page at the site's root, not in a section");
    const bundle = parts
      .slice(1, -1)
      .findIndex((_, at) => names.has(`${parts.slice(0, at + 2).join('/')}/index.md`));
    const own = bundle >= 0 ? `${parts.slice(0, bundle + 2).join('/')}/index.md` : '';
    if (own && own !== file) return skip('file', `a resource of the page bundle ${own}`);
    const translation = /^(.+)\.([a-z]{2}(?:-[a-z]{2,4})?)\.[^.]+$/i.exec(base);
    const original = translation ? [...parts.slice(0, -1), `${translation[1]}.md`].join('/') : '';
    if (translation && names.has(original)) {
      return skip('page', `a translation (${translation[2]}) of ${original}: one language is imported`);
    }
  }
  if (kind === 'markdown' && parts.length === 1 && /^index\./.test(base))
    return skip('page', "the site's home page");
  return { file, role: 'post', folderCategories: [] };
}

/** The top-level `permalink:` of Jekyll's `_config.yml` (a style name or a pattern), if any. */
async function jekyllPermalink(root: string): Promise<string | undefined> {
  const config = await readFile(path.join(root, '_config.yml'), 'utf8').catch(() => '');
  const line = /^permalink:[ \t]*(.+?)[ \t]*(?:#.*)?$/m.exec(config);
  return line?.[1]?.replace(/^(["'])(.*)\1$/, '$2') || undefined;
}
