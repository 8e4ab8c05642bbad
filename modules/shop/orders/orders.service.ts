import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError } from '../../platform/errors/index.ts';
import type { AppliedDiscount, DiscountsService } from '../discounts/discounts.service.ts';
import { normaliseCode } from '../discounts.schemas.ts';
import { Order, OrderLine } from '../entities/index.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { toMinor } from '../products/money.ts';
import { SHOP_CURRENCY } from '../shop.schemas.ts';
import { checkoutKey, newMerchantReference, orderDescription, type PlaceOrderInput } from './order-input.ts';
import { type PlacedOrder, placedOrder } from './order-reads.ts';

export const ORDER_MESSAGES = {
  amountMismatch: 'The amount does not match the prices of the items in your cart',
  orderChanged: 'This checkout was already submitted with a different cart',
} as const;

type Deps = { em: EntityManager; catalogue: Catalogue; discounts: DiscountsService; clock: () => Date };

/** Places orders: priced from the database, idempotent on the checkout's key. */
export class OrdersService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * The order of one checkout, created once: a retry or a concurrent double submit with the same
   * idempotency key gets the same order (`created: false`), whichever request won the unique key.
   */
  async placeOrder(input: PlaceOrderInput): Promise<{ order: PlacedOrder; created: boolean }> {
    const priced = await this.#deps.catalogue.priceItems(input.items);
    const key = checkoutKey(input.idempotencyKey);
    const { customer } = input;
    const email = customer.email.trim().toLowerCase();
    const code = input.discountCode?.trim() ? normaliseCode(input.discountCode) : null;
    const asked = { subtotalMinor: priced.totalMinor, email, code, amount: input.amount };
    const existing = await this.#existing(this.#deps.em, key, asked);
    if (existing) return { order: placedOrder(existing), created: false };
    const now = this.#deps.clock();
    try {
      const placed = await this.#deps.em.transactional(async (em) => {
        // The discount's row lock queues concurrent checkouts of one code: its uses are counted
        // and this order inserted before the next one counts.
        let discount: AppliedDiscount | undefined;
        if (code) {
          const locked = await this.#deps.discounts.lockForOrder(em, code);
          // A twin with this key committed while this one waited for the lock: its order, and no
          // second use (checked before the uses, which now count the twin's).
          const twin = await this.#existing(em, key, asked);
          if (twin) return { order: twin, created: false };
          discount = await this.#deps.discounts.applyForOrder(em, locked, priced.lines, email);
        }
        const discountMinor = discount?.discountMinor ?? 0;
        const totalMinor = priced.totalMinor - discountMinor;
        if (input.amount !== undefined && toMinor(input.amount, SHOP_CURRENCY) !== totalMinor) {
          throw new BadRequestError(ORDER_MESSAGES.amountMismatch, 'amount_mismatch');
        }
        const order = em.create(Order, {
          id: randomUUID(),
          merchantReference: newMerchantReference(now),
          clientOrderId: key,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email,
          phone: customer.phone,
          countryCode: customer.countryCode,
          addressLine1: customer.address.line1,
          city: customer.address.city,
          state: customer.address.state,
          postalCode: customer.address.postalCode,
          paymentMethod: input.paymentMethod,
          status: 'pending',
          description: orderDescription(priced.lines.map((line) => line.name)),
          subtotalMinor: priced.totalMinor,
          discountId: discount?.discountId ?? null,
          discountCode: discount?.code ?? null,
          discountMinor,
          totalMinor,
          currency: priced.currency,
          createdAt: now,
          paidAt: null,
          fulfilledAt: null,
        });
        for (const [position, line] of priced.lines.entries()) {
          em.persist(
            em.create(OrderLine, {
              id: randomUUID(),
              orderId: order.id,
              productId: line.productId,
              name: line.name,
              unitPriceMinor: line.unitPriceMinor,
              quantity: line.quantity,
              lineTotalMinor: line.lineTotalMinor,
              position,
            }),
          );
        }
        em.persist(order);
        return { order, created: true };
      });
      return { order: placedOrder(placed.order), created: placed.created };
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // The concurrent twin won the key: answer its order.
      const winner = await this.#existing(this.#deps.em, key, asked);
      if (!winner) throw error;
      return { order: placedOrder(winner), created: false };
    }
  }

  /**
   * The order already placed under this key. Only the holder of the key's secret gets here, so
   * telling them their checkout changed reveals nothing to anyone else. The same cart, email and
   * code is the same checkout, whatever the code's uses are now (the order holds its use).
   */
  async #existing(
    em: EntityManager,
    key: string,
    asked: { subtotalMinor: number; email: string; code: string | null; amount?: number },
  ): Promise<Order | undefined> {
    const order = await em.findOne(Order, { clientOrderId: key }, { refresh: true });
    if (!order) return undefined;
    if (
      order.subtotalMinor !== asked.subtotalMinor ||
      order.email !== asked.email ||
      (order.discountCode ?? null) !== asked.code
    )
      throw new ConflictError(ORDER_MESSAGES.orderChanged, 'order_changed');
    if (asked.amount !== undefined && toMinor(asked.amount, SHOP_CURRENCY) !== order.totalMinor)
      throw new BadRequestError(ORDER_MESSAGES.amountMismatch, 'amount_mismatch');
    return order;
  }
}
