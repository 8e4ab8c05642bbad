import type { PublicCache } from '../../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, sendPrivate } from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { IMAGE_UPLOADS, imagedWrites, imageUpload, sendCachedAnswer } from '../content-http.ts';
import { promotionCreateSchema, promotionUpdateSchema } from './promotion.schemas.ts';
import type { PromotionsService } from './promotions.service.ts';

/** Promotions: the public active list (cached) and the admin screen's calls. */
export function promotionsRoutes(
  promotions: PromotionsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const writes = imagedWrites({
    service: promotions,
    storage,
    uploads: IMAGE_UPLOADS,
    createSchema: promotionCreateSchema,
    updateSchema: promotionUpdateSchema,
    name: 'promotion',
    created: MESSAGES.promotionCreated,
    updated: MESSAGES.promotionUpdated,
    deleted: MESSAGES.promotionDeleted,
  });
  return new ApiRouter('/api/promotions')
    .get('/active', PUBLIC, async (ctx) => {
      await sendCachedAnswer(ctx, cache, 'promotions:active', 'promotions', () => promotions.listPublic());
    })
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, { promotions: await promotions.listAll() });
    })
    .post('', ADMIN, imageUpload, writes.create)
    .put('/:id', ADMIN, imageUpload, writes.update)
    .patch('/:id/toggle-active', ADMIN, async (ctx) => {
      const promotion = await promotions.toggleActive(ctx.params.id ?? '');
      const message = promotion.is_active ? MESSAGES.promotionActivated : MESSAGES.promotionDeactivated;
      sendPrivate(ctx, { promotion, message });
    })
    .delete('/:id', ADMIN, writes.remove);
}
