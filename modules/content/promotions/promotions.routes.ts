import type { PublicCache } from '../../platform/cache/index.ts';
import { ADMIN, ApiRouter, PUBLIC, parse, sendCached, sendPrivate } from '../../platform/http/index.ts';
import { formFields, type UploadStorage, withUploads } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import { IMAGE_UPLOADS, imageUpload } from '../content-http.ts';
import { promotionCreateSchema, promotionUpdateSchema } from './promotion.schemas.ts';
import type { PromotionsService } from './promotions.service.ts';

/** Promotions: the public active list (cached) and the admin screen's calls. */
export function promotionsRoutes(
  promotions: PromotionsService,
  storage: UploadStorage,
  cache: PublicCache,
): ApiRouter {
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
      const input = parse(promotionCreateSchema, formFields(ctx));
      const promotion = await withUploads(ctx, storage, IMAGE_UPLOADS, ({ image }) =>
        promotions.create(input, image),
      );
      sendPrivate(ctx, { promotion, message: MESSAGES.promotionCreated }, 201);
    })
    .put('/:id', ADMIN, imageUpload, async (ctx) => {
      const input = parse(promotionUpdateSchema, formFields(ctx));
      const promotion = await withUploads(ctx, storage, IMAGE_UPLOADS, ({ image }) =>
        promotions.update(ctx.params.id ?? '', input, image),
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
