import { allowlist } from '../../platform/http/index.ts';
import type { Promotion } from './promotion.entity.ts';
import type { PromotionView } from './promotion.schemas.ts';

/** The fields a form writes as they are (a picture follows the upload) and the API shows by the same names. */
export const PROMOTION_FIELDS = [
  'type',
  'title',
  'description',
  'badge',
  'cta_text',
  'href',
  'price',
  'old_price',
  'bg_color',
  'is_active',
  'is_ad',
  'order_index',
] as const satisfies readonly (keyof Promotion)[];

/** A promotion as the API presents it: an allowlist of its fields, by the same names. */
export function presentPromotion(promotion: Promotion): PromotionView {
  return allowlist(promotion, ['id', ...PROMOTION_FIELDS, 'image', 'updated_at']);
}
