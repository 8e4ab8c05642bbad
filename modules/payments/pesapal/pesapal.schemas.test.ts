import { describe, expect, it } from 'vitest';
import { ipnRegistrationSchema, tokenAnswerSchema, transactionStatusSchema } from './pesapal.schemas.ts';
import { ipnAcknowledgement, pesapalNotificationSchema } from './pesapal-requests.schemas.ts';

// The unpaid-order body Pesapal's sandbox really answered (pesapal-v3.md section 5, OBS).
const pendingBody = {
  payment_method: '',
  amount: 10,
  created_date: '2024-03-18T18:25:46.75',
  confirmation_code: '',
  order_tracking_id: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
  payment_status_description: 'INVALID',
  description: null,
  message: 'Request processed successfully',
  payment_account: '',
  call_back_url: 'https://example.test/cb?OrderTrackingId=b945e4af-80a5-4ec1-8706-e03f8332fb04',
  status_code: 0,
  merchant_reference: 'ORD-1',
  payment_status_code: '',
  currency: 'KES',
  error: {
    error_type: 'api_error',
    code: 'payment_details_not_found',
    message: 'Pending Payment',
    call_back_url: 'x',
  },
  status: '500',
};

describe('Pesapal answer schemas', () => {
  it('reads a pending transaction status with its error object', () => {
    const parsed = transactionStatusSchema.parse(pendingBody);
    expect(parsed.status_code).toBe(0);
    expect(parsed.error).toEqual({
      type: 'api_error',
      code: 'payment_details_not_found',
      message: 'Pending Payment',
    });
  });

  it('treats an error object of nulls as no error and upper-cases the description', () => {
    const parsed = transactionStatusSchema.parse({
      ...pendingBody,
      status_code: 1,
      payment_status_description: 'Completed',
      error: { error_type: null, code: null, message: null, call_back_url: null },
      status: '200',
    });
    expect(parsed.error).toBeNull();
    expect(parsed.payment_status_description).toBe('COMPLETED');
  });

  it('refuses an unknown status code and a string amount', () => {
    expect(transactionStatusSchema.safeParse({ ...pendingBody, status_code: 4 }).success).toBe(false);
    expect(transactionStatusSchema.safeParse({ ...pendingBody, amount: '10.00' }).success).toBe(false);
  });

  it('reads the error kind under either name', () => {
    const parsed = tokenAnswerSchema.safeParse({ token: null, error: { type: 'api_error', code: 'x' } });
    expect(parsed.success).toBe(false);
    expect(
      ipnRegistrationSchema.parse({
        url: 'https://example.test/ipn',
        created_date: '2024-03-18T07:52:38.7462149Z',
        ipn_id: 'e32182ca-0983-4fa0-91bc-c3bb813ba750',
        ipn_status_decription: 'Active',
        error: null,
        status: '200',
      }).ipn_status_decription,
    ).toBe('Active');
  });
});

describe('callback and IPN parameters', () => {
  it('reads keys in any case and the first value of a repeated key', () => {
    expect(
      pesapalNotificationSchema.parse({
        ordertrackingid: ['abc', 'def'],
        ORDERMERCHANTREFERENCE: 'ORD-1',
        orderNotificationType: 'ipnchange',
        other: 'ignored',
      }),
    ).toEqual({
      OrderTrackingId: 'abc',
      OrderMerchantReference: 'ORD-1',
      OrderNotificationType: 'IPNCHANGE',
    });
  });

  it('requires a tracking id and a known notification type', () => {
    const missing = pesapalNotificationSchema.safeParse({ OrderMerchantReference: 'ORD-1' });
    expect(missing.success).toBe(false);
    expect(
      pesapalNotificationSchema.safeParse({ OrderTrackingId: 'a', OrderNotificationType: 'NOPE' }).success,
    ).toBe(false);
  });

  it('acknowledges in camelCase with a numeric status', () => {
    const notification = pesapalNotificationSchema.parse({
      OrderTrackingId: 'abc',
      OrderMerchantReference: 'ORD-1',
      OrderNotificationType: 'IPNCHANGE',
    });
    expect(ipnAcknowledgement(notification, 200)).toEqual({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: 'abc',
      orderMerchantReference: 'ORD-1',
      status: 200,
    });
  });
});
