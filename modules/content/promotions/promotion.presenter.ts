import { allowlist } from '../../platform/http/index.ts';
import type { Promotion } from './promotion.entity.ts';
import type { PromotionView } from './promotion.schemas.ts';

/** A promotion as the API presents it: an allowlist of its fields, by the same names. */
export function presentPromotion(promotion: Promotion): PromotionView {
  return allowlist(promotion, [
    'id',
    'type',
    'title',
    'description',
    'badge',
    'cta_text',
    'href',
    'price',
    'old_price',
    'bg_color',
    'image',
    'is_active',
    'is_ad',
    'order_index',
    'updated_at',
  ]);
}
