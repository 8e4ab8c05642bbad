// Pesapal's refund rules (pesapal-v3.md §8), checked here before anything is sent so the owner
// hears at once what Pesapal would refuse: only a completed payment, never more than was paid,
// cards in part or in full, mobile money only in full, one refund per payment. Pure.

import type { PaymentRefund, RefundStatus } from '../entities/payment-refund.entity.ts';
import type { PaymentTransaction } from '../entities/payment-transaction.entity.ts';
import { toMajor } from '../money.ts';
import type { PaymentState } from '../payment-state.ts';

export const REFUND_MESSAGES = {
  notCompleted: 'Only a completed payment can be refunded',
  alreadyRefunded: 'This payment has already been refunded',
  inProgress: 'A refund of this payment is already on its way to Pesapal',
  mobileInFull: 'M-Pesa and Airtel Money payments can only be refunded in full',
  noConfirmation: 'Pesapal has not given this payment a confirmation code yet, so it cannot be refunded',
  tooMuch: (paidMinor: number, currency: string) =>
    `A refund cannot be more than the ${formatMoney(paidMinor, currency)} paid`,
} as const;

/** `KES 1,500.00`: how the owner reads amounts in the timeline and in refusals. */
export function formatMoney(minor: number, currency: string): string {
  return `${currency} ${toMajor(minor).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Card brands Pesapal names in `payment_method` ("Visa", "MasterCard", "Amex"...). Anything else
 * (MpesaKE, AirtelKE, an unknown name) is treated as mobile money: refunded only in full, the
 * rule that cannot be broken by mistake.
 */
export function isCardPayment(method: string | null | undefined): boolean {
  return /visa|master|amex|american express|card|diners|unionpay|discover|jcb/i.test(method ?? '');
}

export type RefundAsk = {
  state: PaymentState;
  paidMinor: number;
  currency: string;
  /** Cash on delivery: refunded by hand, in part or in full. */
  cod: boolean;
  paymentMethod: string | null;
  confirmationCode: string | null;
  /** The refund already on this payment, if any. */
  existing: RefundStatus | undefined;
  /** Asked amount in minor units; undefined for "everything paid". */
  amountMinor: number | undefined;
};

/** The ask for a payment as it stands (`amountMinor` undefined: everything paid). */
export function refundAskOf(
  transaction: PaymentTransaction,
  existing: PaymentRefund | null | undefined,
  amountMinor?: number,
): RefundAsk {
  return {
    state: transaction.state,
    paidMinor: transaction.amountMinor,
    currency: transaction.currency,
    cod: !transaction.orderTrackingId,
    paymentMethod: transaction.paymentMethod,
    confirmationCode: transaction.confirmationCode ?? null,
    existing: existing?.status,
    amountMinor,
  };
}

export type RefundDecision =
  | { ok: true; amountMinor: number; full: boolean }
  | { ok: false; status: 400 | 409; code: string; message: string };

export function decideRefund(ask: RefundAsk): RefundDecision {
  const refuse = (status: 400 | 409, code: string, message: string): RefundDecision => ({
    ok: false,
    status,
    code,
    message,
  });
  if (ask.existing === 'accepted' || ask.state === 'refunded' || ask.state === 'partially_refunded')
    return refuse(409, 'already_refunded', REFUND_MESSAGES.alreadyRefunded);
  if (ask.existing === 'requested' || ask.existing === 'sending')
    return refuse(409, 'refund_in_progress', REFUND_MESSAGES.inProgress);
  if (ask.state !== 'completed') return refuse(409, 'not_refundable', REFUND_MESSAGES.notCompleted);
  if (!ask.cod && !ask.confirmationCode)
    return refuse(409, 'no_confirmation_code', REFUND_MESSAGES.noConfirmation);
  const amountMinor = ask.amountMinor ?? ask.paidMinor;
  if (amountMinor > ask.paidMinor)
    return refuse(400, 'refund_too_large', REFUND_MESSAGES.tooMuch(ask.paidMinor, ask.currency));
  const full = amountMinor === ask.paidMinor;
  if (!full && !ask.cod && !isCardPayment(ask.paymentMethod))
    return refuse(400, 'refund_in_full_only', REFUND_MESSAGES.mobileInFull);
  return { ok: true, amountMinor, full };
}
