import { postChanged } from '../../blog/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { ReindexOne } from './reindex-one.ts';

/** Keeps a post's search document in step with edits, unpublishing and deletion. Idempotent. */
export const onPostChanged = (reindex: ReindexOne) =>
  defineHandler({
    name: 'search.index_post_changed',
    event: postChanged,
    handle: (event) => reindex('blog', event.payload.id),
  });
