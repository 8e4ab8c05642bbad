import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../platform/db/index.ts';
import { ServiceUnavailableError } from '../../platform/errors/index.ts';
import type { VisitAttribution } from '../../platform/fields/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import { toMajor } from '../money.ts';
import type { OrderPort, PayableOrder } from '../orders-port.ts';
import type { SubmitOrderBody } from '../payments.schemas.ts';
import { PAYMENT_MESSAGES } from '../payments.schemas.ts';
import type { PesapalClient } from '../pesapal/pesapal-client.ts';
import { pollDelayMs } from '../reconcile/poll-schedule.ts';
import { addTimelineEntry } from '../transactions/timeline-note.ts';
import { billingAddress } from './billing-address.ts';

export type CheckoutDeps = {
  /** The request's scope; each step opens its transaction from it. */
  em: EntityManager;
  orders: OrderPort;
  pesapal: () => PesapalClient | undefined;
  ipnUrl: string;
  callbackUrl: string;
  clock: () => Date;
};

export type CheckoutAnswer =
  | { kind: 'pesapal'; redirectUrl: string; trackingId: string; merchantReference: string }
  | { kind: 'cod'; merchantReference: string };

/** Checkout: the shop places the order, payments opens its transaction and asks Pesapal once. */
export class CheckoutService {
  readonly #deps: CheckoutDeps;
  #ipnId: Promise<string> | undefined;

  constructor(deps: CheckoutDeps) {
    this.#deps = deps;
  }

  /**
   * `idempotencyKey` is the browser's secret for this attempt: a repeat with it answers the same
   * order. The body's `id` ('ORD-<timestamp>') keys nothing: it and the email are guessable, and a
   * replay of them by someone else must never hand over the first buyer's order.
   */
  async submit(body: SubmitOrderBody, idempotencyKey?: string): Promise<CheckoutAnswer> {
    const { customer } = body;
    const { order } = await this.#deps.orders.placeOrder({
      idempotencyKey,
      items: body.items,
      amount: body.amount,
      discountCode: body.discount_code || undefined,
      paymentMethod: body.payment_method,
      customer: {
        email: customer.email,
        firstName: customer.first_name,
        lastName: customer.last_name,
        phone: customer.phone,
        countryCode: (customer.country_code ?? 'KE').toUpperCase(),
        address: {
          line1: customer.address?.line_1 ?? '',
          city: customer.address?.city ?? '',
          state: customer.address?.state ?? '',
          postalCode: customer.address?.postal_code ?? '',
        },
      },
    });
    await this.#openTransaction(order, body.attribution);
    if (order.paymentMethod === 'cod') return { kind: 'cod', merchantReference: order.merchantReference };
    return this.#submitToPesapal(order);
  }

  /** One transaction per order, whoever of two concurrent submits gets here first. */
  async #openTransaction(order: PayableOrder, attribution: VisitAttribution | undefined): Promise<void> {
    await this.#deps.em.execute(
      `insert into payment_transaction (id, order_id, merchant_reference, state, payment_method, amount_minor,
         currency, attribution, poll_attempts, created_at, updated_at)
       values (?, ?, ?, 'pending', ?, ?, ?, ?, 0, now(), now()) on conflict (order_id) do nothing`,
      [
        randomUUID(),
        order.id,
        order.merchantReference,
        order.paymentMethod === 'cod' ? 'Cash on Delivery' : '',
        order.totalMinor,
        order.currency,
        attribution ? JSON.stringify(attribution) : null,
      ],
    );
  }

  /**
   * Calls SubmitOrderRequest at most once per order: the row lock makes a concurrent retry wait
   * and then find the tracking id the first one stored.
   */
  async #submitToPesapal(order: PayableOrder): Promise<CheckoutAnswer> {
    const client = this.#deps.pesapal();
    if (!client) throw new ServiceUnavailableError(PAYMENT_MESSAGES.unavailable, 'payments_unavailable');
    return this.#deps.em.transactional(async (em) => {
      const transaction = await em.findOneOrFail(
        PaymentTransaction,
        { orderId: order.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (transaction.orderTrackingId && transaction.redirectUrl) {
        return {
          kind: 'pesapal' as const,
          redirectUrl: transaction.redirectUrl,
          trackingId: transaction.orderTrackingId,
          merchantReference: order.merchantReference,
        };
      }
      const request = {
        id: order.merchantReference,
        currency: order.currency,
        amount: toMajor(order.totalMinor),
        description: order.description,
        callback_url: this.#deps.callbackUrl,
        notification_id: await this.#ipn(client),
        billing_address: billingAddress(order),
      };
      const answer = await client.submitOrder(request);
      const now = this.#deps.clock();
      transaction.orderTrackingId = answer.order_tracking_id;
      transaction.redirectUrl = answer.redirect_url;
      transaction.nextPollAt = new Date(now.getTime() + pollDelayMs(1));
      addTimelineEntry(em, {
        transactionId: transaction.id,
        source: 'submit',
        summary: `SubmitOrderRequest accepted: tracking id ${answer.order_tracking_id}`,
        received: { ...request, billing_address: undefined },
        answer: { ...answer },
        stateBefore: transaction.state,
        stateAfter: transaction.state,
        at: now,
      });
      return {
        kind: 'pesapal' as const,
        redirectUrl: answer.redirect_url,
        trackingId: answer.order_tracking_id,
        merchantReference: order.merchantReference,
      };
    });
  }

  /** The registered IPN id, asked once per process (a failure is asked again next time). */
  #ipn(client: PesapalClient): Promise<string> {
    this.#ipnId ??= client.ensureIpn(this.#deps.ipnUrl, 'GET').catch((error: unknown) => {
      this.#ipnId = undefined;
      throw error;
    });
    return this.#ipnId;
  }
}
