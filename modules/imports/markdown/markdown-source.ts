import { readFile, realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ImportFormatError,
  type ImportSource,
  imageUrlsIn,
  type SourcePost,
  type SourceScan,
  type SourceVisitor,
} from '../engine/import-source.ts';
import { parseFrontMatter } from './front-matter.ts';
import { renderMarkdown, sitePath } from './markdown-body.ts';
import { type FoundFile, findMarkdown, type SiteLayout } from './markdown-files.ts';
import { mapMarkdownPost } from './markdown-mapping.ts';
import { unpackZip } from './markdown-zip.ts';
import { oldPathsOf } from './old-paths.ts';

type Loaded = { post: SourcePost } | { skip: { kind: string; reason: string } };
const FORMAT_NAMES = { jekyll: 'Jekyll', hugo: 'Hugo', markdown: 'Markdown' } as const;

/**
 * A folder or a `.zip` of Markdown files with front matter (Jekyll, Hugo, Eleventy) as an
 * import source: each post keyed by its path in the folder. See README.md, "Markdown".
 */
export class MarkdownSource implements ImportSource {
  readonly name = 'markdown';
  readonly #input: string;
  #site?: Promise<{ root: string; layout: SiteLayout; files: FoundFile[] }>;
  #unpacked?: string;

  /** `input`: a folder, or a `.zip` unpacked into a temporary folder on first use. */
  constructor(input: string) {
    this.#input = input;
  }

  async scan(): Promise<SourceScan> {
    const { layout, files } = await this.#open();
    const images = new Set<string>();
    for (const found of files) {
      const loaded = await this.#load(found);
      if (!('post' in loaded)) continue;
      if (loaded.post.featuredImageUrl) images.add(loaded.post.featuredImageUrl);
      for (const url of imageUrlsIn(loaded.post.post.html)) images.add(url);
    }
    return { format: `${FORMAT_NAMES[layout.kind]} (${files.length} files)`, images };
  }

  async read(visit: SourceVisitor): Promise<void> {
    const { files } = await this.#open();
    for (const found of files) {
      const loaded = await this.#load(found);
      if ('post' in loaded) await visit.post(loaded.post);
      else visit.skip(loaded.skip.kind, found.file, 0, loaded.skip.reason);
    }
  }

  /** A site path (`/assets/a.png`) that is a file in the folder (Hugo: `content/`, `static/`). */
  async localImage(url: string): Promise<string | undefined> {
    if (!url.startsWith('/') || url.startsWith('//')) return undefined;
    const { root, layout } = await this.#open();
    let relative: string;
    try {
      relative = decodeURIComponent(url.replace(/[?#].*$/, '')).replace(/^\/+/, '');
    } catch {
      return undefined;
    }
    // Real paths: neither `..` nor a link (to a file or a folder) leads out of the folder.
    const realRoot = await realpath(root);
    const bases = layout.kind === 'hugo' ? ['content', 'static', 'assets'] : [''];
    for (const base of bases) {
      const file = await realpath(path.resolve(realRoot, base, relative)).catch(() => undefined);
      if (!file?.startsWith(`${realRoot}${path.sep}`)) continue;
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) return file;
    }
    return undefined;
  }

  async close(): Promise<void> {
    if (this.#unpacked) await rm(this.#unpacked, { recursive: true, force: true });
    this.#unpacked = undefined;
  }

  #open() {
    this.#site ??= (async () => {
      const info = await stat(this.#input).catch(() => undefined);
      if (!info) throw new ImportFormatError(`${this.#input} does not exist`, this.#input);
      let root = path.resolve(this.#input);
      if (!info.isDirectory()) {
        this.#unpacked = await unpackZip(this.#input);
        root = this.#unpacked;
      }
      return { root, ...(await findMarkdown(root)) };
    })();
    return this.#site;
  }

  /** One file read, parsed and mapped (twice per run: the scan and the read keep nothing). */
  async #load(found: FoundFile): Promise<Loaded> {
    if ('skip' in found) return { skip: found.skip };
    const { root, layout } = await this.#open();
    const absolute = path.join(root, found.file);
    const [text, info] = await Promise.all([readFile(absolute, 'utf8'), stat(absolute)]);
    const matter = parseFrontMatter(text, found.file);
    if (layout.kind === 'hugo' && matter.data.headless === true) {
      return { skip: { kind: 'page', reason: 'a headless bundle, not a page of its own' } };
    }
    const mapped = mapMarkdownPost({
      file: found.file,
      matter,
      inDrafts: found.role === 'draft',
      folderCategories: found.folderCategories,
      modifiedAt: info.mtime,
    });
    // Addresses and relative images start at the content root (Hugo's `content/`).
    const page = layout.contentRoot ? path.posix.relative(layout.contentRoot, found.file) : found.file;
    const dir = path.posix.dirname(page) === '.' ? '' : path.posix.dirname(page);
    const { title, slug, excerpt, status, publishedAt, category, tags, authorName, createdAt } = mapped;
    const html = renderMarkdown(matter.body, dir);
    return {
      post: {
        key: found.file,
        line: 0,
        post: { title, slug, html, excerpt, status, publishedAt, category, tags, authorName, createdAt },
        featuredImageUrl: mapped.featuredImage ? sitePath(mapped.featuredImage, dir) : null,
        oldPaths: oldPathsOf({
          site: layout.kind,
          file: page,
          data: matter.data,
          post: mapped,
          jekyllPermalink: layout.jekyllPermalink,
        }),
        comments: [],
      },
    };
  }
}
