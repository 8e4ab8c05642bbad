import { LockMode } from '@mikro-orm/core';
import { requireId } from '../../platform/http/index.ts';
import { promotionChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import { type ContentDeps, commitChange, orThrowNotFound } from '../content-changes.ts';
import { ContentRecords } from '../content-records.ts';
import { Promotion } from './promotion.entity.ts';
import { PROMOTION_FIELDS, presentPromotion } from './promotion.presenter.ts';
import type { PromotionCreateInput, PromotionUpdateInput, PromotionView } from './promotion.schemas.ts';

/** Promotions: visitors see active ones; administrators see, change and toggle all. */
export class PromotionsService extends ContentRecords<
  Promotion,
  PromotionView,
  PromotionCreateInput,
  PromotionUpdateInput
> {
  constructor(deps: ContentDeps) {
    super(deps, {
      entity: Promotion,
      event: promotionChanged,
      fields: PROMOTION_FIELDS,
      picture: 'image',
      notFound: MESSAGES.promotionNotFound,
      visible: { is_active: true },
      orderBy: { order_index: 'asc', title: 'asc', id: 'asc' },
      present: presentPromotion,
    });
  }

  /** Flips the active flag; the row is locked so two quick clicks give two flips. */
  async toggleActive(id: string): Promise<PromotionView> {
    requireId(id, MESSAGES.promotionNotFound);
    const promotion = await commitChange(this.deps, promotionChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(
        await tx.findOne(Promotion, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }),
        MESSAGES.promotionNotFound,
      );
      found.is_active = !found.is_active;
      return { id, value: found };
    });
    return presentPromotion(promotion);
  }
}
