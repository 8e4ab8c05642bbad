import type { Promotion } from './promotion.entity.ts';
import type { PromotionView } from './promotion.schemas.ts';

/** A promotion as the API presents it: an allowlist of its fields, by the same names. */
export function presentPromotion(promotion: Promotion): PromotionView {
  return {
    id: promotion.id,
    type: promotion.type,
    title: promotion.title,
    description: promotion.description ?? null,
    badge: promotion.badge ?? null,
    cta_text: promotion.cta_text ?? null,
    href: promotion.href ?? null,
    price: promotion.price ?? null,
    old_price: promotion.old_price ?? null,
    bg_color: promotion.bg_color ?? null,
    image: promotion.image ?? null,
    is_active: promotion.is_active,
    is_ad: promotion.is_ad,
    order_index: promotion.order_index,
    updated_at: promotion.updated_at.toISOString(),
  };
}
