import { randomUUID } from 'node:crypto';
import type { PortableKind, PortableRecord } from '../../content/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { checksum } from '../engine/checksum.ts';
import type { ImportExtras, ReportCounts } from '../engine/content-import.ts';
import { storeImageFile } from '../engine/fetch-image.ts';
import { ImportItem } from '../entities/index.ts';
import { type ArchivePost, storedName } from './archive-format.ts';
import type { ArchivePorts } from './archive-ports.ts';
import type { ArchiveReader } from './archive-reader.ts';
import { ARCHIVE_SOURCE } from './archive-source.ts';

/** The portfolio's sections: the file, the content module's kind, the picture's field. */
const CONTENT_SECTIONS = [
  ['projects', 'project', 'image'],
  ['skills', 'skill', 'icon'],
  ['social_links', 'social_link', 'icon'],
  ['promotions', 'promotion', 'image'],
] as const satisfies readonly (readonly [string, PortableKind, string])[];

type Sections = Awaited<ReturnType<typeof readSections>>;
/** The pictures stored for a run: each archive path to its path here, and those stored by this run. */
type StoredPictures = { paths: Map<string, string>; fresh: string[] };
/** A picture's path in the archive to its path here (unchanged when it could not be stored). */
type Picture = (path: string | null) => string | null;

/**
 * Restores what the import engine does not carry, in the engine's own transaction after the
 * posts, comments and redirects (`ImportExtras`): portfolio content, products, settings,
 * subscribers (when the archive has them) and the posts' comments-closed and reading time. Every
 * item is keyed in `content_import_item` (source `archive`, kind, the archive's id) with a
 * checksum, so a second run changes nothing. Pictures are stored before, as the engine's.
 */
export class ArchiveRestore {
  readonly #ports: ArchivePorts;

  constructor(ports: ArchivePorts) {
    this.#ports = ports;
  }

  /** The archive's other sections as the engine's extras for one run. */
  extras(reader: ArchiveReader): ImportExtras {
    let sections: Sections | undefined;
    let pictures: StoredPictures = { paths: new Map(), fresh: [] };
    return {
      prepare: async (counts, dryRun) => {
        sections = await readSections(reader);
        pictures = await this.#pictures(reader, picturesOf(sections), counts, dryRun);
      },
      write: async (tx, counts) => {
        if (!sections) return;
        const { paths, fresh } = pictures;
        const picture: Picture = (path) => (path ? (paths.get(path) ?? path) : null);
        for (const path of fresh) await this.#key(tx, 'image', path, path, paths.get(path) ?? path);
        await this.#content(tx, sections, picture, counts);
        await this.#products(tx, sections, picture, counts);
        await this.#settings(tx, sections, counts);
        for (const subscriber of sections.subscribers) {
          const saved = await this.#ports.newsletter.portable.save(tx, subscriber);
          counts.count('subscriber', saved.created ? 'created' : 'unchanged');
        }
        await this.#postExtras(tx, sections.posts);
      },
      abandon: async () => {
        for (const path of pictures.fresh)
          await this.#ports.storage.remove(pictures.paths.get(path)).catch(() => undefined);
      },
      committed: async () => {
        await this.#ports.content.portable.committed();
        await this.#ports.shop.portable.committed();
        await this.#ports.blog.imports.committed();
      },
    };
  }

  async #content(tx: EntityManager, sections: Sections, picture: Picture, counts: ReportCounts) {
    const { portable } = this.#ports.content;
    for (const [index, [, kind, field]] of CONTENT_SECTIONS.entries())
      for (const row of sections.content[index] ?? []) {
        const record: PortableRecord = { ...row, [field]: picture(pictureIn(row, field)) };
        await this.#item(tx, counts, kind, row.id, record, {
          save: (target) => portable.save(tx, kind, target, record),
          exists: (id) => portable.exists(tx, kind, id),
        });
      }
  }

  async #products(tx: EntityManager, sections: Sections, picture: Picture, counts: ReportCounts) {
    const { portable } = this.#ports.shop;
    for (const product of sections.products) {
      const input = { ...product, image: picture(product.image) };
      await this.#item(tx, counts, 'product', product.id, input, {
        save: (target) => portable.save(tx, target, input),
        exists: (id) => portable.exists(tx, id),
      });
      const files = product.files.length;
      if (files)
        counts.skip(
          'product_file',
          product.id,
          0,
          `${files} paid file(s) not in the archive: hidden until uploaded`,
        );
    }
  }

  async #settings(tx: EntityManager, { settings }: Sections, counts: ReportCounts) {
    const { site, shop } = settings;
    if (site)
      await this.#item(tx, counts, 'settings', 'site', site, {
        save: async () => {
          await this.#ports.content.portable.saveSettings(tx, site);
          return 'site';
        },
      });
    if (shop)
      await this.#item(tx, counts, 'shop_settings', 'shop', shop, {
        save: async () => {
          if (!(await this.#ports.shop.portable.saveSettings(tx, shop)))
            counts.skip('shop_settings', 'shop', 0, `unknown sale alerts '${shop.sale_alerts}'`);
          return 'shop';
        },
      });
  }

  /** Creates, updates or leaves one keyed item, as the engine does for posts. */
  async #item(
    tx: EntityManager,
    counts: ReportCounts,
    kind: string,
    sourceId: string,
    value: unknown,
    target: { save(id: string | null): Promise<string>; exists?(id: string): Promise<boolean> },
  ): Promise<void> {
    const sum = checksum(value);
    const known = await tx.findOne(ImportItem, { source: ARCHIVE_SOURCE, kind, sourceId });
    const alive = known ? await (target.exists?.(known.targetId) ?? true) : false;
    if (known && alive && known.checksum === sum) {
      counts.count(kind, 'unchanged');
      return;
    }
    const id = await target.save(alive && known ? known.targetId : null);
    counts.count(kind, alive ? 'updated' : 'created');
    if (known) Object.assign(known, { targetId: id, checksum: sum });
    else await this.#key(tx, kind, sourceId, value, id);
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

  /** Each picture stored once: known from an earlier run (or the engine's posts), else unpacked and stored now. */
  async #pictures(
    reader: ArchiveReader,
    pictures: Set<string>,
    counts: ReportCounts,
    dryRun: boolean,
  ): Promise<StoredPictures> {
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
      if (dryRun) {
        counts.count('image', 'created');
        continue;
      }
      const file = await reader.file(storedName(path) ?? '');
      const saved = file ? await storeImageFile(this.#ports.storage, file) : { failed: 'not in the archive' };
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

async function readSections(reader: ArchiveReader) {
  return {
    content: await Promise.all(CONTENT_SECTIONS.map(([name]) => reader.section(name))),
    products: await reader.section('products'),
    settings: await reader.settings(),
    subscribers: await reader.section('subscribers'),
    posts: await reader.section('posts'),
  };
}

function pictureIn(row: object, field: string): string | null {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
}

/** Every picture of this site (`/uploads/<name>`) the portfolio and the products name. */
function picturesOf(sections: Sections): Set<string> {
  const pictures = new Set<string>();
  const add = (path: string | null) => {
    if (path && storedName(path)) pictures.add(path);
  };
  for (const [index, [, , field]] of CONTENT_SECTIONS.entries())
    for (const row of sections.content[index] ?? []) add(pictureIn(row, field));
  for (const product of sections.products) add(product.image);
  return pictures;
}
