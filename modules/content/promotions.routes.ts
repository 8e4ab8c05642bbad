import type { PublicCache } from '../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, sendCached, sendPrivate } from '../platform/http/index.ts';
import type { UploadStorage } from '../platform/uploads/index.ts';
import { MESSAGES, promotionCreateSchema, promotionUpdateSchema } from './content.schemas.ts';
import { IMAGE_RULES, imageUpload, withForm } from './content-http.ts';
import type { PromotionsService } from './promotions.service.ts';

/** Promotions: the public active list (cached) and the admin screen's calls. */
export function promotionsRoutes(
  promotions: PromotionsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
  const image = { field: 'image', storage, rules: IMAGE_RULES };
  return new ApiRouter('/api/promotions')
    .get('/active', PUBLIC, async (ctx) => {
      const answer = await cache.read('promotions:active', async () => ({
        success: true,
        promotions: await promotions.listPublic(),
      }));
      sendCached(ctx, answer);
    })
    .get('', ADMIN, async (ctx) => {
      sendPrivate(ctx, { promotions: await promotions.listAll() });
    })
    .post('', ADMIN, imageUpload, async (ctx) => {
      const promotion = await withForm(ctx, promotionCreateSchema, image, (input, path) =>
        promotions.create(input, path),
      );
      sendPrivate(ctx, { promotion, message: MESSAGES.promotionCreated }, 201);
    })
    .put('/:id', ADMIN, imageUpload, async (ctx) => {
      const promotion = await withForm(ctx, promotionUpdateSchema, image, (input, path) =>
        promotions.update(ctx.params.id ?? '', input, path),
      );
      sendPrivate(ctx, { promotion, message: MESSAGES.promotionUpdated });
    })
    .patch('/:id/toggle-active', ADMIN, async (ctx) => {
      const promotion = await promotions.toggleActive(ctx.params.id ?? '');
      const message = promotion.is_active ? MESSAGES.promotionActivated : MESSAGES.promotionDeactivated;
      sendPrivate(ctx, { promotion, message });
    })
    .delete('/:id', ADMIN, async (ctx) => {
      await promotions.delete(ctx.params.id ?? '');
      sendPrivate(ctx, { message: MESSAGES.promotionDeleted });
    });
}
