import { createHash, randomUUID } from 'node:crypto';
import type { PortableKind, PortableRecord } from '../../content/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { storeImageFile } from '../engine/fetch-image.ts';
import type { ImportReport } from '../engine/import-report.ts';
import { ImportItem } from '../entities/index.ts';
import { type ArchivePost, storedName } from './archive-format.ts';
import type { ArchivePorts } from './archive-ports.ts';
import type { ArchiveReader } from './archive-reader.ts';
import { ARCHIVE_SOURCE } from './archive-source.ts';

/** What happened to one kind of item (the import report's counts). */
type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped';
export type RestoreCounts = {
  count(kind: string, outcome: Outcome): void;
  skip(kind: string, id: string, line: number, reason: string): void;
};

const CONTENT_SECTIONS = [
  ['projects', 'project', 'image'],
  ['skills', 'skill', 'icon'],
  ['social_links', 'social_link', 'icon'],
  ['promotions', 'promotion', 'image'],
] as const;

class DryRun extends Error {}

/** The engine's report, counted on by the restore (its kinds beside the engine's). */
export function reportCounts(report: ImportReport): RestoreCounts {
  const count = (kind: string, outcome: Outcome) => {
    const counts = report.counts[kind] ?? { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    counts[outcome] += 1;
    report.counts[kind] = counts;
  };
  return {
    count,
    skip(kind, id, line, reason) {
      count(kind, 'skipped');
      report.skipped.push({ kind, source_id: id, line, reason });
    },
  };
}
const checksum = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Restores what the import engine does not carry, after it committed the posts, comments and
 * redirects: portfolio content, products, settings, subscribers (when the archive has them) and
 * whether each post's comments are closed. One transaction of its own (a dry run rolls it back),
 * every item keyed in `content_import_item` (source `archive`, the archive's id), so a second run
 * changes nothing. Pictures are stored first, as the engine's are (README "Crashes").
 */
export class ArchiveRestore {
  readonly #ports: ArchivePorts;

  constructor(ports: ArchivePorts) {
    this.#ports = ports;
  }

  async run(reader: ArchiveReader, counts: RestoreCounts, dryRun: boolean): Promise<void> {
    const sections = await Promise.all(CONTENT_SECTIONS.map(([name]) => reader.section(name)));
    const products = await reader.section('products');
    const settings = await reader.settings();
    const subscribers = await reader.section('subscribers');
    const posts = await reader.section('posts');
    const pictures = new Set<string>();
    CONTENT_SECTIONS.forEach(([, , field], index) => {
      for (const row of sections[index] ?? []) addPicture(pictures, (row as Record<string, unknown>)[field]);
    });
    for (const product of products) addPicture(pictures, product.image);
    const { paths, fresh } = await this.#pictures(reader, pictures, counts, dryRun);
    const picture = (path: string | null) => (path ? (paths.get(path) ?? path) : null);
    const { blog, content, shop, newsletter } = this.#ports;
    try {
      await this.#ports.em.transactional(async (tx) => {
        for (const path of fresh) await this.#key(tx, 'image', path, path, paths.get(path) ?? path);
        for (const [index, [, kind, field]] of CONTENT_SECTIONS.entries())
          for (const row of sections[index] ?? []) {
            const record = { ...row, [field]: picture(row[field as keyof typeof row] as string | null) };
            await this.#item(
              tx,
              counts,
              kind,
              row.id,
              record,
              (target) => content.portable.save(tx, kind as PortableKind, target, record as PortableRecord),
              (id) => content.portable.exists(tx, kind as PortableKind, id),
            );
          }
        for (const product of products) {
          const input = { ...product, image: picture(product.image) };
          await this.#item(
            tx,
            counts,
            'product',
            product.id,
            input,
            (target) => shop.portable.save(tx, target, input),
            (id) => shop.portable.exists(tx, id),
          );
          if (product.files.length)
            counts.skip(
              'product_file',
              product.id,
              0,
              `${product.files.length} paid file(s) not in the archive: the product is hidden until they are uploaded`,
            );
        }
        if (settings.site) {
          const site = settings.site;
          await this.#item(tx, counts, 'settings', 'site', site, async () => {
            await content.portable.saveSettings(tx, site);
            return 'site';
          });
        }
        if (settings.shop) {
          const shopSettings = settings.shop;
          await this.#item(tx, counts, 'shop_settings', 'shop', shopSettings, async () => {
            if (!(await shop.portable.saveSettings(tx, shopSettings)))
              counts.skip('shop_settings', 'shop', 0, `unknown sale alerts '${shopSettings.sale_alerts}'`);
            return 'shop';
          });
        }
        for (const subscriber of subscribers) {
          const saved = await newsletter.portable.save(tx, subscriber);
          counts.count('subscriber', saved.created ? 'created' : 'unchanged');
        }
        await this.#postExtras(tx, posts);
        if (dryRun) throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) {
        for (const path of fresh) await this.#ports.storage.remove(paths.get(path)).catch(() => undefined);
        throw error;
      }
    }
    if (!dryRun) {
      await content.portable.committed();
      await shop.portable.committed();
      await blog.imports.committed();
    }
  }

  /** Creates, updates or leaves one keyed item, as the engine does for posts. */
  async #item<T>(
    tx: EntityManager,
    counts: RestoreCounts,
    kind: string,
    sourceId: string,
    value: T,
    save: (target: string | null) => Promise<string>,
    exists: (id: string) => Promise<boolean> = async () => true,
  ): Promise<void> {
    const sum = checksum(value);
    const known = await tx.findOne(ImportItem, { source: ARCHIVE_SOURCE, kind, sourceId });
    const alive = known ? await exists(known.targetId) : false;
    if (known && alive && known.checksum === sum) {
      counts.count(kind, 'unchanged');
      return;
    }
    const target = await save(alive && known ? known.targetId : null);
    counts.count(kind, alive ? 'updated' : 'created');
    if (known) Object.assign(known, { targetId: target, checksum: sum });
    else await this.#key(tx, kind, sourceId, value, target);
  }

  async #key(tx: EntityManager, kind: string, sourceId: string, value: unknown, targetId: string) {
    tx.create(ImportItem, {
      id: randomUUID(),
      source: ARCHIVE_SOURCE,
      kind,
      sourceId,
      targetId,
      checksum: checksum(value),
    });
    await tx.flush();
  }

  /** Each picture stored once: known from an earlier run (or the engine's posts), else unpacked and saved now. */
  async #pictures(reader: ArchiveReader, pictures: Set<string>, counts: RestoreCounts, dryRun: boolean) {
    const paths = new Map<string, string>();
    const fresh: string[] = [];
    for (const path of pictures) {
      const known = await this.#ports.em
        .fork()
        .findOne(ImportItem, { source: ARCHIVE_SOURCE, kind: 'image', sourceId: path });
      if (known) {
        paths.set(path, known.targetId);
        counts.count('image', 'unchanged');
        continue;
      }
      const name = storedName(path) ?? '';
      const file = dryRun ? undefined : await reader.file(name);
      if (dryRun) counts.count('image', 'created');
      if (!file) {
        if (!dryRun) counts.skip('image', path, 0, 'not in the archive: kept as a link');
        continue;
      }
      const saved = await storeImageFile(this.#ports.storage, file);
      if (!('path' in saved)) {
        counts.skip('image', path, 0, `${saved.failed}: kept as a link`);
        continue;
      }
      paths.set(path, saved.path);
      fresh.push(path);
      counts.count('image', 'created');
    }
    return { paths, fresh };
  }

  /** What the engine's posts do not carry (comments closed, reading time), set back on each. */
  async #postExtras(tx: EntityManager, posts: ArchivePost[]) {
    const items = await tx.find(
      ImportItem,
      { source: ARCHIVE_SOURCE, kind: 'post' },
      { fields: ['sourceId', 'targetId'] },
    );
    const targets = new Map(items.map((item) => [item.sourceId, item.targetId]));
    for (const post of posts) {
      const target = targets.get(post.id);
      if (target) await this.#ports.blog.portable.restoreExtras(tx, target, post);
    }
  }
}

function addPicture(pictures: Set<string>, path: unknown) {
  if (typeof path === 'string' && storedName(path)) pictures.add(path);
}
