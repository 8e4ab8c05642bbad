import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError } from '../../platform/errors/index.ts';
import { Order, OrderLine } from '../entities/index.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { toMinor } from '../products/money.ts';
import { SHOP_CURRENCY } from '../shop.schemas.ts';
import {
  clientOrderKey,
  newMerchantReference,
  orderDescription,
  type PlaceOrderInput,
} from './order-input.ts';
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
   * The order of one checkout, created once: a retry or a concurrent double submit of the same
   * checkout gets the same order (`created: false`), whichever request won the unique key.
   */
  async placeOrder(input: PlaceOrderInput): Promise<{ order: PlacedOrder; created: boolean }> {
    const priced = await this.#deps.catalogue.priceItems(input.items);
    if (input.amount !== undefined && toMinor(input.amount, SHOP_CURRENCY) !== priced.totalMinor) {
      throw new BadRequestError(ORDER_MESSAGES.amountMismatch, 'amount_mismatch');
    }
    const key = clientOrderKey(input.clientOrderId, input.customer.email);
    const existing = await this.#existing(key, priced.totalMinor);
    if (existing) return { order: existing, created: false };
    const { customer } = input;
    const now = this.#deps.clock();
    try {
      const order = await this.#deps.em.fork().transactional(async (em) => {
        const order = em.create(Order, {
          id: randomUUID(),
          merchantReference: newMerchantReference(now),
          clientOrderId: key,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email.trim().toLowerCase(),
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
      const winner = await this.#existing(key, priced.totalMinor);
      if (!winner) throw error;
      return { order: winner, created: false };
    }
  }

  async #existing(key: string, totalMinor: number): Promise<PlacedOrder | undefined> {
    const order = await this.#deps.em.fork().findOne(Order, { clientOrderId: key });
    if (!order) return undefined;
    if (order.totalMinor !== totalMinor)
      throw new ConflictError(ORDER_MESSAGES.orderChanged, 'order_changed');
    return placedOrder(order);
  }
}
