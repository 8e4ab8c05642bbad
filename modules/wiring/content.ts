import { createContentModule } from '../content/index.ts';
import type { Kernel } from './kernel.ts';

/** The site's own content: needs no other module. */
export function wireContent({ orm, caches, storage, logFor }: Kernel) {
  return createContentModule({
    em: orm.em,
    cache: caches.for('content'),
    storage,
    log: logFor('content'),
  });
}
