import { promotionChanged } from '../../content/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { ReindexOne } from './reindex-one.ts';

/** Keeps a promotion's search document in step with the promotion (gone once it is not active). Idempotent. */
export const onPromotionChanged = (reindex: ReindexOne) =>
  defineHandler({
    name: 'search.index_promotion_changed',
    event: promotionChanged,
    handle: (event) => reindex('promotion', event.payload.id),
  });
