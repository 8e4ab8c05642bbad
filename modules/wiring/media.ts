import { createMediaModule } from '../media/index.ts';
import type { Kernel } from './kernel.ts';

/**
 * `GET /api/images` answers are cached per set of pictures asked together (a page's grid, a
 * post's featured image): keys anyone can make up, so the most recently asked are kept. An
 * answer is about 400 bytes per picture (20 KB at most), so at worst 20 MB; a site's pages ask
 * a few hundred sets.
 */
const IMAGE_FACTS_ANSWERS_KEPT = 1_000;

/** Image variants and facts: they read and write files through the kernel's store, which tells them of each image. */
export function wireMedia(kernel: Kernel) {
  const media = createMediaModule({
    orm: kernel.orm,
    enqueue: kernel.enqueue,
    files: kernel.storage,
    publicPrefix: kernel.storage.publicPrefix,
    cache: kernel.caches.for('images', IMAGE_FACTS_ANSWERS_KEPT),
    log: kernel.logFor('media'),
  });
  kernel.images.listen(media.images);
  return media;
}
