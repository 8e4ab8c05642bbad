import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction.ts';

describe('redactSecrets', () => {
  it.each([
    ['/api/newsletter/verify/tok-AbC_123', '/api/newsletter/verify/[redacted]'],
    ['/api/newsletter/unsubscribe/tok-AbC_123', '/api/newsletter/unsubscribe/[redacted]'],
    ['/verify-subscription/tok-AbC_123', '/verify-subscription/[redacted]'],
    ['/unsubscribe/tok-AbC_123?x=1', '/unsubscribe/[redacted]?x=1'],
    ['/api/pesapal/download/4b1e-track/0', '/api/pesapal/download/[redacted]/0'],
    ['/api/pesapal/transaction-status/4b1e-track', '/api/pesapal/transaction-status/[redacted]'],
    ['/api/pesapal/transaction/4b1e-track', '/api/pesapal/transaction/[redacted]'],
    [
      '/payment/callback?OrderTrackingId=4b1e&OrderMerchantReference=ORD-1&OrderNotificationType=CALLBACKURL',
      '/payment/callback?OrderTrackingId=[redacted]&OrderMerchantReference=[redacted]&OrderNotificationType=CALLBACKURL',
    ],
    ['/anything?page=2&token=abc#top', '/anything?page=2&token=[redacted]#top'],
    ['/api/blog/x/comments?userIdentifier=user_1', '/api/blog/x/comments?userIdentifier=[redacted]'],
  ])('%s', (url, expected) => {
    expect(redactSecrets(url)).toBe(expected);
  });

  it('leaves other paths and values alone, and works inside a JSON line', () => {
    expect(redactSecrets('/api/pesapal/transactions/5/mark-paid?page=3')).toBe(
      '/api/pesapal/transactions/5/mark-paid?page=3',
    );
    const line = JSON.stringify({
      url: '/api/newsletter/verify/secret1',
      msg: 'GET https://x.test/unsubscribe/secret2',
    });
    expect(redactSecrets(line)).toBe(
      JSON.stringify({
        url: '/api/newsletter/verify/[redacted]',
        msg: 'GET https://x.test/unsubscribe/[redacted]',
      }),
    );
  });
});
