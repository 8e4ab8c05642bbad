import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError } from '../../platform/errors/index.ts';
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

type Deps = { em: EntityManager; catalogue: Catalogue; clock: () => Date };

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
    if (input.amount !== undefined && toMinor(input.amount, SHOP_CURRENCY) !== priced.totalMinor) {
      throw new BadRequestError(ORDER_MESSAGES.amountMismatch, 'amount_mismatch');
    }
    const key = checkoutKey(input.idempotencyKey);
    const { customer } = input;
    const email = customer.email.trim().toLowerCase();
    const existing = await this.#existing(key, priced.totalMinor, email);
    if (existing) return { order: existing, created: false };
    const now = this.#deps.clock();
    try {
      const order = await this.#deps.em.transactional(async (em) => {
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
          totalMinor: priced.totalMinor,
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
        return order;
      });
      return { order: placedOrder(order), created: true };
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // The concurrent twin won the key: answer its order.
      const winner = await this.#existing(key, priced.totalMinor, email);
      if (!winner) throw error;
      return { order: winner, created: false };
    }
  }

  /**
   * The order already placed under this key. Only the holder of the key's secret gets here, so
   * telling them their checkout changed reveals nothing to anyone else.
   */
  async #existing(key: string, totalMinor: number, email: string): Promise<PlacedOrder | undefined> {
    const order = await this.#deps.em.findOne(Order, { clientOrderId: key });
    if (!order) return undefined;
    if (order.totalMinor !== totalMinor || order.email !== email)
      throw new ConflictError(ORDER_MESSAGES.orderChanged, 'order_changed');
    return placedOrder(order);
  }
}
