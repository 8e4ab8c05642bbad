import type { EntityManager } from '../platform/db/index.ts';
import type { Publish } from '../platform/events/index.ts';

/** What the shop's services need: the database, the outbox, the file store, the cache, a clock. */
export type ShopDeps = {
  em: EntityManager;
  publish: Publish;
  files: {
    remove(path: string | null | undefined): Promise<void>;
    removeFile(key: string): Promise<void>;
  };
  cache: { invalidate(): Promise<void> };
  clock: () => Date;
};
