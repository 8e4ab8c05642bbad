import type { ImportedPost } from '../../blog/index.ts';
import { decodeEntities, IMG_TAG } from './body-images.ts';

/**
 * What every importer (WordPress, Ghost, Markdown, this site's own archive) hands the engine
 * (`content-import.ts`): posts already mapped to this blog's fields, with their comments and
 * old addresses. The engine does the rest the same for all: images fetched and stored, bodies
 * sanitised, items keyed in `content_import_item`, redirects recorded, one transaction, the
 * report.
 */
export interface ImportSource {
  /** The `source` column of `content_import_item` and `redirect` (at most 20 characters). */
  readonly name: string;
  /**
   * First pass, nothing written: reads the whole input, throws `ImportFormatError` (naming the
   * place) for a malformed one, and answers its format for the report (`WXR 1.2`, `Ghost 5.x`,
   * `Markdown (12 files)`) and the URLs of every image to fetch: featured images and the
   * `<img src>` of bodies (`imageUrlsIn(html)`).
   */
  scan(): Promise<SourceScan>;
  /** Second pass: every item, in order. Throws as `scan` does. */
  read(visit: SourceVisitor): Promise<void>;
  /**
   * An image the input carries itself (a file beside the Markdown, in the zip): its path on this
   * machine, or undefined to fetch `url` over HTTP(S).
   */
  localImage?(url: string): Promise<string | undefined>;
  /** Lets go of temporary files (an unpacked zip). */
  close?(): Promise<void>;
}

export type SourceScan = { format: string; images: Set<string> };

export type SourceVisitor = {
  /** A post to create, update or leave unchanged. */
  post(post: SourcePost): Promise<void>;
  /** An item left out, and why (`line` 0 when it has no line: a JSON id, a file name). */
  skip(kind: string, id: string, line: number, reason: string): void;
  /**
   * An old address that is not a post's (a category or tag archive): recorded after the posts,
   * the last one given for a path wins.
   */
  redirect(from: string, to: string): void;
};

/** A post as its source had it, mapped to this blog's fields. */
export type SourcePost = {
  /** Its stable id there: a GUID, Ghost's `id`, a Markdown file's path in the folder. */
  key: string;
  /** Where it starts in the file, or 0. Shown with its id when something of it is skipped. */
  line: number;
  /** Its fields; `html` as exported, its `<img src>` rewritten by the engine once stored. */
  post: Omit<ImportedPost, 'featuredImage'>;
  /** The featured image's URL as exported, or null. */
  featuredImageUrl: string | null;
  /** The addresses it had there (`/?p=12`, `/2012/01/hello`, `/hello/`), each to redirect to it. */
  oldPaths: string[];
  comments: SourceComment[];
};

/** A comment as its source had it; `content` is already this blog's plain text. */
export type SourceComment = {
  /** Its id there, unique within its post. */
  id: string;
  /** Its parent's id within the same post, or '' for a top-level comment. */
  parent: string;
  name: string;
  content: string;
  createdAt: Date;
  line: number;
  /** Why it is not imported (held, spam, a pingback), or undefined. */
  skip?: string;
};

/** A malformed input: one message naming the place (`line 90, column 10`, `posts[3].title`). */
export class ImportFormatError extends Error {
  readonly where: string;
  constructor(message: string, where: string) {
    super(where ? `${message} (${where})` : message);
    this.name = 'ImportFormatError';
    this.where = where;
  }
}

/** The `src` of every `<img>` in an HTML body, as written (entities decoded). */
export function imageUrlsIn(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.matchAll(IMG_TAG)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[0]);
    const url = src ? decodeEntities((src[1] ?? src[2] ?? src[3] ?? '').trim()) : '';
    if (url) urls.push(url);
  }
  return urls;
}
