import { LockMode } from '@mikro-orm/core';
import { requireId } from '../../platform/http/index.ts';
import { promotionChanged } from '../content.events.ts';
import { MESSAGES } from '../content.fields.ts';
import { type ContentDeps, commitChange, orThrowNotFound } from '../content-changes.ts';
import { ImagedRecords } from '../content-records.ts';
import { Promotion } from './promotion.entity.ts';
import { presentPromotion } from './promotion.presenter.ts';
import type { PromotionCreateInput, PromotionUpdateInput, PromotionView } from './promotion.schemas.ts';

/** The form fields a promotion takes as they are (its image follows the upload). */
const FIELDS = [
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

const ORDER = { orderBy: { order_index: 'asc', title: 'asc', id: 'asc' } } as const;

/** Promotions: visitors see active ones; administrators see, change and toggle all. */
export class PromotionsService {
  readonly #deps: ContentDeps;

  readonly #records: ImagedRecords<Promotion>;

  constructor(deps: ContentDeps) {
    this.#deps = deps;
    this.#records = new ImagedRecords(deps, {
      entity: Promotion,
      event: promotionChanged,
      fields: FIELDS,
      picture: 'image',
      notFound: MESSAGES.promotionNotFound,
    });
  }

  /** What visitors see: active promotions. */
  async listPublic(): Promise<PromotionView[]> {
    return (await this.#deps.em.find(Promotion, { is_active: true }, ORDER)).map(presentPromotion);
  }

  /** Every promotion, active or not. */
  async listAll(): Promise<PromotionView[]> {
    return (await this.#deps.em.find(Promotion, {}, ORDER)).map(presentPromotion);
  }

  /** One promotion as visitors see it, or null when it is inactive or gone. */
  async findPublic(id: string): Promise<PromotionView | null> {
    const promotion = await this.#deps.em.findOne(Promotion, { id, is_active: true });
    return promotion ? presentPromotion(promotion) : null;
  }

  create(input: PromotionCreateInput, image?: string): Promise<PromotionView> {
    return this.#records.create(input, image).then(presentPromotion);
  }

  update(id: string, input: PromotionUpdateInput, image?: string): Promise<PromotionView> {
    return this.#records.update(id, input, image, input.remove_image).then(presentPromotion);
  }

  /** Flips the active flag; the row is locked so two quick clicks give two flips. */
  async toggleActive(id: string): Promise<PromotionView> {
    requireId(id, MESSAGES.promotionNotFound);
    const promotion = await commitChange(this.#deps, promotionChanged, 'updated', async (tx) => {
      const found = orThrowNotFound(
        await tx.findOne(Promotion, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }),
        MESSAGES.promotionNotFound,
      );
      found.is_active = !found.is_active;
      return { id, value: found };
    });
    return presentPromotion(promotion);
  }

  delete(id: string): Promise<void> {
    return this.#records.delete(id);
  }
}
