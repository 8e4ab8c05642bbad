import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { Post, PostSlugRedirect } from '../entities/index.ts';
import { firstFreeSlug } from './slug.ts';

/**
 * The first slug from `base` that neither a post nor an old slug's redirect holds (`base`,
 * `base-2`, …), read in the caller's transaction: the editor's saves and the importer share it.
 */
export async function freeSlug(tx: EntityManager, base: string): Promise<string> {
  const pattern = `${escapeLike(base)}%`;
  const [posts, redirects] = await Promise.all([
    tx.find(Post, { slug: { $like: pattern } }, { fields: ['slug'] }),
    tx.find(PostSlugRedirect, { slug: { $like: pattern } }),
  ]);
  return firstFreeSlug(base, new Set([...posts, ...redirects].map((row) => row.slug)));
}
