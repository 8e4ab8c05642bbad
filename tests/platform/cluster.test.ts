import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileEnv } from '../setup/file-env.ts';
import { createPost } from '../support/blog.ts';
import { type Cluster, type ClusterApi, startCluster } from '../support/cluster.ts';
import {
  type ClusterAdmin,
  campaignDeliveries,
  ipnBurst,
  mailCounts,
  type PlacedOrder,
  paymentCounts,
  placeOrder,
  seedReaders,
  signInAdmin,
  until,
} from '../support/cluster-flows.ts';
import { quiet, watchSchedules } from '../support/cluster-watch.ts';
import { form, pngBytes } from '../support/factories.ts';
import { BROWSER_UA } from '../support/harness.ts';
import { createProduct, pdfBytes } from '../support/shop.ts';

type ImageFacts = { width: number; variants: { width: number; avif: string; webp: string }[] };

/** Every schedule runs this often here, so a few seconds show several periods. */
const PERIOD_MS = 1_000;
const WAIT_MS = 45_000;
/** The sign-in rate limit per client address, spread over both APIs. */
const LOGIN_POINTS = 7;
const WRONG = 'Wrong-password-1';
// The store the instances share: a bucket (each process with a folder of its own), or with
// CLUSTER_STORAGE=disk one folder they all mount.
const STORAGE = process.env.CLUSTER_STORAGE === 'disk' ? 'disk' : 's3';

/**
 * Two APIs and two workers as separate processes in one world (database, Redis prefix, store),
 * as a host with several machines runs them: what one instance does, every other sees, and
 * what must happen once happens once, whichever instance takes the request or the job.
 */
describe('a cluster of two APIs and two workers', () => {
  let cluster: Cluster;
  let api1: ClusterApi;
  let api2: ClusterApi;
  let admin: ClusterAdmin;
  /** The orders the IPN burst paid for (their download links are used after it). */
  let paid: PlacedOrder[] = [];

  beforeAll(async () => {
    cluster = await startCluster({
      world: fileEnv,
      apis: 2,
      workers: 2,
      ports: [4680, 4681],
      storage: STORAGE,
      render: true,
      env: {
        PASSWORD_HASH_COST: '10',
        // Sign-ins name their client (X-Forwarded-For), so each test counts from zero.
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_POINTS: String(LOGIN_POINTS),
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
        PAYMENTS_RATE_LIMIT_POINTS: '100000',
        NEWSLETTER_BATCH_SIZE: '3',
        ANALYTICS_ROLLUP_EVERY_MS: String(PERIOD_MS),
        OUTBOX_SWEEP_EVERY_MS: String(PERIOD_MS),
        // The sweep marks an event complete (or delivers it again) this long after it was sent:
        // soon, so a test can wait for every event to be handled.
        OUTBOX_REDELIVER_AFTER_MS: String(PERIOD_MS),
        PAYMENTS_POLL_EVERY_MS: String(PERIOD_MS),
        BLOG_PUBLISH_SWEEP_EVERY_MS: String(PERIOD_MS),
      },
    });
    [api1, api2] = cluster.apis as [ClusterApi, ClusterApi];
    admin = await signInAdmin(cluster, api1);
  }, 180_000);
  afterAll(async () => {
    // SIGTERM to each: every process finishes its work and exits on its own, with 0.
    expect(await cluster?.stop()).toEqual({ 'api-1': 0, 'api-2': 0, 'worker-1': 0, 'worker-2': 0 });
  }, 120_000);

  it(`serves an image uploaded through API 1 from API 2, byte for byte (${STORAGE})`, async () => {
    const image = await pngBytes(48);
    const post = await createPost({ asAdmin: admin.as(api1) }, {}).then(async (created) => {
      const updated = await admin.as(api1)(`/api/blog/${created.id}`, {
        method: 'PUT',
        body: form({ title: created.title }, { featured_image: image }),
      });
      expect(updated.status).toBe(200);
      return updated.json.post as { featured_image: string };
    });
    expect(post.featured_image).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const [one, two] = await Promise.all(
      [api1, api2].map(async (api) => {
        const answer = await fetch(`${api.base}${post.featured_image}`);
        return {
          status: answer.status,
          type: answer.headers.get('content-type'),
          bytes: await answer.bytes(),
        };
      }),
    );
    expect(two?.status).toBe(200);
    expect(two?.type).toBe('image/png');
    expect(two?.bytes.length).toBeGreaterThan(0);
    const sha = (bytes: Uint8Array | undefined) =>
      createHash('sha256')
        .update(bytes ?? new Uint8Array())
        .digest('hex');
    expect(one?.status).toBe(200);
    expect(sha(two?.bytes)).toBe(sha(one?.bytes));
    // What both serve is the object the store holds under the file's name.
    const stored = await cluster.store.get(post.featured_image.replace('/uploads/', ''));
    expect(sha(stored)).toBe(sha(two?.bytes));
  });

  it('serves on API 2 the variants a worker made of an image uploaded through API 1', async () => {
    const post = await createPost({ asAdmin: admin.as(api1) }, {});
    const updated = await admin.as(api1)(`/api/blog/${post.id}`, {
      method: 'PUT',
      body: form({ title: post.title }, { featured_image: await pngBytes(700) }),
    });
    const src = String((updated.json.post as { featured_image: string }).featured_image);
    // API 2 may have answered before the worker finished: its next read after that is current.
    const facts = await until(
      async () => {
        const answer = await api2.request(`/api/images?src=${encodeURIComponent(src)}`);
        const images = answer.json.images as Record<string, ImageFacts> | undefined;
        const found = images?.[src];
        return found && found.variants.length > 0 ? found : undefined;
      },
      WAIT_MS,
      'the variants on API 2',
    );
    expect(facts.width).toBe(700);
    expect(facts.variants.map((variant) => variant.width)).toEqual([320, 640]);
    for (const variant of facts.variants) {
      for (const [format, url] of Object.entries({ avif: variant.avif, webp: variant.webp })) {
        const answer = await fetch(`${api2.base}${url}`);
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get('content-type')).toBe(`image/${format}`);
        const bytes = new Uint8Array(await answer.arrayBuffer());
        expect(bytes).toEqual(new Uint8Array((await cluster.store.get(url.replace('/uploads/', ''))) ?? []));
      }
    }
  });

  it("shows a change made through API 1 on API 2's next public read, JSON and rendered page", async () => {
    const post = await createPost(
      { asAdmin: admin.as(api1) },
      { title: 'Rents before', slug: 'cluster-rents' },
    );
    // API 2 has both answers in its caches before the change.
    for (let read = 0; read < 2; read++) {
      expect((await api2.request('/api/blog/slug/cluster-rents')).json.post).toMatchObject({
        title: 'Rents before',
      });
      expect((await api2.request('/blog/cluster-rents')).text).toMatch(titled('Rents before'));
    }
    const edit = await admin.as(api1)(`/api/blog/${post.id}`, {
      method: 'PUT',
      body: form({ title: 'Rents after' }),
    });
    expect(edit.status).toBe(200);
    const json = await api2.request('/api/blog/slug/cluster-rents');
    expect(json.json.post).toMatchObject({ title: 'Rents after' });
    const page = await api2.request('/blog/cluster-rents');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(titled('Rents after'));
    expect(page.text).not.toContain('Rents before');
  });

  it('finds on API 2 a post published through API 1 once a worker has indexed it', async () => {
    const word = `kitengela${Date.now().toString(36)}`;
    const search = () => api2.request(`/api/search?q=${word}`);
    // Asked before the post exists: API 2 keeps "nothing found" for this query.
    expect((await search()).json).toMatchObject({ success: true, total: 0 });
    await createPost({ asAdmin: admin.as(api1) }, { title: `Plots in ${word}` });
    const found = await until(
      async () => {
        const answer = await search();
        return Number(answer.json.total) > 0 ? answer.json : undefined;
      },
      WAIT_MS,
      'the post in API 2 search results',
    );
    expect(found.total).toBe(1);
  });

  it('fulfils each order of a 40-IPN burst over both APIs exactly once, with one receipt each', async () => {
    const product = await createProduct({ asAdmin: admin.as(api1) }, { price: '250' }, [
      { name: 'guide.pdf', bytes: pdfBytes('guide') },
    ]);
    const before = await paymentCounts(cluster);
    const orders = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => placeOrder(n % 2 ? api1 : api2, { id: product.id, price: 250 }, n)),
    );
    paid = orders;
    const acknowledged = await ipnBurst(cluster, orders, 8);
    expect(acknowledged).toBe(40);
    await until(
      async () => {
        const now = await paymentCounts(cluster);
        return now.receiptsSent - before.receiptsSent === 5 ? now : undefined;
      },
      WAIT_MS,
      'five receipts sent',
    );
    await quiet(cluster, WAIT_MS);
    const after = await paymentCounts(cluster);
    expect({
      completed: after.completed - before.completed,
      grants: after.grants - before.grants,
      completions: after.completions - before.completions,
      receiptRows: after.receiptRows - before.receiptRows,
      receiptsSent: after.receiptsSent - before.receiptsSent,
    }).toEqual({ completed: 5, grants: 5, completions: 5, receiptRows: 5, receiptsSent: 5 });
    const [ipns] = await cluster.query<{ rows: number }>(
      `select count(*)::int as rows from payment_notification where order_tracking_id = any($1)`,
      [orders.map((order) => order.trackingId)],
    );
    expect(ipns?.rows).toBe(5);
    const atCatcher = mailCounts(
      cluster,
      orders.map((order) => order.email),
    );
    expect([...atCatcher.values()]).toEqual([1, 1, 1, 1, 1]);
  });

  it('streams a paid file uploaded through API 1 from API 2, resumes it on API 1, and only once', async () => {
    const [order] = paid;
    expect(order).toBeDefined();
    const path = `/api/pesapal/download/${order?.trackingId}/0`;
    const bytes = pdfBytes('guide');
    // A broken download through API 2, resumed through API 1 by the same client.
    const first = await fetch(`${api2.base}${path}`, { headers: { Range: 'bytes=0-9' } });
    expect(first.status).toBe(206);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(bytes.slice(0, 10));
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const rest = await fetch(`${api1.base}${path}`, { headers: { Range: 'bytes=10-', Cookie: cookie } });
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await rest.arrayBuffer())).toEqual(bytes.slice(10));
    // Single use, whichever API is asked next.
    for (const api of [api1, api2]) {
      const again = await fetch(`${api.base}${path}`);
      expect(again.status).toBe(410);
      await again.arrayBuffer();
    }
  });

  it('sends a campaign with two workers once to each reader', async () => {
    const readers = await seedReaders(cluster, 13);
    const post = await createPost({ asAdmin: admin.as(api1) }, { title: 'Cluster letter' });
    const started = await admin.as(api2)(`/api/blog/${post.id}/newsletter`, { method: 'POST' });
    expect(started.status).toBe(201);
    const campaign = await until(
      async () => {
        const [row] = await cluster.query<{ status: string; total: number; sent: number; failed: number }>(
          'select status, total, sent, failed from newsletter_campaign where post_id = $1',
          [post.id],
        );
        return row?.status === 'sent' ? row : undefined;
      },
      WAIT_MS,
      'the campaign to be sent',
    );
    expect(campaign).toEqual({ status: 'sent', total: 13, sent: 13, failed: 0 });
    await quiet(cluster, WAIT_MS);
    const deliveries = await campaignDeliveries(cluster, post.id);
    expect([...deliveries.keys()].sort()).toEqual([...readers].sort());
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
    const atCatcher = mailCounts(cluster, readers);
    expect([...atCatcher.values()]).toEqual(readers.map(() => 1));
  });

  it('runs each scheduled job once per period, not once per worker', async () => {
    const schedules = [
      ['analytics', 'page-views-rollup'],
      ['maintenance', 'outbox-sweep'],
      ['payments', 'poll-pending'],
      ['blog', 'publish-due-posts'],
    ] as const;
    const windowMs = 6 * PERIOD_MS;
    const seen = await watchSchedules(cluster, schedules, windowMs);
    for (const [, scheduler] of schedules) {
      const runs = seen.get(scheduler) ?? { completed: [], failed: 0 };
      const slots = runs.completed.map((id) => Number(id.split(':').at(-1))).sort((a, b) => a - b);
      // One job per period slot: no slot twice, none closer than a period to the last.
      expect(new Set(slots).size, scheduler).toBe(slots.length);
      for (let i = 1; i < slots.length; i++) {
        const gap = (slots[i] ?? 0) - (slots[i - 1] ?? 0);
        expect(gap % PERIOD_MS, `${scheduler} gap ${gap}`).toBe(0);
        expect(gap, `${scheduler} gap`).toBeGreaterThanOrEqual(PERIOD_MS);
      }
      // Six periods in the window: six runs, one more or less for where the window falls (two
      // fewer on a machine slow enough to miss a slot). Once per worker would be twelve.
      expect(slots.length, scheduler).toBeGreaterThanOrEqual(windowMs / PERIOD_MS - 2);
      expect(slots.length, scheduler).toBeLessThanOrEqual(windowMs / PERIOD_MS + 1);
      expect(runs.failed, scheduler).toBe(0);
    }
  });

  it("counts a visitor's view of a post once, whichever API records it", async () => {
    const post = await createPost({ asAdmin: admin.as(api1) }, { slug: 'cluster-views' });
    const visitor = { 'x-forwarded-for': '198.51.100.30', 'user-agent': BROWSER_UA };
    const views = [];
    for (const api of [api1, api2, api2, api1]) {
      const answer = await api.request(`/api/blog/slug/${post.slug}/view`, {
        method: 'POST',
        headers: visitor,
      });
      views.push(answer.json);
    }
    expect(views).toEqual([
      { success: true, counted: true, views: 1 },
      { success: true, counted: false, views: 1 },
      { success: true, counted: false, views: 1 },
      { success: true, counted: false, views: 1 },
    ]);
  });

  it('refuses a token signed out on API 1 at API 2', async () => {
    const other = await signInAdmin(cluster, api2);
    expect((await other.as(api1)('/api/auth/profile')).status).toBe(200);
    expect((await other.as(api1)('/api/auth/logout', { method: 'POST' })).status).toBe(200);
    expect((await other.as(api2)('/api/auth/profile')).status).toBe(401);
  });

  it('counts sign-in attempts against the rate limit across both APIs', async () => {
    const attempt = (n: number) =>
      cluster.apis[n % 2]?.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.10' },
        json: { email: `nobody-${n}@example.com`, password: WRONG },
      });
    const statuses: number[] = [];
    for (let n = 0; n < LOGIN_POINTS + 2; n++) statuses.push((await attempt(n))?.status ?? 0);
    expect(statuses).toEqual([...Array(LOGIN_POINTS).fill(401), 429, 429]);
  });

  it('locks a client out after five wrong passwords spread over both APIs', async () => {
    const { email } = admin;
    const signIn = (api: ClusterApi, client: string, password: string) =>
      api.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': client },
        json: { email, password },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await signIn(n % 2 ? api2 : api1, '203.0.113.20', WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The right password from the locked client, on the API that saw fewer failures: still locked.
    const locked = await signIn(api2, '203.0.113.20', admin.password);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'sign_in_locked' });
    // Another client is not locked out.
    expect((await signIn(api1, '198.51.100.7', admin.password)).status).toBe(200);
  });
});

/** The page's title element, as the server render writes it (`<title …>Post title | Site`). */
const titled = (title: string) => new RegExp(`<title[^>]*>${title} –`);
