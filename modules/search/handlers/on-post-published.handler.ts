import { postPublished } from '../../blog/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { ReindexOne } from './reindex-one.ts';

/** Indexes a post when it becomes visible (now or at its scheduled time). Idempotent. */
export const onPostPublished = (reindex: ReindexOne) =>
  defineHandler({
    name: 'search.index_post_published',
    event: postPublished,
    handle: (event) => reindex('blog', event.payload.id),
  });
