import type { PostPortable } from '../../blog/index.ts';
import type { ContentPortable } from '../../content/index.ts';
import type { SubscriberPortable } from '../../newsletter/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import type { ProductPortable } from '../../shop/index.ts';

/**
 * The modules whose content goes in the site's archive, each through the small port on its door
 * (`portable`): they read and write their own tables, the archive only carries and keys.
 */
export type ArchivePorts = {
  em: EntityManager;
  storage: UploadStorage;
  /** `imports.committed()` moves the blog's caches once restored posts changed. */
  blog: { portable: PostPortable; imports: { committed(): Promise<void> } };
  content: { portable: ContentPortable };
  shop: { portable: ProductPortable };
  newsletter: { portable: SubscriberPortable };
  clock: () => Date;
};
