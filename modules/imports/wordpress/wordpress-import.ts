import { randomUUID } from 'node:crypto';
import type { PostImports } from '../../blog/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { ImportItem } from '../entities/index.ts';
import type { RedirectOutcome, RedirectsService } from '../redirects/redirects.service.ts';
import { fetchImage } from './fetch-image.ts';
import { importComments } from './import-comments.ts';
import { type ImportReport, ImportReportBuilder } from './import-report.ts';
import { checksum, mapPost, oldPostPaths, postKey, skipReason, termsOf } from './wxr-mapping.ts';
import { readWxr, type WxrItem } from './wxr-reader.ts';

export const SOURCE = 'wordpress';
/** The site's own public paths (web/src/site/site-routes.tsx): an import never redirects from them. */
const SITE_SERVES =
  /^\/(?:blog|product|checkout|search|privacy|order-help|payment|payment-success|receipt-preview|verify-subscription|unsubscribe|comment-replies|rss\.xml|sitemap\.xml|robots\.txt)(?:[/?]|$)/;
/** Flush and forget the unit of work every this many items: memory stays flat on a big file. */
const BATCH = 100;

export type WordPressImportDeps = {
  em: EntityManager;
  posts: PostImports;
  redirects: RedirectsService;
  storage: UploadStorage;
  /** Moved once the import committed (the redirects' table). */
  redirectsChanged: () => Promise<void>;
  clock: () => Date;
};

export type ImportOptions = { file: string; dryRun?: boolean };

class DryRun extends Error {}

/** What one run needs from the first pass over the file. */
type Scan = {
  version: string;
  authors: Map<string, string>;
  /** Featured image per attachment id: its URL in the export. */
  attachments: Map<string, string>;
  thumbnails: Set<string>;
};

/**
 * Imports a WordPress export (WXR 1.0-1.2) in two streaming passes. The first reads the whole
 * file without writing (a malformed file fails there, naming its line and column, before
 * anything is written) and collects the authors and the featured images' URLs; the images are
 * then fetched and stored. The second pass writes everything in ONE transaction: a failure
 * part-way leaves nothing behind (the images stored for it are deleted). Each item is keyed by
 * its source id in `content_import_item`, so a second run creates nothing and a changed item
 * updates its target. `dryRun` runs the same transaction and rolls it back (no image is fetched).
 */
export class WordPressImport {
  readonly #deps: WordPressImportDeps;

  constructor(deps: WordPressImportDeps) {
    this.#deps = deps;
  }

  async run({ file, dryRun = false }: ImportOptions): Promise<ImportReport> {
    const scan = await this.#scan(file);
    const report = new ImportReportBuilder(file, dryRun, scan.version);
    const images = await this.#images(scan, report, dryRun);
    const stored = [...images.values()].filter((image) => image.fresh);
    try {
      await this.#deps.em.transactional(async (tx) => {
        for (const [url, image] of images)
          if (image.fresh && image.path.startsWith('/uploads/'))
            tx.create(ImportItem, {
              id: randomUUID(),
              source: SOURCE,
              kind: 'image',
              sourceId: url,
              targetId: image.path,
              checksum: checksum(url),
            });
        const terms = { category: new Map<string, string>(), post_tag: new Map<string, string>() };
        let count = 0;
        await readWxr(file, {
          item: async (item) => {
            await this.#item(tx, item, scan, images, report, terms);
            count += 1;
            if (count % BATCH === 0) {
              await tx.flush();
              tx.clear();
            }
          },
        });
        for (const [slug, name] of terms.category)
          await this.#redirect(tx, report, `/category/${slug}`, `/blog/category/${encodeURIComponent(name)}`);
        for (const [slug, name] of terms.post_tag)
          await this.#redirect(tx, report, `/tag/${slug}`, `/blog/tag/${encodeURIComponent(name)}`);
        await tx.flush();
        if (dryRun) throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) {
        for (const image of stored) await this.#deps.storage.remove(image.path).catch(() => undefined);
        throw error;
      }
    }
    if (!dryRun) {
      await this.#deps.posts.committed();
      await this.#deps.redirectsChanged();
    }
    return report.done();
  }

  async #scan(file: string): Promise<Scan> {
    const scan: Scan = { version: '', authors: new Map(), attachments: new Map(), thumbnails: new Set() };
    await readWxr(file, {
      version: (version) => {
        scan.version = version;
      },
      author: (author) => {
        scan.authors.set(author.login, author.displayName || author.login);
      },
      item: (item) => {
        if (item.postType === 'attachment' && item.attachmentUrl)
          scan.attachments.set(item.postId, item.attachmentUrl);
        const thumbnail = item.meta._thumbnail_id?.trim();
        if (thumbnail && !skipReason(item)) scan.thumbnails.add(thumbnail);
      },
    });
    return scan;
  }

  /** Featured images by URL: stored before (its path), stored now (`fresh`), or kept as a link. */
  async #images(scan: Scan, report: ImportReportBuilder, dryRun: boolean) {
    const images = new Map<string, { path: string; fresh: boolean }>();
    for (const id of scan.thumbnails) {
      const url = scan.attachments.get(id);
      if (!url || images.has(url)) continue;
      const known = await this.#deps.em.findOne(ImportItem, { source: SOURCE, kind: 'image', sourceId: url });
      if (known) {
        images.set(url, { path: known.targetId, fresh: false });
        report.count('image', 'unchanged');
      } else if (dryRun) {
        images.set(url, { path: url, fresh: false });
        report.count('image', 'created');
      } else {
        const fetched = await fetchImage(this.#deps.storage, url);
        if ('path' in fetched) {
          images.set(url, { path: fetched.path, fresh: true });
          report.count('image', 'created');
        } else {
          images.set(url, { path: url, fresh: false });
          report.unreachable(url, fetched.failed);
        }
      }
    }
    return images;
  }

  async #item(
    tx: EntityManager,
    item: WxrItem,
    scan: Scan,
    images: Map<string, { path: string }>,
    report: ImportReportBuilder,
    terms: Record<'category' | 'post_tag', Map<string, string>>,
  ): Promise<void> {
    const reason = skipReason(item);
    if (reason) {
      report.skip(item.postType || 'post', item.postId || item.guid, item.line, reason);
      for (const comment of item.comments)
        report.skip('comment', comment.id, comment.line, 'its post is not imported');
      return;
    }
    const thumbnailUrl = scan.attachments.get(item.meta._thumbnail_id?.trim() ?? '') ?? null;
    const image = thumbnailUrl ? (images.get(thumbnailUrl)?.path ?? null) : null;
    const post = mapPost(item, scan.authors, image && image.length <= 255 ? image : null, this.#deps.clock());
    const key = postKey(item);
    const sum = checksum({ ...post, featuredImage: thumbnailUrl, createdAt: undefined });
    const known = await tx.findOne(ImportItem, { source: SOURCE, kind: 'post', sourceId: key });
    const alive = known ? await this.#deps.posts.exists(tx, 'post', known.targetId) : false;
    let target: { id: string; slug: string };
    if (known && alive && known.checksum === sum) {
      target = { id: known.targetId, slug: (await this.#deps.posts.slugOf(tx, known.targetId)) ?? '' };
      report.count('post', 'unchanged');
    } else {
      target = await this.#deps.posts.savePost(tx, alive && known ? known.targetId : null, post);
      report.count('post', alive ? 'updated' : 'created');
      if (known) Object.assign(known, { targetId: target.id, checksum: sum });
      else
        tx.create(ImportItem, {
          id: randomUUID(),
          source: SOURCE,
          kind: 'post',
          sourceId: key,
          targetId: target.id,
          checksum: sum,
        });
    }
    for (const path of oldPostPaths(item)) await this.#redirect(tx, report, path, `/blog/${target.slug}`);
    const category = termsOf(item, 'category')[0];
    if (category) terms.category.set(category.slug, category.name);
    for (const tag of termsOf(item, 'post_tag')) terms.post_tag.set(tag.slug, tag.name.slice(0, 50));
    await importComments(tx, {
      posts: this.#deps.posts,
      postId: target.id,
      postKey: key,
      comments: item.comments,
      report,
    });
  }

  async #redirect(tx: EntityManager, report: ImportReportBuilder, from: string, to: string): Promise<void> {
    // A page this site serves (an existing post's /blog/<slug>) is never shadowed by an old address.
    if (SITE_SERVES.test(from)) return report.skip('redirect', from, 0, 'this site serves that path itself');
    const outcome: RedirectOutcome = await this.#deps.redirects.record(tx, from, to, SOURCE);
    if (outcome === 'refused') report.skip('redirect', from, 0, 'not a path of this site');
    else if (outcome === 'kept')
      report.skip('redirect', from, 0, 'the owner made their own redirect from it');
    else report.count('redirect', outcome);
  }
}
