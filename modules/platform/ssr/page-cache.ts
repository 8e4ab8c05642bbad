import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressText, type Encoding } from '../cache/index.ts';

/** A rendered page as answered: its status and HTML, or a redirect. */
export type PageAnswer =
  | { status: number; html: string; location?: undefined }
  | { status: number; location: string };

/** A page kept with the answers' versions it was rendered from. */
export class PageEntry {
  readonly answer: PageAnswer;
  readonly versions: string;
  readonly etag: string;
  /**
   * False for a page showing a passing failure (a read failed during its render): never kept
   * here, and no shared cache in front may keep it either.
   */
  readonly shareable: boolean;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(answer: PageAnswer, versions: string, shareable = true) {
    this.answer = answer;
    this.versions = versions;
    this.shareable = shareable;
    const body = answer.location ?? answer.html;
    this.etag = `W/"${createHash('sha1').update(`${answer.status} ${body}`).digest('base64url')}"`;
  }

  /** The HTML compressed, once per encoding (Brotli at the answers' quality). */
  encoded(encoding: Encoding): Buffer {
    const html = this.answer.location === undefined ? this.answer.html : '';
    if (encoding === 'br') {
      this.#br ??= compressText(html, 'br');
      return this.#br;
    }
    this.#gzip ??= compressText(html, 'gzip');
    return this.#gzip;
  }

  get size(): number {
    return this.answer.location === undefined ? this.answer.html.length : this.answer.location.length;
  }
}

/** Pages kept at most (search pages have free-form keys) and their HTML's total size. */
export const PAGES_KEPT = 2_000;
export const PAGE_BYTES_KEPT = 64 * 1024 * 1024;

/**
 * Rendered pages per (theme, path and query string), each valid while the answers' versions are
 * those it was rendered from. Least recently used pages go first.
 */
export class PageCache {
  readonly #entries = new LRUCache<string, PageEntry>({
    max: PAGES_KEPT,
    maxSize: PAGE_BYTES_KEPT,
    // Its HTML plus room for the compressed copies.
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.size * 1.5)),
  });

  get(key: string, versions: string): PageEntry | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.versions === versions ? entry : undefined;
  }

  set(key: string, entry: PageEntry): void {
    this.#entries.set(key, entry);
  }

  get size(): number {
    return this.#entries.size;
  }
}
