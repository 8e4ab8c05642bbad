import type { CountViews, ViewClient, ViewCounter } from '../../analytics/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors/index.ts';
import { MESSAGES } from '../blog.schemas.ts';
import { visibleAt } from '../blog-deps.ts';
import { Post } from '../entities/index.ts';

export type PostViewsDeps = {
  em: EntityManager;
  countViews: CountViews;
  clock: () => Date;
};

/** Post view counts, once per visitor per day (analytics' counter, as products are counted). */
export class PostViews {
  readonly #deps: PostViewsDeps;
  readonly #counter: ViewCounter;

  constructor(deps: PostViewsDeps) {
    this.#deps = deps;
    const views = async (sql: string, id: string) =>
      (await deps.em.execute<{ views: number }[]>(sql, [id]))[0]?.views ?? 0;
    this.#counter = deps.countViews({
      scope: 'blog',
      increment: (id) => views('update blog_post set views = views + 1 where id = ? returning views', id),
      current: (id) => views('select views from blog_post where id = ?', id),
    });
  }

  /** Counts the view of a visible post if it is this visitor's first today. */
  async record(slug: string, client: ViewClient): Promise<{ counted: boolean; views: number }> {
    const post = await this.#deps.em.findOne(
      Post,
      { slug, ...visibleAt(this.#deps.clock()) },
      { fields: ['id', 'views'] },
    );
    if (!post) throw new NotFoundError(MESSAGES.postNotFound);
    return this.#counter.record(post.id, client, post.views);
  }
}
