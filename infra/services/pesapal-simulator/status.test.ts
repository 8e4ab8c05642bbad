import { describe, expect, it } from 'vitest';
import { pesapalEat, pesapalUtc, type SimOrder } from './state.ts';
import { applyChoice, transactionStatusBody } from './status.ts';

const order = (outcome: SimOrder['outcome']): SimOrder => ({
  trackingId: 't-1',
  merchantReference: 'REF-1',
  amount: 100,
  currency: 'KES',
  description: 'An e-book',
  callbackUrl: 'https://shop.test/payment/callback?x=1',
  cancellationUrl: undefined,
  notificationId: 'ipn-1',
  email: 'a@b.test',
  phone: '+254 712 373 984',
  owner: 'key',
  createdAt: new Date('2024-03-18T15:25:46.750Z'),
  outcome,
  paymentMethod: '',
  confirmationCode: '',
  paymentAccount: '',
  paymentStatusCode: '',
  reason: null,
});

describe('simulator dates', () => {
  it('formats like Pesapal: UTC with 7 digits and Z, status dates in EAT without a zone', () => {
    expect(pesapalUtc(new Date('2024-03-18T07:52:38.746Z'))).toBe('2024-03-18T07:52:38.7460000Z');
    expect(pesapalEat(new Date('2024-03-18T15:25:46.750Z'))).toBe('2024-03-18T18:25:46.75');
  });
});

describe('simulator outcomes', () => {
  it('pays, fails or leaves only a pending order; reverses only a completed one', () => {
    expect(applyChoice(order('pending'), 'pending')).toBe(false);
    expect(applyChoice(order('pending'), 'reversed')).toBe(false);
    expect(applyChoice(order('failed'), 'mpesa')).toBe(false);
    expect(applyChoice(order('completed'), 'card')).toBe(false);
    const paid = order('pending');
    expect(applyChoice(paid, 'mpesa')).toBe(true);
    expect([paid.outcome, paid.paymentMethod, paid.paymentAccount]).toEqual([
      'completed',
      'MpesaKE',
      '2547xxx73984',
    ]);
    expect(applyChoice(paid, 'reversed')).toBe(true);
    expect(paid.outcome).toBe('reversed');
  });

  it('cancels only a pending order: FAILED, terminated by the customer, nothing paid', () => {
    const cancelled = order('pending');
    expect(applyChoice(cancelled, 'cancelled')).toBe(true);
    expect(transactionStatusBody(cancelled)).toMatchObject({
      status_code: 2,
      payment_status_description: 'Failed',
      payment_status_code: 'request_terminated_by_user',
      description: 'The customer cancelled the payment',
      payment_method: '',
      confirmation_code: '',
      status: '200',
    });
    expect(applyChoice(order('completed'), 'cancelled')).toBe(false);
    expect(applyChoice(cancelled, 'cancelled')).toBe(false);
  });

  it('answers the recorded "Pending Payment" body for an unpaid order', () => {
    const body = transactionStatusBody(order('pending'));
    expect(body).toMatchObject({
      status_code: 0,
      payment_status_description: 'INVALID',
      status: '500',
      call_back_url:
        'https://shop.test/payment/callback?x=1&OrderTrackingId=t-1&OrderMerchantReference=REF-1',
      error: { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment' },
    });
  });
});
