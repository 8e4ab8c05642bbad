import type { BlogModule } from '../blog/index.ts';
import { createImportsModule } from '../imports/index.ts';
import type { Shared } from './shared.ts';

/** Imports from other platforms and the redirects from their old addresses. */
export function wireImports({ orm, caches, storage, enqueue }: Shared, { blog }: { blog: BlogModule }) {
  return createImportsModule({ orm, blog, storage, enqueue, cache: caches.for('redirects') });
}
