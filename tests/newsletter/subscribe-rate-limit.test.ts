import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/harness.ts';
import { newAddress, subscribe } from '../support/newsletter.ts';
import { expectRefusal } from '../support/refusals.ts';

// Six per client address and two per email address (a third) per hour.
const POINTS = 6;

describe('subscribe rate limits', () => {
  let api: TestApi;

  beforeAll(async () => {
    // Behind a proxy, so each test can speak from its own client address.
    api = await startTestApi({ SUBSCRIBE_RATE_LIMIT_POINTS: String(POINTS), TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await api.stop();
  });

  const client = () => ({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });

  it('limits one client address, whatever the email', async () => {
    const from = client();
    for (let i = 0; i < POINTS; i++) {
      expect((await subscribe(api, newAddress(), undefined, from)).status).toBe(200);
    }
    const refused = await subscribe(api, newAddress(), undefined, from);
    expectRefusal(refused, 429, 'rate_limited', 'Too many subscription attempts. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await subscribe(api, newAddress(), undefined, client())).status).toBe(200);
  });

  it('limits one email address, whatever the client', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    expect((await subscribe(api, email, undefined, client())).status).toBe(200);
    expect((await subscribe(api, email.toUpperCase(), undefined, client())).status).toBe(200);
    const refused = await subscribe(api, email, undefined, client());
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(
      'Too many subscription attempts for this email address. Please try again later.',
    );
  });
});
