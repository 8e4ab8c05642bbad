import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATIONS_QUEUE } from '../../modules/operations/index.ts';
import { createProducerConnection } from '../../modules/platform/queues/index.ts';
import { eventually, setUpTestApi, startTestApi, startTestWorker, type TestApi } from '../support/harness.ts';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const api = setUpTestApi({ METRICS_TOKEN: TOKEN });
  const scrape = () => api.request('/metrics', { headers: bearer(TOKEN) });
  const sql = (query: string, values: unknown[] = []) => api.orm.em.fork().execute(query, values);

  it('is refused without the token or with a wrong one, and says nothing of the site', async () => {
    const none = await api.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(none.text).not.toContain('http_requests_total');
    expect((await api.request('/metrics', { headers: bearer(`${TOKEN}x`) })).status).toBe(401);
    expect((await api.request('/metrics', { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(
      401,
    );
  });

  it('counts requests by method, route pattern and status', async () => {
    for (let i = 0; i < 3; i += 1) expect((await api.request('/api/health')).status).toBe(200);
    expect((await api.request(`/api/blog/slug/no-such-post-${randomUUID()}`)).status).toBe(404);
    expect((await api.request(`/api/no-such-thing/${randomUUID()}`)).status).toBe(404);
    expect((await api.request(`/api/no-such-thing/${randomUUID()}`)).status).toBe(404);

    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = answer.text;
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/blog/slug/:slug",status="404"}')).toBe(
      1,
    );
    // Made-up paths share one label: the label set stays bounded whatever anyone asks.
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBe(3);
    expect(text).not.toMatch(/route="\/api\/no-such-thing/);
  });

  it('reports the outbox, emails, payments and problems from Postgres', async () => {
    await sql(
      `insert into outbox_event (id, name, payload, occurred_at, relay_attempts)
       values (?, 'test.metric', '{}', now() - interval '90 seconds', 0)`,
      [randomUUID()],
    );
    for (const [status, attempts] of [
      ['sent', 1],
      ['sent', 1],
      ['failed', 2],
    ] as const) {
      await sql(
        `insert into email_delivery (id, idempotency_key, recipient, subject, status, attempts, created_at)
         values (?, ?, 'a@example.test', 's', ?, ?, now())`,
        [randomUUID(), `metrics:${randomUUID()}`, status, attempts],
      );
    }
    const payment = (state: string, nextPoll: string) =>
      sql(
        `insert into payment_transaction (id, order_id, merchant_reference, order_tracking_id, state, payment_method,
           amount_minor, currency, next_poll_at, poll_attempts, created_at, updated_at)
         values (?, ?, ?, ?, ?, 'Pesapal', 1000, 'KES', now() + ?::interval, 0, now(), now())`,
        [randomUUID(), randomUUID(), `M-${randomUUID().slice(0, 8)}`, randomUUID(), state, nextPoll],
      );
    await payment('pending', '-1 hour');
    await payment('pending', '10 seconds');
    await payment('completed', '0 seconds');

    const text = (await scrape()).text;
    expect(sample(text, 'outbox_unsent_events')).toBe(1);
    expect(sample(text, 'outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'outbox_oldest_unsent_age_seconds')).toBeLessThan(200);
    expect(sample(text, 'emails{status="sent"}')).toBe(2);
    expect(sample(text, 'emails{status="failed"}')).toBe(1);
    expect(sample(text, 'payments{state="pending"}')).toBe(2);
    expect(sample(text, 'payments{state="completed"}')).toBe(1);
    expect(sample(text, 'payments_pending_past_poll')).toBe(1);
  });

  describe('queue counts', () => {
    it('reads waiting and failed jobs per queue from BullMQ', async () => {
      const producer = createProducerConnection(api.config.redisUrl);
      const queue = new Queue(OPERATIONS_QUEUE.name, {
        connection: producer,
        prefix: api.config.redisPrefix,
      });
      try {
        // A job nobody defines: the worker fails it at once, for good.
        await queue.add('no-such-job', {}, { attempts: 1 });
        const series = (state: string) => `queue_jobs{queue="operations",state="${state}"}`;
        const before = (await scrape()).text;
        expect(sample(before, series('waiting'))).toBe(1);
        expect(sample(before, series('failed'))).toBe(0);
        expect(sample(before, 'queue_jobs{queue="shop",state="waiting"}')).toBe(0);

        const worker = await startTestWorker();
        try {
          await eventually(async () => {
            const text = (await scrape()).text;
            return sample(text, series('failed')) === 1 ? text : undefined;
          });
        } finally {
          await worker.stop();
        }
      } finally {
        await queue.close();
        producer.disconnect();
      }
    });
  });
});

describe('/metrics without a token', () => {
  const running: TestApi[] = [];
  afterAll(async () => {
    for (const api of running) await api.stop();
  });
  const start = async (host: string) => {
    const api = await startTestApi({ HOST: host });
    running.push(api);
    return api;
  };

  it('answers on an API bound to loopback, unless a proxy forwarded the request', async () => {
    const api = await start('127.0.0.1');
    const answer = await api.request('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('# TYPE queue_jobs gauge');
    expect((await api.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(
      404,
    );
    expect((await api.request('/metrics', { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
  });

  it('is a 404 on an API bound to every address', async () => {
    const api = await start('0.0.0.0');
    const answer = await api.request('/metrics');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('http_requests_total');
  });
});

describe('GET /api/health/ready', () => {
  const running: TestApi[] = [];
  afterAll(async () => {
    for (const api of running) await api.stop();
  });

  it('is 200 when the database, Redis and the store answer, 503 naming the store when it does not', async () => {
    let storeUp = true;
    const store = {
      check: async () => {
        if (!storeUp) throw new Error('bucket refused');
      },
    };
    const api = await startTestApi({}, { store });
    running.push(api);
    const ready = await api.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', db: 'up', redis: 'up', store: 'up' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    storeUp = false;
    const down = await api.request('/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.json).toEqual({ status: 'not_ready', db: 'up', redis: 'up', store: 'down' });
    // The load balancer's check stays as it was: the store is not its business.
    expect((await api.request('/api/health')).status).toBe(200);
  });

  it('answers a burst of readiness checks with one probe of the store at a time', async () => {
    let checks = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store = {
      check: async () => {
        checks += 1;
        await held;
      },
    };
    const api = await startTestApi({}, { store });
    running.push(api);
    const burst = Array.from({ length: 20 }, () => api.request('/api/health/ready'));
    // The first probe is held until the burst is sent and one more round trip has been answered.
    await eventually(async () => (checks === 1 ? true : undefined));
    await api.request('/api/health');
    release();
    const answers = await Promise.all(burst);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // One probe for the requests that arrived while it ran (those still on the wire when it
    // ended start the next round): far fewer than one each.
    expect(checks).toBeLessThan(20);
    // A request after the burst probes again, once.
    const before = checks;
    expect((await api.request('/api/health/ready')).status).toBe(200);
    expect(checks).toBe(before + 1);
  });
});
