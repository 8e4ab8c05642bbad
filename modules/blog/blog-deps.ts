import type { EntityManager } from '../platform/db/index.ts';
import type { Publish } from '../platform/events/index.ts';

/** What the blog's services need: the database, the outbox, the upload store, the cache, a clock. */
export type BlogDeps = {
  em: EntityManager;
  publish: Publish;
  files: { remove(path: string | null | undefined): Promise<void> };
  cache: { invalidate(): Promise<void> };
  clock: () => Date;
};

/** Visitors see a post when it is published and its publication time has come. */
export const visibleAt = (now: Date) => ({ status: 'published' as const, publishedAt: { $lte: now } });
