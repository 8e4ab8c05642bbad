import { allowlist } from '../../platform/http/index.ts';
import type { Promotion } from './promotion.entity.ts';
import { PROMOTION_TEXT_FIELDS, type PromotionView } from './promotion.schemas.ts';

/** The fields a form writes as they are (a picture follows the upload) and the API shows by the same names. */
export const PROMOTION_FIELDS = [
  ...PROMOTION_TEXT_FIELDS,
  'is_active',
  'is_ad',
] as const satisfies readonly (keyof Promotion)[];

/** A promotion as the API presents it: an allowlist of its fields, by the same names. */
export function presentPromotion(promotion: Promotion): PromotionView {
  return allowlist(promotion, ['id', ...PROMOTION_FIELDS, 'image', 'updated_at']);
}
