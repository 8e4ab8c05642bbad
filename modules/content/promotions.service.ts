import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { requireId } from '../platform/http/index.ts';
import { promotionChanged } from './content.events.ts';
import { presentPromotion } from './content.presenter.ts';
import type { PromotionCreateInput, PromotionUpdateInput, PromotionView } from './content.schemas.ts';
import { MESSAGES } from './content.schemas.ts';
import { type ContentDeps, commitChange, nextImage, orThrowNotFound } from './content-changes.ts';
import { Promotion } from './entities/index.ts';

const ORDER = { orderBy: { orderIndex: 'asc', title: 'asc', id: 'asc' } } as const;

/** Promotions: visitors see active ones; administrators see, change and toggle all. */
export class PromotionsService {
  readonly #deps: ContentDeps;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
  }

  async list(activeOnly: boolean): Promise<PromotionView[]> {
    const promotions = await this.#deps.em.find(Promotion, activeOnly ? { isActive: true } : {}, ORDER);
    return promotions.map(presentPromotion);
  }

  /** One promotion as visitors see it, or null when it is inactive or gone. */
  async findPublic(id: string): Promise<PromotionView | null> {
    const promotion = await this.#deps.em.findOne(Promotion, { id, isActive: true });
    return promotion ? presentPromotion(promotion) : null;
  }

  async create(input: PromotionCreateInput, image?: string): Promise<PromotionView> {
    const promotion = await commitChange(this.#deps, promotionChanged, 'created', async (tx) => {
      const created = tx.create(Promotion, {
        id: randomUUID(),
        type: input.type,
        title: input.title,
        description: input.description ?? null,
        badge: input.badge ?? null,
        ctaText: input.cta_text ?? null,
        href: input.href ?? null,
        price: input.price ?? null,
        oldPrice: input.old_price ?? null,
        bgColor: input.bg_color ?? null,
        image: image ?? null,
        isActive: input.is_active,
        isAd: input.is_ad,
        orderIndex: input.order_index,
      });
      return { id: created.id, value: created };
    });
    return presentPromotion(promotion);
  }

  async update(id: string, input: PromotionUpdateInput, image?: string): Promise<PromotionView> {
    requireId(id, MESSAGES.promotionNotFound);
    const promotion = await commitChange(this.#deps, promotionChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Promotion, { id }), MESSAGES.promotionNotFound);
      if (input.type !== undefined) found.type = input.type;
      if (input.title !== undefined) found.title = input.title;
      if (input.description !== undefined) found.description = input.description;
      if (input.badge !== undefined) found.badge = input.badge;
      if (input.cta_text !== undefined) found.ctaText = input.cta_text;
      if (input.href !== undefined) found.href = input.href;
      if (input.price !== undefined) found.price = input.price;
      if (input.old_price !== undefined) found.oldPrice = input.old_price;
      if (input.bg_color !== undefined) found.bgColor = input.bg_color;
      if (input.is_active !== undefined) found.isActive = input.is_active;
      if (input.is_ad !== undefined) found.isAd = input.is_ad;
      if (input.order_index !== undefined) found.orderIndex = input.order_index;
      const next = nextImage(found.image, image, input.remove_image);
      found.image = next.value;
      return { id, value: found, drop: [next.drop] };
    });
    return presentPromotion(promotion);
  }

  /** Flips the active flag; the row is locked so two quick clicks give two flips. */
  async toggleActive(id: string): Promise<PromotionView> {
    requireId(id, MESSAGES.promotionNotFound);
    const promotion = await commitChange(this.#deps, promotionChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(
        await tx.findOne(Promotion, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }),
        MESSAGES.promotionNotFound,
      );
      found.isActive = !found.isActive;
      return { id, value: found };
    });
    return presentPromotion(promotion);
  }

  async delete(id: string): Promise<void> {
    requireId(id, MESSAGES.promotionNotFound);
    await commitChange(this.#deps, promotionChanged, 'deleted', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Promotion, { id }), MESSAGES.promotionNotFound);
      tx.remove(found);
      return { id, value: undefined, drop: [found.image] };
    });
  }
}
