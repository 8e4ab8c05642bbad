import { defineHandler } from '../../platform/events/index.ts';
import { productChanged } from '../../shop/index.ts';
import type { ReindexOne } from './reindex-one.ts';

/** Keeps a product's search document in step with edits, toggles and deletion. Idempotent. */
export const onProductChanged = (reindex: ReindexOne) =>
  defineHandler({
    name: 'search.index_product_changed',
    event: productChanged,
    handle: (event) => reindex('shop', event.payload.id),
  });
