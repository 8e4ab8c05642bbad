import type { PublicCache } from '../platform/cache/index.ts';
import type { EntityManager } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Enqueue, JobDefinition } from '../platform/queues/index.ts';
import { type ImageSize, VARIANT_FORMATS, variantName } from '../platform/uploads/index.ts';
import { encodeVariant, sizeOf } from './encode-variants.ts';
import { StoredImage } from './entities/stored-image.entity.ts';
import { imageVariantsSweepJob } from './jobs/image-variants-sweep.job.ts';
import { makeVariantsJob } from './jobs/make-variants.job.ts';
import { type ImageFacts, storedNameOf, variantsOf, variantWidths } from './variant-plan.ts';

/** The file operations variants need, all done by the upload store (one place for storage). */
export type VariantFiles = {
  readPublic(name: string): Promise<Buffer | undefined>;
  writePublic(name: string, data: Buffer): Promise<void>;
  removePublic(names: readonly string[]): Promise<void>;
  listRasterImages(): Promise<string[]>;
};

/** What `makeMissing` did, image by image. */
export type BackfillCounts = Record<MakeOutcome | 'failed', number> & { total: number };

export type ImageVariantsDeps = {
  /** The ORM's entity manager: resolves to the current request's or job's scope. */
  em: EntityManager;
  enqueue: Enqueue;
  files: VariantFiles;
  publicPrefix: string;
  log: Logger;
  /**
   * The `images` public cache (`GET /api/images` answers): moved on whenever an image's facts
   * change (stored, variants made, deleted). Unset in tests of the pipeline alone.
   */
  cache?: Pick<PublicCache, 'invalidate'>;
};

/** What making the variants of one image came to. */
export type MakeOutcome = 'made' | 'none' | 'already' | 'missing';

/** A pending image is handed to the queue again once it has waited this long. */
const PENDING_GRACE_MS = 60_000;
const SWEEP_BATCH = 500;
/** Images looked up per query by the backfill. */
const BACKFILL_BATCH = 200;

/**
 * The smaller AVIF and WebP copies of stored raster images, and the `stored_image` row that
 * says which exist. The upload store calls `stored` and `removed`; the worker runs the jobs;
 * `npm run images:variants` calls `make` for images stored before (or whose row was lost).
 */
export class ImageVariants {
  readonly #deps: ImageVariantsDeps;
  readonly makeJob: ReturnType<typeof makeVariantsJob>;
  readonly jobs: JobDefinition[];

  constructor(deps: ImageVariantsDeps) {
    this.#deps = deps;
    this.makeJob = makeVariantsJob(this);
    this.jobs = [
      this.makeJob,
      imageVariantsSweepJob(this, { graceMs: PENDING_GRACE_MS, batch: SWEEP_BATCH }),
    ];
  }

  /**
   * Records a freshly stored image as pending and asks the worker for its variants. Never fails
   * the upload: a lost row is found by the command, a lost job by the sweep.
   */
  async stored(name: string, size: ImageSize): Promise<void> {
    try {
      await this.#deps.em.insert(StoredImage, {
        name,
        ...size,
        variantWidths: [],
        formats: [],
        storedAt: new Date(),
        madeAt: null,
      });
    } catch (error) {
      this.#deps.log.error({ err: error, name }, 'could not record a stored image');
      return;
    }
    await this.#changed();
    await this.request(name);
  }

  /** Adds the job making `name`'s variants (one job per image however often it is asked). */
  async request(name: string): Promise<void> {
    try {
      await this.#deps.enqueue(this.makeJob, { name }, { jobId: `variants__${name}` });
    } catch (error) {
      this.#deps.log.warn({ err: error, name }, 'could not queue image variants; the sweep will');
    }
  }

  /**
   * Makes the variants of one stored image unless its row says they exist. Safe to run twice
   * and after a crash: names are fixed, each file is written whole (rename), and the row is
   * completed only once every file is there.
   */
  async make(name: string): Promise<MakeOutcome> {
    const { em, files } = this.#deps;
    const row = await em.findOne(StoredImage, { name }, { disableIdentityMap: true });
    if (row?.madeAt) return 'already';
    const original = await files.readPublic(name);
    if (!original) {
      await em.nativeDelete(StoredImage, { name });
      await this.#changed();
      return 'missing';
    }
    const size = await sizeOf(original);
    const widths = variantWidths(size.width, size.animated);
    const written: string[] = [];
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const variant = variantName(name, width, format);
        await files.writePublic(variant, await encodeVariant(original, width, format));
        written.push(variant);
      }
    }
    const facts = { ...size, variantWidths: widths, formats: [...VARIANT_FORMATS], madeAt: new Date() };
    if (!row) {
      await em.upsert(StoredImage, { name, ...facts, storedAt: new Date() });
    } else if ((await em.nativeUpdate(StoredImage, { name }, facts)) === 0) {
      // The image was deleted while its variants were being made: take them away too.
      await files.removePublic(written);
      return 'missing';
    }
    await this.#changed();
    return widths.length > 0 ? 'made' : 'none';
  }

  /**
   * Makes the variants of every stored raster image that has no completed row (stored before
   * variants existed, or its row lost): `npm run images:variants`. Each image is completed on
   * its own, so an interrupted run resumes where it stopped and a second run makes nothing.
   */
  async makeMissing(
    onImage?: (name: string, outcome: MakeOutcome | 'failed') => void,
  ): Promise<BackfillCounts> {
    const names = await this.#deps.files.listRasterImages();
    const counts: BackfillCounts = {
      total: names.length,
      made: 0,
      none: 0,
      already: 0,
      missing: 0,
      failed: 0,
    };
    for (let start = 0; start < names.length; start += BACKFILL_BATCH) {
      const batch = names.slice(start, start + BACKFILL_BATCH);
      const done = await this.completed(batch);
      counts.already += done.size;
      for (const name of batch.filter((candidate) => !done.has(candidate))) {
        let outcome: MakeOutcome | 'failed';
        try {
          outcome = await this.make(name);
        } catch (error) {
          this.#deps.log.warn({ err: error, name }, 'could not make the variants of an image');
          outcome = 'failed';
        }
        counts[outcome] += 1;
        onImage?.(name, outcome);
      }
      // Rows made by upsert stay in the scope's identity map: let them go batch by batch.
      this.#deps.em.clear();
    }
    return counts;
  }

  /** Forgets a deleted image (its files are deleted by the upload store). */
  async removed(name: string): Promise<void> {
    await this.#deps.em.nativeDelete(StoredImage, { name });
    await this.#changed();
  }

  /** Queues again the images still pending after the grace period (their job lost with Redis). */
  async requestPending(graceMs: number, limit: number): Promise<number> {
    const pending = await this.#deps.em.find(
      StoredImage,
      { madeAt: null, storedAt: { $lt: new Date(Date.now() - graceMs) } },
      { fields: ['name'], orderBy: { storedAt: 'asc' }, limit, disableIdentityMap: true },
    );
    for (const { name } of pending) await this.request(name);
    return pending.length;
  }

  /** The stored names that already have a completed row, among `names`. */
  async completed(names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await this.#deps.em.find(
      StoredImage,
      { name: { $in: [...names] }, madeAt: { $ne: null } },
      { fields: ['name'], disableIdentityMap: true },
    );
    return new Set(rows.map((row) => row.name));
  }

  /**
   * For the page renderer: each image's size and variants, by the `/uploads/...` URL or stored
   * name it was asked for, in one query. An image without a row (not yet measured, an SVG, an
   * outside URL) comes back with null sizes and no variants, so the page shows the original.
   */
  async factsOf(references: readonly string[]): Promise<Map<string, ImageFacts>> {
    const { em, publicPrefix } = this.#deps;
    const names = new Map<string, string>();
    for (const reference of references) {
      const name = storedNameOf(publicPrefix, reference);
      if (name) names.set(reference, name);
    }
    const rows =
      names.size === 0
        ? []
        : await em.find(
            StoredImage,
            { name: { $in: [...new Set(names.values())] } },
            { disableIdentityMap: true },
          );
    const byName = new Map(rows.map((row) => [row.name, row]));
    const facts = new Map<string, ImageFacts>();
    for (const reference of references) {
      const name = names.get(reference);
      const row = name ? byName.get(name) : undefined;
      facts.set(
        reference,
        row && name
          ? {
              width: row.width,
              height: row.height,
              variants: variantsOf(publicPrefix, name, row.variantWidths, row.formats),
            }
          : { width: null, height: null, variants: [] },
      );
    }
    return facts;
  }

  // After the row committed (each statement here is its own transaction): the next read of any
  // instance sees the new facts. PublicCache logs and swallows a Redis failure itself.
  async #changed(): Promise<void> {
    await this.#deps.cache?.invalidate();
  }
}
