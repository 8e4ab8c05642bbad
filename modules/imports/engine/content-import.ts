import { randomUUID } from 'node:crypto';
import type { ImportedPost, PostImports } from '../../blog/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { ImportItem } from '../entities/index.ts';
import { normalisePath } from '../redirects/redirect.schemas.ts';
import type { RedirectsService } from '../redirects/redirects.service.ts';
import { servedBySite } from '../redirects/site-paths.ts';
import { rewriteImages } from './body-images.ts';
import { checksum } from './checksum.ts';
import { type FetchedImage, fetchImage, storeImageFile } from './fetch-image.ts';
import { importComments } from './import-comments.ts';
import { type ImportReport, ImportReportBuilder } from './import-report.ts';
import type { ImportSource, SourcePost } from './import-source.ts';

/** How many posts an import writes between two ANALYZE of its keys' table. */
const ANALYZE_EVERY = 250;

export type ContentImportDeps = {
  em: EntityManager;
  posts: PostImports;
  redirects: RedirectsService;
  storage: UploadStorage;
  /** Moved once the import committed (the redirects' table). */
  redirectsChanged: () => Promise<void>;
};

export type RunOptions = {
  /** What the report calls the input (the file or folder as given). */
  file: string;
  dryRun?: boolean;
  /** The old site's address, against which relative image URLs are fetched. */
  baseUrl?: string;
  /** What the input restores besides posts (this site's own archive), in the same transaction. */
  extras?: ImportExtras;
};

/** Counting into the run's report. */
export type ReportCounts = Pick<ImportReportBuilder, 'count' | 'skip'>;

/**
 * Whatever an input brings besides posts, comments and redirects (this site's archive: its
 * portfolio, products, settings, subscribers), written in the import's one transaction so a
 * failure leaves none of either.
 */
export interface ImportExtras {
  /** Before the transaction: reads, and stores the pictures (nothing stored when dry). */
  prepare(report: ReportCounts, dryRun: boolean): Promise<void>;
  /** Inside the transaction, after the posts (their keys are flushed and can be read). */
  write(tx: EntityManager, report: ReportCounts): Promise<void>;
  /** The transaction failed: removes what `prepare` stored. */
  abandon(): Promise<void>;
  /** After the commit: the caches that read what `write` changed are moved. */
  committed(): Promise<void>;
}

/** An image by its URL as the source wrote it: stored (its `/uploads/` path) or kept as a link. */
type Images = Map<string, { path: string; fresh: boolean }>;

class DryRun extends Error {}

/**
 * Runs one import from any source in two passes. The source's scan reads everything without
 * writing (a malformed input fails there, naming the place); the images it lists are then
 * fetched and stored. The second pass writes everything in ONE transaction: a failure part-way
 * leaves nothing behind (the images stored for it are deleted). Each item is keyed by its source
 * id in `content_import_item`, so a second run creates nothing and a changed item updates its
 * target. `dryRun` runs the same transaction and rolls it back (no image is fetched).
 */
export class ContentImport {
  readonly #deps: ContentImportDeps;

  constructor(deps: ContentImportDeps) {
    this.#deps = deps;
  }

  async run(
    source: ImportSource,
    { file, dryRun = false, baseUrl, extras }: RunOptions,
  ): Promise<ImportReport> {
    const scan = await source.scan();
    const report = new ImportReportBuilder(file, dryRun, scan.format);
    const images = await this.#images(source, scan.images, report, dryRun, baseUrl);
    const stored = [...images.values()].filter((image) => image.fresh);
    try {
      await extras?.prepare(report, dryRun);
      await this.#deps.em.transactional(
        async (tx) => {
          for (const [url, image] of images)
            if (image.fresh)
              tx.create(ImportItem, {
                id: randomUUID(),
                source: source.name,
                kind: 'image',
                sourceId: url,
                targetId: image.path,
                checksum: checksum(url),
              });
          const archives = new Map<string, string>();
          let posts = 0;
          await source.read({
            post: async (post) => {
              await this.#post(tx, source.name, post, images, report);
              // Written and forgotten per post: the next post's reads (a slug, a key, an old path)
              // see it, memory stays flat, and each flush compares only that post's entities.
              await tx.flush();
              tx.clear();
              posts += 1;
              // The keys' table grows inside this one transaction, where autovacuum cannot see it: told
              // nothing, the planner keeps it small and answers a thread's keys (`in (…)`) by scanning
              // it whole, which made a large import slower with every post. ANALYZE counts our rows.
              if (posts % ANALYZE_EVERY === 0) await tx.execute('analyze content_import_item');
            },
            skip: (kind, id, line, reason) => report.skip(kind, id, line, reason),
            redirect: (from, to) => {
              archives.set(normalisePath(from), to);
            },
          });
          await this.#redirects(
            tx,
            source.name,
            report,
            [...archives].map(([from, to]) => ({ from, to })),
          );
          await tx.flush();
          await extras?.write(tx, report);
          await tx.flush();
          if (dryRun) throw new DryRun();
          // No flush before each query (MikroORM's `auto`): computing the unit of work's changes on
          // every read was most of an import's time. The import flushes itself, after each post.
        },
        { flushMode: 'commit' },
      );
    } catch (error) {
      if (!(error instanceof DryRun)) {
        for (const image of stored) await this.#deps.storage.remove(image.path).catch(() => undefined);
        await extras?.abandon();
        throw error;
      }
    }
    if (!dryRun) {
      await this.#deps.posts.committed();
      await this.#deps.redirectsChanged();
      await extras?.committed();
    }
    return report.done();
  }

  /** Every image: stored by an earlier run, stored now (`fresh`), or kept as a link. */
  async #images(
    source: ImportSource,
    urls: Set<string>,
    report: ImportReportBuilder,
    dryRun: boolean,
    baseUrl: string | undefined,
  ): Promise<Images> {
    const images: Images = new Map();
    for (const url of urls) {
      if (!url || url.startsWith('data:') || url.length > 500) continue;
      const known = await this.#deps.em.findOne(ImportItem, {
        source: source.name,
        kind: 'image',
        sourceId: url,
      });
      if (known) {
        images.set(url, { path: known.targetId, fresh: false });
        report.count('image', 'unchanged');
      } else if (dryRun) {
        images.set(url, { path: url, fresh: false });
        report.count('image', 'created');
      } else {
        const stored = await this.#store(source, url, baseUrl);
        if ('path' in stored) {
          images.set(url, { path: stored.path, fresh: true });
          report.count('image', 'created');
        } else {
          // Kept as a link to where it was: absolute when the old site's address is known.
          images.set(url, { path: absoluteUrl(url, baseUrl) ?? url, fresh: false });
          report.unreachable(url, stored.failed);
        }
      }
    }
    return images;
  }

  async #store(source: ImportSource, url: string, baseUrl: string | undefined): Promise<FetchedImage> {
    const local = await source.localImage?.(url);
    if (local) return storeImageFile(this.#deps.storage, local);
    const absolute = absoluteUrl(url, baseUrl);
    if (!absolute) return { failed: "a relative address: give the old site's address (--base-url)" };
    return fetchImage(this.#deps.storage, absolute);
  }

  async #post(
    tx: EntityManager,
    name: string,
    item: SourcePost,
    images: Images,
    report: ImportReportBuilder,
  ): Promise<void> {
    const featured = item.featuredImageUrl
      ? (images.get(item.featuredImageUrl)?.path ?? item.featuredImageUrl)
      : null;
    const post: ImportedPost = {
      ...item.post,
      html: rewriteImages(item.post.html, images),
      featuredImage: featured && featured.length <= 255 ? featured : null,
    };
    // What the post will read as (stored images included): an image fetched on a later run
    // updates the post; the creation date alone is not a change.
    const sum = checksum({ ...post, createdAt: undefined });
    const known = await tx.findOne(ImportItem, { source: name, kind: 'post', sourceId: item.key });
    const slug = known ? await this.#deps.posts.slugOf(tx, known.targetId) : null;
    const alive = slug !== null;
    let target: { id: string; slug: string };
    if (known && alive && known.checksum === sum) {
      target = { id: known.targetId, slug };
      report.count('post', 'unchanged');
    } else {
      target = await this.#deps.posts.savePost(tx, alive && known ? known.targetId : null, post);
      report.count('post', alive ? 'updated' : 'created');
      if (known) Object.assign(known, { targetId: target.id, checksum: sum });
      else
        tx.create(ImportItem, {
          id: randomUUID(),
          source: name,
          kind: 'post',
          sourceId: item.key,
          targetId: target.id,
          checksum: sum,
        });
    }
    const paths = [...new Set(item.oldPaths.map(normalisePath))];
    await this.#redirects(
      tx,
      name,
      report,
      paths.map((from) => ({ from, to: `/blog/${target.slug}` })),
    );
    await importComments(tx, {
      source: name,
      posts: this.#deps.posts,
      postId: target.id,
      postKey: item.key,
      comments: item.comments,
      report,
    });
  }

  async #redirects(
    tx: EntityManager,
    name: string,
    report: ImportReportBuilder,
    redirects: { from: string; to: string }[],
  ): Promise<void> {
    // A page this site serves (an existing post's /blog/<slug>) is never shadowed by an old address.
    const recorded = redirects.filter(({ from }) => {
      if (!servedBySite(from)) return true;
      report.skip('redirect', from, 0, 'this site serves that path itself');
      return false;
    });
    const outcomes = await this.#deps.redirects.recordAll(tx, recorded, name);
    for (const [index, outcome] of outcomes.entries()) {
      const from = recorded[index]?.from ?? '';
      if (outcome === 'refused') report.skip('redirect', from, 0, 'not a path of this site');
      else if (outcome === 'kept')
        report.skip('redirect', from, 0, 'the owner made their own redirect from it');
      else report.count('redirect', outcome);
    }
  }
}

/** An http(s) URL to fetch, resolving a relative or scheme-less one against `baseUrl`. */
function absoluteUrl(url: string, baseUrl: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (baseUrl && URL.canParse(url, baseUrl)) {
    const resolved = new URL(url, baseUrl);
    if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return resolved.href;
  }
  return undefined;
}
