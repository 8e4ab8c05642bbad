import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '../../platform/errors/index.ts';
import type { PageQuery } from '../../platform/lists/index.ts';
import { listAnswer } from '../../platform/lists/index.ts';
import {
  DISCOUNT_MESSAGES,
  type DiscountCreateInput,
  type DiscountPreview,
  type DiscountRefusal,
  type DiscountUpdateInput,
  type DiscountView,
  normaliseCode,
} from '../discounts.schemas.ts';
import { Discount } from '../entities/index.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { fromMinor, toMinor } from '../products/money.ts';
import type { PricedLine } from '../products/price-items.ts';
import { SHOP_CURRENCY } from '../shop.schemas.ts';
import { capRefusal, type DiscountedLine, discountMinor, windowRefusal } from './discount-pricing.ts';

/** Order states that give their use back: the payment will never come. */
export const RELEASED_STATES = ['failed', 'expired', 'cancelled'] as const;

/** The refusal a buyer gets: 409 when the code ran out (a state), 400 for everything else. */
export function discountRefused(reason: DiscountRefusal): BadRequestError | ConflictError {
  const message = DISCOUNT_MESSAGES[reason];
  return reason === 'usedUp' || reason === 'usedByEmail'
    ? new ConflictError(message, 'discount_invalid')
    : new BadRequestError(message, 'discount_invalid');
}

/** What a discount did to an order: recorded on it. */
export type AppliedDiscount = { discountId: string; code: string; discountMinor: number };

type Deps = { em: EntityManager; catalogue: Catalogue; clock: () => Date };
type UseCounts = { held: number; completed: number; pending: number };

/**
 * Discount codes: the admin's codes and their uses, the cart's preview, and the one check
 * checkout makes under the discount's row lock (so its caps hold under any concurrency).
 */
export class DiscountsService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async create(input: DiscountCreateInput): Promise<DiscountView> {
    const now = this.#deps.clock();
    const discount = this.#deps.em.create(Discount, {
      id: randomUUID(),
      code: input.code,
      percentOff: input.percent_off ?? null,
      amountOffMinor: input.amount_off == null ? null : toMinor(input.amount_off, SHOP_CURRENCY),
      productIds: [...new Set(input.product_ids ?? [])],
      startsAt: input.starts_at ? new Date(input.starts_at) : null,
      endsAt: input.ends_at ? new Date(input.ends_at) : null,
      maxUses: input.max_uses ?? null,
      maxUsesPerEmail: input.max_uses_per_email ?? null,
      active: input.active ?? true,
      createdAt: now,
      updatedAt: now,
    });
    await this.#saving(() => this.#deps.em.persist(discount).flush());
    return presentDiscount(discount, { held: 0, completed: 0, pending: 0 });
  }

  async update(id: string, input: DiscountUpdateInput): Promise<DiscountView> {
    const view = await this.#saving(() =>
      this.#deps.em.transactional(async (em) => {
        const discount = await em.findOne(Discount, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!discount) throw new NotFoundError(DISCOUNT_MESSAGES.notFound);
        if (input.code !== undefined) discount.code = input.code;
        if (input.percent_off != null) {
          discount.percentOff = input.percent_off;
          discount.amountOffMinor = null;
        } else if (input.amount_off != null) {
          discount.amountOffMinor = toMinor(input.amount_off, SHOP_CURRENCY);
          discount.percentOff = null;
        }
        if (input.product_ids !== undefined) discount.productIds = [...new Set(input.product_ids)];
        if (input.starts_at !== undefined)
          discount.startsAt = input.starts_at ? new Date(input.starts_at) : null;
        if (input.ends_at !== undefined) discount.endsAt = input.ends_at ? new Date(input.ends_at) : null;
        if (input.max_uses !== undefined) discount.maxUses = input.max_uses;
        if (input.max_uses_per_email !== undefined) discount.maxUsesPerEmail = input.max_uses_per_email;
        if (input.active !== undefined) discount.active = input.active;
        if (discount.startsAt && discount.endsAt && discount.endsAt <= discount.startsAt) {
          const message = DISCOUNT_MESSAGES.dates;
          throw new ValidationError(message, [{ path: 'ends_at', message }]);
        }
        discount.updatedAt = this.#deps.clock();
        await em.flush();
        const uses = await countUses(em, [discount.id]);
        return presentDiscount(discount, uses.get(discount.id));
      }),
    );
    return view;
  }

  /** Every code, newest first, with its uses. */
  async list(page: PageQuery) {
    const [rows, total] = await this.#deps.em.findAndCount(
      Discount,
      {},
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: page.limit, offset: (page.page - 1) * page.limit },
    );
    const uses = await countUses(
      this.#deps.em,
      rows.map((row) => row.id),
    );
    return listAnswer(
      'discounts',
      rows.map((row) => presentDiscount(row, uses.get(row.id))),
      total,
      page,
    );
  }

  /**
   * Would this code apply to this cart? The same checks as checkout (the email's own cap only
   * when an email is given), without a lock: checkout decides. A refusal is the same error
   * checkout gives; an answer says only what this cart would pay.
   */
  async preview(input: { code: string; items: unknown; email?: string }): Promise<DiscountPreview> {
    const priced = await this.#deps.catalogue.priceItems(input.items);
    const discount = await this.#deps.em.findOne(Discount, { code: normaliseCode(input.code) });
    const email = input.email?.trim().toLowerCase();
    const applied = await this.#check(this.#deps.em, discount, priced.lines, email);
    return {
      code: applied.code,
      subtotal: fromMinor(priced.totalMinor, SHOP_CURRENCY),
      discount: fromMinor(applied.discountMinor, SHOP_CURRENCY),
      total: fromMinor(priced.totalMinor - applied.discountMinor, SHOP_CURRENCY),
      currency: SHOP_CURRENCY,
    };
  }

  /**
   * Checkout's lock, inside the order's transaction: the discount's row (`select … for update`),
   * so the uses counted next cannot change until this transaction commits its order or rolls
   * back. Concurrent checkouts of one code queue here. Null for an unknown code.
   */
  lockForOrder(em: EntityManager, code: string): Promise<Discount | null> {
    return em.findOne(
      Discount,
      { code: normaliseCode(code) },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /** Checkout's check of the locked discount for these lines and this buyer; refuses or prices. */
  applyForOrder(
    em: EntityManager,
    discount: Discount | null,
    lines: readonly PricedLine[],
    email: string,
  ): Promise<AppliedDiscount> {
    return this.#check(em, discount, lines, email);
  }

  async #check(
    em: EntityManager,
    discount: Discount | null,
    lines: readonly DiscountedLine[],
    email: string | undefined,
  ): Promise<AppliedDiscount> {
    if (!discount) throw discountRefused('invalid');
    const early = windowRefusal(discount, lines, this.#deps.clock());
    if (early) throw discountRefused(early);
    if (discount.maxUses != null || (discount.maxUsesPerEmail != null && email)) {
      const [row] = await em.execute<{ total: number; mine: number }[]>(
        `select count(*)::int as total, count(*) filter (where email = ?)::int as mine
         from shop_order where discount_id = ? and status not in (${RELEASED_STATES.map(() => '?').join(', ')})`,
        [email ?? '', discount.id, ...RELEASED_STATES],
      );
      const refusal = capRefusal(
        {
          maxUses: discount.maxUses ?? null,
          maxUsesPerEmail: email ? (discount.maxUsesPerEmail ?? null) : null,
        },
        { total: row?.total ?? 0, byEmail: row?.mine ?? 0 },
      );
      if (refusal) throw discountRefused(refusal);
    }
    return {
      discountId: discount.id,
      code: discount.code,
      discountMinor: discountMinor(lines, {
        percentOff: discount.percentOff ?? null,
        amountOffMinor: discount.amountOffMinor ?? null,
        productIds: discount.productIds,
      }),
    };
  }

  async #saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError(DISCOUNT_MESSAGES.exists, 'discount_exists');
      throw error;
    }
  }
}

/** Uses per discount: held (what the caps count), completed and pending. */
async function countUses(em: EntityManager, ids: string[]): Promise<Map<string, UseCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ discount_id: string; held: number; completed: number; pending: number }[]>(
    `select discount_id,
       count(*) filter (where status not in (${RELEASED_STATES.map(() => '?').join(', ')}))::int as held,
       count(*) filter (where status = 'completed')::int as completed,
       count(*) filter (where status = 'pending')::int as pending
     from shop_order where discount_id in (${ids.map(() => '?').join(', ')}) group by discount_id`,
    [...RELEASED_STATES, ...ids],
  );
  return new Map(rows.map((row) => [row.discount_id, row]));
}

export function presentDiscount(discount: Discount, uses: UseCounts | undefined): DiscountView {
  return {
    id: discount.id,
    code: discount.code,
    percent_off: discount.percentOff ?? null,
    amount_off: discount.amountOffMinor == null ? null : fromMinor(discount.amountOffMinor, SHOP_CURRENCY),
    product_ids: discount.productIds,
    starts_at: discount.startsAt?.toISOString() ?? null,
    ends_at: discount.endsAt?.toISOString() ?? null,
    max_uses: discount.maxUses ?? null,
    max_uses_per_email: discount.maxUsesPerEmail ?? null,
    active: discount.active,
    uses: uses?.held ?? 0,
    completed_uses: uses?.completed ?? 0,
    pending_uses: uses?.pending ?? 0,
    created_at: discount.createdAt.toISOString(),
    updated_at: discount.updatedAt.toISOString(),
  };
}
