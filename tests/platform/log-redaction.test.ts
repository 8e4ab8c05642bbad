import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../modules/main.ts';
import { listen } from '../../modules/platform/http/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { type Answer, requestOf, testConfig } from '../support/harness.ts';

/** The real API logging at info into memory: what an operator's log would hold. */
describe('request logs hold no tokens or tracking ids', () => {
  const lines: string[] = [];
  let request: (path: string, init?: RequestInit) => Promise<Answer>;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const logger = createLogger({
      level: 'info',
      name: 'api',
      destination: { write: (line) => lines.push(line) },
    });
    const api = await createApi(testConfig(), logger);
    const server = await listen(api.app, 0, '127.0.0.1');
    request = requestOf(`http://127.0.0.1:${server.port}`);
    stop = async () => {
      await server.close();
      await api.close();
    };
  });
  afterAll(() => stop());

  const secret = (name: string) => `S3cret${name}${Math.random().toString(36).slice(2, 10)}`;

  it('redacts secret path segments and query values in the access line of every such request', async () => {
    const s = Object.fromEntries(
      [
        'verify',
        'unsub',
        'page',
        'unsubPage',
        'download',
        'status',
        'transaction',
        'callback',
        'ref',
        'token',
        'visitor',
        'ipn',
      ].map((name) => [name, secret(name)]),
    );
    const calls: [string, string][] = [
      ['GET', `/api/newsletter/verify/${s.verify}`],
      ['POST', `/api/newsletter/unsubscribe/${s.unsub}`],
      ['GET', `/verify-subscription/${s.page}`],
      ['GET', `/unsubscribe/${s.unsubPage}`],
      ['POST', `/unsubscribe/${s.unsubPage}`],
      ['GET', `/api/pesapal/download/${s.download}/0`],
      ['GET', `/api/pesapal/transaction-status/${s.status}`],
      ['GET', `/api/pesapal/transaction/${s.transaction}`],
      ['GET', `/payment/callback?OrderTrackingId=${s.callback}&OrderMerchantReference=${s.ref}`],
      ['GET', `/api/pesapal/ipn?OrderTrackingId=${s.ipn}&OrderNotificationType=IPNCHANGE`],
      ['GET', `/api/blog/00000000-0000-4000-8000-000000000000/comments?userIdentifier=${s.visitor}`],
      ['GET', `/anything?page=2&token=${s.token}`],
    ];
    for (const [method, path] of calls) await request(path, { method });

    const access = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; method?: string });
    const urls = access.filter((line) => line.msg === 'request').map((line) => `${line.method} ${line.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/newsletter/verify/[redacted]',
        'POST /api/newsletter/unsubscribe/[redacted]',
        'GET /verify-subscription/[redacted]',
        'GET /unsubscribe/[redacted]',
        'POST /unsubscribe/[redacted]',
        'GET /api/pesapal/download/[redacted]/0',
        'GET /api/pesapal/transaction-status/[redacted]',
        'GET /api/pesapal/transaction/[redacted]',
        'GET /payment/callback?OrderTrackingId=[redacted]&OrderMerchantReference=[redacted]',
        'GET /api/pesapal/ipn?OrderTrackingId=[redacted]&OrderNotificationType=IPNCHANGE',
        'GET /api/blog/00000000-0000-4000-8000-000000000000/comments?userIdentifier=[redacted]',
        'GET /anything?page=2&token=[redacted]',
      ]),
    );
    // Not in the access line, nor in any other line those requests wrote (errors, jobs, warnings).
    const all = lines.join('');
    for (const value of Object.values(s)) expect(all).not.toContain(value);
  });
});
