import { describe, expect, it } from 'vitest';
import { bodyFields } from './notification-input.ts';

describe('bodyFields', () => {
  it('reads a JSON object', () => {
    expect(bodyFields('{"OrderTrackingId":"abc","OrderMerchantReference":"R"}')).toEqual({
      OrderTrackingId: 'abc',
      OrderMerchantReference: 'R',
    });
  });

  it('reads a form', () => {
    expect(bodyFields('OrderTrackingId=abc&OrderMerchantReference=R%201')).toEqual({
      OrderTrackingId: 'abc',
      OrderMerchantReference: 'R 1',
    });
  });

  it('gives up on broken JSON, arrays and JSON scalars', () => {
    expect(bodyFields('{"OrderTrackingId": ')).toBeUndefined();
    expect(bodyFields('["abc"]')).toBeUndefined();
  });
});
