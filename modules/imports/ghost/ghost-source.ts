import { readFile } from 'node:fs/promises';
import {
  ImportFormatError,
  type ImportSource,
  imageUrlsIn,
  type SourceScan,
  type SourceVisitor,
} from '../engine/import-source.ts';
import { type GhostDatabase, readGhostExport } from './ghost-export.ts';
import { type GhostOptions, indexDatabase, type MappedPost, mapPost, skipReason } from './ghost-mapping.ts';

/**
 * A Ghost JSON export (Ghost 1.x to 5.x) as an import source. The file is read whole: Ghost
 * writes it as one JSON document (no streaming format), and a site's export of its posts is
 * megabytes, not gigabytes. Ghost exports carry no comments.
 */
export class GhostSource implements ImportSource {
  readonly name = 'ghost';
  readonly #file: string;
  readonly #options: GhostOptions;
  readonly #clock: () => Date;
  #read: { database: GhostDatabase; prefix: string } | undefined;

  constructor(file: string, options: GhostOptions = {}, clock: () => Date = () => new Date()) {
    this.#file = file;
    this.#options = options;
    this.#clock = clock;
  }

  async scan(): Promise<SourceScan> {
    const { database } = await this.#load();
    const images = new Set<string>();
    for (const mapped of this.#posts()) {
      if (!('source' in mapped)) continue;
      if (mapped.source.featuredImageUrl) images.add(mapped.source.featuredImageUrl);
      for (const url of imageUrlsIn(mapped.source.post.html)) images.add(url);
    }
    return { format: `Ghost ${database.meta.version}`, images };
  }

  async read(visit: SourceVisitor): Promise<void> {
    await this.#load();
    const tags = new Map<string, string>();
    for (const mapped of this.#posts()) {
      if (!('source' in mapped)) {
        visit.skip(mapped.kind, mapped.id, 0, mapped.reason);
        continue;
      }
      await visit.post(mapped.source);
      for (const what of mapped.dropped)
        visit.skip('card', mapped.source.key, 0, `${what} is not imported (dropped from the body)`);
      for (const tag of mapped.tags) if (tag.slug) tags.set(tag.slug, tag.name);
    }
    for (const [slug, name] of tags) visit.redirect(`/tag/${slug}`, `/blog/tag/${encodeURIComponent(name)}`);
  }

  async #load() {
    this.#read ??= readGhostExport(await readFile(this.#file, 'utf8'));
    return this.#read;
  }

  /** Every post of the export mapped, or why it is skipped; a body that does not parse throws. */
  *#posts(): Generator<MappedPost | { kind: string; id: string; reason: string }> {
    if (!this.#read) return;
    const { database, prefix } = this.#read;
    const index = indexDatabase(database);
    const now = this.#clock();
    for (const [at, post] of database.data.posts.entries()) {
      const id = post.id || post.uuid || '';
      const reason = skipReason(post);
      if (reason) {
        yield { kind: reason.startsWith('pages') ? 'page' : 'post', id, reason };
        continue;
      }
      try {
        yield mapPost(post, index, this.#options, now);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        const field = post.html?.trim() ? 'html' : post.lexical ? 'lexical' : 'mobiledoc';
        throw new ImportFormatError(
          `not a valid Ghost export: post ${id}'s ${field} does not parse as JSON`,
          `${prefix}data.posts[${at}].${field}`,
        );
      }
    }
  }
}
