import type { Readable } from 'node:stream';
import type { EntityManager } from '../../platform/db/index.ts';
import type { ByteRange, ObjectRead } from '../../platform/storage/index.ts';
import { Product, ProductFile } from '../entities/index.ts';
import { type PricedItems, type PricedProduct, priceLines } from './price-items.ts';

/** A stored file of a product, ready to stream (an optional inclusive byte range for resumes). */
export type ProductFileHandle = {
  fileId: string;
  productId: string;
  /** Zero-based place among the product's files, in their order. */
  index: number;
  count: number;
  name: string;
  size: number;
  contentType: string;
  /** The file's bytes from the store, or a range of them; rejects when the store has lost it. */
  open(range?: ByteRange): Promise<Readable>;
};

type Deps = {
  em: EntityManager;
  /** A private file of the upload store by its key (UploadStorage.readPrivate). */
  readPrivate: (key: string, range?: ByteRange) => Promise<ObjectRead | undefined>;
};

/**
 * What checkout and downloads ask the shop: prices from the database, and files to stream.
 * Reads go through the caller's scope (a request, a job, or the door's own for other callers).
 */
export class Catalogue {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Prices `[{ id, quantity }]` from stored products (see price-items.ts for what is refused). */
  async priceItems(items: unknown): Promise<PricedItems> {
    const ids = Array.isArray(items)
      ? items.flatMap((item: unknown) =>
          typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'string'
            ? [item.id]
            : [],
        )
      : [];
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const rows = uuids.length
      ? await this.#deps.em.find(
          Product,
          { id: { $in: uuids } },
          { fields: ['id', 'name', 'priceMinor', 'currency', 'isActive', 'payWhatYouWant', 'minPriceMinor'] },
        )
      : [];
    const products = new Map<string, PricedProduct>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          priceMinor: row.priceMinor,
          currency: row.currency,
          isActive: row.isActive,
          payWhatYouWant: row.payWhatYouWant,
          minPriceMinor: row.minPriceMinor ?? null,
        },
      ]),
    );
    return priceLines(items, products);
  }

  /**
   * A product's file by its zero-based index (in file order) or by its id; undefined when the
   * product or the file does not exist. Works for inactive products too: a buyer keeps access.
   */
  async openFile(
    productId: string,
    ref: { index: number } | { fileId: string },
  ): Promise<ProductFileHandle | undefined> {
    const files = await this.#deps.em.find(
      ProductFile,
      { productId },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    const index = 'index' in ref ? ref.index : files.findIndex((file) => file.id === ref.fileId);
    const file = files[index];
    if (!file) return undefined;
    const { storedKey } = file;
    return {
      fileId: file.id,
      productId,
      index,
      count: files.length,
      name: file.originalName,
      size: file.size,
      contentType: file.contentType,
      open: async (range) => {
        const read = await this.#deps.readPrivate(storedKey, range);
        if (!read) throw new Error(`The stored file ${storedKey} of product ${productId} is missing`);
        return read.body;
      },
    };
  }
}
