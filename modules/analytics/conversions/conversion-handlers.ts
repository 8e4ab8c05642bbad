import { subscriptionConfirmed } from '../../newsletter/index.ts';
import { transactionCompleted, transactionRefunded, transactionReversed } from '../../payments/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import { dayOf } from '../day.ts';
import { creditOf, recordConversion, refundConversion, reverseConversion } from './conversions.ts';

export type ConversionHandlerDeps = { em: EntityManager; siteHost: string; timeZone: string };

type Sale = {
  transactionId: string;
  occurredAt: string;
  amountMinor?: number;
  currency?: string;
  attribution?: Parameters<typeof creditOf>[0];
};

function saleOf(deps: ConversionHandlerDeps, payload: Sale, day: string) {
  return {
    id: `sale:${payload.transactionId}`,
    kind: 'sale' as const,
    day,
    credit: creditOf(payload.attribution, deps.siteHost),
    revenueMinor: payload.amountMinor ?? 0,
    currency: payload.currency ?? null,
  };
}

/**
 * A confirmed payment is a sale on the day it was confirmed, credited to the visit its order was
 * placed in (the order kept it while the payment was pending: an M-Pesa prompt answered later, an
 * IPN ten minutes on). Idempotent: the sale's row is keyed by its transaction.
 */
export const onSaleConfirmed = (deps: ConversionHandlerDeps) =>
  defineHandler({
    name: 'analytics.count_sale',
    event: transactionCompleted,
    handle: ({ payload }) =>
      recordConversion(deps.em, saleOf(deps, payload, dayOf(new Date(payload.occurredAt), deps.timeZone))),
  });

/** A reversed payment (chargeback, refund) leaves every figure. Idempotent, in either order. */
export const onSaleReversed = (deps: ConversionHandlerDeps) =>
  defineHandler({
    name: 'analytics.drop_sale',
    event: transactionReversed,
    handle: ({ payload }) => {
      const at = new Date(payload.occurredAt);
      return reverseConversion(deps.em, saleOf(deps, payload, dayOf(at, deps.timeZone)), at);
    },
  });

/**
 * A refunded payment: in full, the sale leaves every figure as a reversal does; in part, its
 * revenue drops by what was given back. Idempotent, in either order with the sale.
 */
export const onSaleRefunded = (deps: ConversionHandlerDeps) =>
  defineHandler({
    name: 'analytics.refund_sale',
    event: transactionRefunded,
    handle: ({ payload }) => {
      const at = new Date(payload.occurredAt);
      const sale = saleOf(deps, payload, dayOf(at, deps.timeZone));
      return payload.state === 'refunded'
        ? reverseConversion(deps.em, sale, at)
        : refundConversion(deps.em, sale, payload.refundedMinor ?? 0);
    },
  });

/** A confirmed newsletter subscription is a sign-up, credited to the visit it was asked in. */
export const onSignUpConfirmed = (deps: ConversionHandlerDeps) =>
  defineHandler({
    name: 'analytics.count_signup',
    event: subscriptionConfirmed,
    handle: ({ payload }) =>
      recordConversion(deps.em, {
        id: `signup:${payload.tokenId}`,
        kind: 'signup',
        day: dayOf(new Date(payload.occurredAt), deps.timeZone),
        credit: creditOf(payload.attribution, deps.siteHost),
        revenueMinor: 0,
        currency: null,
      }),
  });
