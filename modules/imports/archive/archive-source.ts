import type { ImportSource, SourceComment, SourceScan, SourceVisitor } from '../engine/import-source.ts';
import { imageUrlsIn } from '../engine/import-source.ts';
import {
  ARCHIVE_SECTIONS,
  type ArchiveComment,
  type ArchivePost,
  type SectionName,
  storedName,
} from './archive-format.ts';
import { ArchiveReader } from './archive-reader.ts';

/** The `source` of everything this site's archive brings back, in `content_import_item` and `redirect`. */
export const ARCHIVE_SOURCE = 'archive';

/**
 * This site's own archive as an import source: its posts and approved comments go through the
 * engine like any other platform's (sanitised, keyed by their ids in the archive, pictures from
 * the zip), and its redirects are recorded by it. The other sections are restored after, through
 * the modules' ports (`archive-restore.ts`), from the same open reader.
 */
export class ArchiveSource implements ImportSource {
  readonly name = ARCHIVE_SOURCE;
  readonly #file: string;
  #reader: ArchiveReader | undefined;

  constructor(file: string) {
    this.#file = file;
  }

  /** The open archive (opened by the first call). */
  async reader(): Promise<ArchiveReader> {
    this.#reader ??= await ArchiveReader.open(this.#file);
    return this.#reader;
  }

  async scan(): Promise<SourceScan> {
    const reader = await this.reader();
    // Every section is checked here, before the engine writes anything: a malformed one (even
    // one the restore reads after the engine) leaves the site as it was.
    for (const name of Object.keys(ARCHIVE_SECTIONS) as SectionName[]) await reader.section(name);
    await reader.settings();
    const posts = await reader.section('posts');
    const images = new Set<string>();
    for (const post of posts) {
      if (post.featured_image) images.add(post.featured_image);
      for (const url of imageUrlsIn(post.html)) images.add(url);
    }
    return { format: `${reader.manifest.format} v${reader.manifest.version}`, images };
  }

  async read(visit: SourceVisitor): Promise<void> {
    const reader = await this.reader();
    const threads = new Map<string, ArchiveComment[]>();
    for (const comment of await reader.section('comments')) {
      const thread = threads.get(comment.post_id) ?? [];
      thread.push(comment);
      threads.set(comment.post_id, thread);
    }
    for (const [index, post] of (await reader.section('posts')).entries())
      await visit.post({
        key: post.id,
        line: index + 1,
        post: postFields(post),
        featuredImageUrl: post.featured_image,
        oldPaths: [],
        comments: (threads.get(post.id) ?? []).map(sourceComment),
      });
    for (const redirect of await reader.section('redirects')) visit.redirect(redirect.from, redirect.to);
  }

  /** A picture of this site (`/uploads/<name>`) the zip carries: unpacked for the engine to store. */
  async localImage(url: string): Promise<string | undefined> {
    const name = storedName(url);
    return name ? (await this.reader()).file(name) : undefined;
  }

  async close(): Promise<void> {
    await this.#reader?.close();
    this.#reader = undefined;
  }
}

function postFields(post: ArchivePost) {
  return {
    title: post.title,
    slug: post.slug,
    html: post.html,
    excerpt: post.excerpt,
    status: post.status,
    publishedAt: post.published_at ? new Date(post.published_at) : null,
    category: post.category,
    tags: post.tags,
    authorName: post.author_name,
    createdAt: new Date(post.created_at),
  };
}

function sourceComment(comment: ArchiveComment, index: number): SourceComment {
  return {
    id: comment.id,
    parent: comment.parent_id ?? '',
    name: comment.name,
    content: comment.content,
    createdAt: new Date(comment.created_at),
    line: index + 1,
  };
}
