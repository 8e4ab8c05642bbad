import { describe, expect, it } from 'vitest';
import { decideRefund, formatMoney, isCardPayment, type RefundAsk } from './refund-rules.ts';

const card: RefundAsk = {
  state: 'completed',
  paidMinor: 150_000,
  currency: 'KES',
  cod: false,
  paymentMethod: 'Visa',
  confirmationCode: '6982146531',
  existing: undefined,
  amountMinor: undefined,
};
const mpesa: RefundAsk = { ...card, paymentMethod: 'MpesaKE', confirmationCode: 'SKL3X2ABCD' };

describe('decideRefund', () => {
  it('refunds everything paid when no amount is asked', () => {
    expect(decideRefund(card)).toEqual({ ok: true, amountMinor: 150_000, full: true });
    expect(decideRefund(mpesa)).toEqual({ ok: true, amountMinor: 150_000, full: true });
  });

  it('lets a card payment be refunded in part, and an asked full amount counts as full', () => {
    expect(decideRefund({ ...card, amountMinor: 50_050 })).toEqual({
      ok: true,
      amountMinor: 50_050,
      full: false,
    });
    expect(decideRefund({ ...card, amountMinor: 150_000 })).toEqual({
      ok: true,
      amountMinor: 150_000,
      full: true,
    });
  });

  it('refuses a partial refund of mobile money, and of a payment method it does not know', () => {
    for (const paymentMethod of ['MpesaKE', 'AirtelKE', 'SomethingNew', '']) {
      expect(decideRefund({ ...mpesa, paymentMethod, amountMinor: 100 })).toEqual({
        ok: false,
        status: 400,
        code: 'refund_in_full_only',
        message: 'M-Pesa and Airtel Money payments can only be refunded in full',
      });
    }
  });

  it('lets a cash-on-delivery payment be refunded by hand in part', () => {
    expect(
      decideRefund({
        ...mpesa,
        cod: true,
        paymentMethod: 'Cash on Delivery',
        confirmationCode: null,
        amountMinor: 1,
      }),
    ).toEqual({
      ok: true,
      amountMinor: 1,
      full: false,
    });
  });

  it('never refunds more than was paid', () => {
    expect(decideRefund({ ...card, amountMinor: 150_001 })).toEqual({
      ok: false,
      status: 400,
      code: 'refund_too_large',
      message: 'A refund cannot be more than the KES 1,500.00 paid',
    });
  });

  it('refunds once, and only a completed payment with a confirmation code', () => {
    expect(decideRefund({ ...card, existing: 'accepted' })).toMatchObject({ code: 'already_refunded' });
    expect(decideRefund({ ...card, state: 'partially_refunded' })).toMatchObject({
      code: 'already_refunded',
    });
    expect(decideRefund({ ...card, existing: 'requested' })).toMatchObject({
      code: 'refund_in_progress',
      status: 409,
    });
    expect(decideRefund({ ...card, existing: 'sending' })).toMatchObject({ code: 'refund_in_progress' });
    expect(decideRefund({ ...card, existing: 'refused' })).toEqual({
      ok: true,
      amountMinor: 150_000,
      full: true,
    });
    for (const state of ['pending', 'failed', 'reversed', 'expired', 'cancelled'] as const) {
      expect(decideRefund({ ...card, state })).toMatchObject({ code: 'not_refundable', status: 409 });
    }
    expect(decideRefund({ ...card, confirmationCode: null })).toMatchObject({ code: 'no_confirmation_code' });
  });
});

describe('isCardPayment and formatMoney', () => {
  it('knows card brands by name, any case', () => {
    expect(['Visa', 'MasterCard', 'mastercard', 'Amex', 'Card'].map(isCardPayment)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['MpesaKE', 'AirtelKE', 'TKash', '', null].map(isCardPayment)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('formats minor units as the owner reads them', () => {
    expect(formatMoney(123_456_789, 'KES')).toBe('KES 1,234,567.89');
    expect(formatMoney(5, 'KES')).toBe('KES 0.05');
  });
});
