import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { requireId } from '../platform/http/index.ts';
import { promotionChanged } from './content.events.ts';
import { promotionFields } from './content.mapping.ts';
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

  /** What visitors see: active promotions. */
  async listPublic(): Promise<PromotionView[]> {
    return (await this.#deps.em.find(Promotion, { isActive: true }, ORDER)).map(presentPromotion);
  }

  /** Every promotion, active or not. */
  async listAll(): Promise<PromotionView[]> {
    return (await this.#deps.em.find(Promotion, {}, ORDER)).map(presentPromotion);
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
        ...promotionFields(input),
        image: image ?? null,
      });
      return { id: created.id, value: created };
    });
    return presentPromotion(promotion);
  }

  async update(id: string, input: PromotionUpdateInput, image?: string): Promise<PromotionView> {
    requireId(id, MESSAGES.promotionNotFound);
    const promotion = await commitChange(this.#deps, promotionChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(await tx.findOne(Promotion, { id }), MESSAGES.promotionNotFound);
      tx.assign(found, promotionFields(input));
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
