import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from '../platform/cache/index.ts';

/**
 * A rendered page as answered: its status and HTML (a `CachedAnswer` of text: its ETag and
 * compressed copies made once), or a redirect.
 */
export type PageAnswer =
  | { status: number; html: CachedAnswer<never>; location?: undefined }
  | { status: number; location: string; html?: undefined };

/** A page and what it was made from: the namespaces its render read and their versions then. */
export type KeptPage = {
  answer: PageAnswer;
  /** The public caches' namespaces the render read (`recordReads`), sorted. */
  namespaces: readonly string[];
  /** Their versions before the render, joined in the same order; '' for a page never kept. */
  versions: string;
  /**
   * False for a page showing a passing failure (a read failed during its render): never kept
   * here, and no shared cache in front may keep it either.
   */
  shareable: boolean;
};

/** Pages kept at most (search pages have free-form keys) and their HTML's total size. */
export const PAGES_KEPT = 2_000;
export const PAGE_BYTES_KEPT = 64 * 1024 * 1024;

const sizeOf = ({ answer }: KeptPage): number =>
  answer.html === undefined ? answer.location.length : answer.html.body.length;

/**
 * Rendered pages per (theme, path and query string); the caller checks a page's versions against
 * the current ones of its namespaces. Least recently used pages go first.
 */
export class PageCache {
  readonly #entries = new LRUCache<string, KeptPage>({
    max: PAGES_KEPT,
    maxSize: PAGE_BYTES_KEPT,
    // Its HTML plus room for the compressed copies.
    sizeCalculation: (page) => Math.max(1, Math.ceil(sizeOf(page) * 1.5)),
  });

  get(key: string): KeptPage | undefined {
    return this.#entries.get(key);
  }

  set(key: string, page: KeptPage): void {
    this.#entries.set(key, page);
  }

  get size(): number {
    return this.#entries.size;
  }
}
