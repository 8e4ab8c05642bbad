import { ADMIN, sendPrivate } from '../../platform/http/index.ts';
import type { UploadStorage } from '../../platform/uploads/index.ts';
import { MESSAGES } from '../content.fields.ts';
import type { ContentAnswers } from '../content-answers.ts';
import { picturedRoutes } from '../content-http.ts';
import { promotionCreateSchema, promotionUpdateSchema } from './promotion.schemas.ts';
import type { PromotionsService } from './promotions.service.ts';

/** Promotions: the public active list (cached) and the admin screen's calls. */
export function promotionsRoutes(
  promotions: PromotionsService,
  storage: UploadStorage,
  answers: ContentAnswers,
) {
  return picturedRoutes({
    path: '/api/promotions',
    service: promotions,
    storage,
    picture: 'image',
    createSchema: promotionCreateSchema,
    updateSchema: promotionUpdateSchema,
    name: 'promotion',
    listName: 'promotions',
    visitorsList: { path: '/active', answer: answers.promotions },
    created: MESSAGES.promotionCreated,
    updated: MESSAGES.promotionUpdated,
    deleted: MESSAGES.promotionDeleted,
  }).patch('/:id/toggle-active', ADMIN, async (ctx) => {
    const promotion = await promotions.toggleActive(ctx.params.id ?? '');
    const message = promotion.is_active ? MESSAGES.promotionActivated : MESSAGES.promotionDeactivated;
    sendPrivate(ctx, { promotion, message });
  });
}
