import type { EntityManager } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import type { Redis } from '../../platform/queues/index.ts';
import { MESSAGES } from '../blog.schemas.ts';
import { visibleAt } from '../blog-deps.ts';
import { Post } from '../entities/index.ts';

/** The analytics module's visitor door: today's cookieless visitor hash, null for bots. */
export type VisitorOf = (input: { ip: string; userAgent: string | undefined }) => Promise<{
  day: string;
  visitor: string;
  until: number;
} | null>;

export type PostViewsDeps = {
  em: EntityManager;
  redis: Redis;
  keyPrefix: string;
  visitorOf: VisitorOf;
  clock: () => Date;
};

/**
 * Post view counts: a visitor counts at most once per post per day (a Redis key per post, day
 * and visitor hash, expiring with the day), a bot never. No cookies; the hash is analytics'.
 */
export class PostViews {
  readonly #deps: PostViewsDeps;

  constructor(deps: PostViewsDeps) {
    this.#deps = deps;
  }

  async record(
    slug: string,
    client: { ip: string; userAgent: string | undefined },
  ): Promise<{ counted: boolean; views: number }> {
    const { em, redis, keyPrefix } = this.#deps;
    const post = await em.findOne(
      Post,
      { slug, ...visibleAt(this.#deps.clock()) },
      { fields: ['id', 'views'] },
    );
    if (!post) throw new NotFoundError(MESSAGES.postNotFound);
    const visitor = await this.#deps.visitorOf(client);
    if (!visitor) return { counted: false, views: post.views };
    const key = `${keyPrefix}:blog:viewed:${post.id}:${visitor.day}:${visitor.visitor}`;
    const first = await redis.set(key, '1', 'PXAT', visitor.until, 'NX');
    if (first !== 'OK') return { counted: false, views: post.views };
    const rows = await em.execute<{ views: number }[]>(
      'update blog_post set views = views + 1 where id = ? returning views',
      [post.id],
    );
    return { counted: true, views: rows[0]?.views ?? post.views + 1 };
  }
}
