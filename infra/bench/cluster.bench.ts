// `npm run bench:cluster`: two APIs and two workers as separate processes in one world (one
// database, one Redis prefix, one store for uploads; tests/support/cluster.ts), in production
// mode with the demo content seeded.
// 1. Throughput of a public read, a post's server-rendered page and its JSON answer, through one
//    API (50 connections) and through two (25 connections to each at once, requests/s summed).
// 2. An IPN burst spread over both APIs and a newsletter campaign sent by both workers, each
//    counted exactly once in Postgres and at the mail catcher.
// Targets: every IPN acknowledged and every count exactly once; throughput is printed, not judged
// (on a 2-core machine the load generator, Postgres and Redis share the cores with the APIs).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Cluster, type ClusterApi, startCluster } from '../../tests/support/cluster.ts';
import {
  campaignDeliveries,
  ipnBurst,
  mailCounts,
  paymentCounts,
  placeOrder,
  seedReaders,
  signInAdmin,
  until,
} from '../../tests/support/cluster-flows.ts';
import { quiet } from '../../tests/support/cluster-watch.ts';
import { createBenchEnv, fmt, type LoadResult, listedProducts, load, runBench } from './bench-support.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const IPNS_PER_ORDER = 10;
const READERS = Number(process.env.BENCH_READERS ?? 1_000);
// A bucket (s3rver) by default, as a host with several machines needs; CLUSTER_STORAGE=disk: one folder.
const STORAGE = process.env.CLUSTER_STORAGE === 'disk' ? 'disk' : 's3';
const DRAIN_LIMIT_MS = 180_000;
// A browser's request: a visitor's User-Agent and the encodings a browser accepts.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-encoding': 'br, gzip',
};

const env = await createBenchEnv();
let cluster: Cluster | undefined;
await runBench(async () => {
  cluster = await startCluster({
    world: env,
    apis: 2,
    workers: 2,
    ports: [4690, 4691],
    storage: STORAGE,
    render: true,
    nodeEnv: 'production',
    keepMail: READERS + ORDERS * 2,
    env: {
      // One client address places every order: the checkout limit is not what is measured.
      PAYMENTS_RATE_LIMIT_POINTS: '100000',
      // Only the IPNs move the orders (the poll would complete them behind the bench's back).
      PAYMENTS_POLL_EVERY_MS: '3600000',
      // The sweep marks handled events complete soon after, so the bench sees when all is done.
      OUTBOX_SWEEP_EVERY_MS: '1000',
      OUTBOX_REDELIVER_AFTER_MS: '2000',
    },
  });
  // Not spawnSync (bench-support's runScript): the bucket (s3rver) the seed writes to answers
  // from this process, so its event loop must keep turning meanwhile.
  await promisify(execFile)(process.execPath, ['infra/scripts/seed.ts'], {
    env: { ...process.env, ...cluster.env },
  });
  const [api1, api2] = cluster.apis as [ClusterApi, ClusterApi];
  console.log(
    `bench:cluster — 2 APIs (${api1.base}, ${api2.base}) and 2 workers, ${STORAGE === 's3' ? 'one S3 bucket (s3rver)' : 'one shared uploads folder'}, NODE_ENV=production`,
  );
  const posts = (await api1.request('/api/blog')).json.posts as { slug: string }[];
  const slug = posts[0]?.slug;
  if (!slug) throw new Error('no seeded post to load');
  for (const path of [`/blog/${slug}`, `/api/blog/slug/${slug}`]) await throughput(cluster.apis, path);
  const burstMet = await burst(cluster, api1);
  const campaignMet = await campaign(cluster, api2);
  return burstMet && campaignMet;
}, [
  async () => cluster && console.log('exit codes', JSON.stringify(await cluster.stop())),
  () => env.cleanup(),
]);

/** One path through API 1 alone, then through both at once; prints a line each. */
async function throughput(apis: ClusterApi[], path: string): Promise<void> {
  const run = (targets: ClusterApi[]) =>
    Promise.all(
      targets.map((api) =>
        load({
          url: `${api.base}${path}`,
          headers: BROWSER,
          connections: CONNECTIONS / targets.length,
          duration: DURATION,
        }),
      ),
    );
  for (const api of apis) await load({ url: `${api.base}${path}`, headers: BROWSER, duration: 2 });
  const one = await run(apis.slice(0, 1));
  const both = await run(apis);
  const line = (label: string, results: LoadResult[]) => {
    const rps = results.reduce((sum, result) => sum + result.rps, 0);
    const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    const p99 = Math.max(...results.map((result) => result.p99));
    console.log(
      `${path.padEnd(40)} ${label.padEnd(9)} ${fmt(rps).padStart(7)} req/s  p99 ${fmt(p99, 1).padStart(6)} ms  errors ${errors}`,
    );
    return rps;
  };
  const single = line('1 API', one);
  const double = line('2 APIs', both);
  console.log(`${''.padEnd(40)} ratio 2 APIs / 1 API: ${fmt(double / single, 2)}`);
}

/** Paid orders, then IPNS_PER_ORDER IPNs each at once over both APIs; true when all exactly once. */
async function burst(cluster: Cluster, api: ClusterApi): Promise<boolean> {
  const product = (await listedProducts(api.base)).find((item) => item.downloadable_files > 0);
  if (!product) throw new Error('no seeded product with files');
  const orders = [];
  for (let n = 0; n < ORDERS; n++) orders.push(await placeOrder(cluster.apis[n % 2] ?? api, product, n));
  const started = performance.now();
  const acknowledged = await ipnBurst(cluster, orders, IPNS_PER_ORDER);
  const ackSeconds = (performance.now() - started) / 1000;
  const drained = await until(
    async () => {
      const now = await paymentCounts(cluster);
      return now.receiptsSent >= ORDERS ? now : undefined;
    },
    DRAIN_LIMIT_MS,
    'every receipt sent',
  );
  const drainSeconds = (performance.now() - started) / 1000;
  await quiet(cluster, DRAIN_LIMIT_MS);
  const after = await paymentCounts(cluster);
  const grantsExpected = ORDERS * product.downloadable_files;
  const atCatcher = [
    ...mailCounts(
      cluster,
      orders.map((order) => order.email),
    ).values(),
  ];
  const once = atCatcher.filter((count) => count === 1).length;
  console.log(
    `IPN burst — ${ORDERS} orders, ${ORDERS * IPNS_PER_ORDER} IPNs at once over 2 APIs: ${acknowledged} acknowledged in ${fmt(ackSeconds, 2)} s; all receipts sent after ${fmt(drainSeconds, 2)} s (${drained.receiptsSent} then)`,
  );
  console.log(
    `  exactly once: ${after.completed} orders fulfilled, ${after.completions} pending→completed, ${after.grants} grants (expected ${grantsExpected}), ${after.receiptRows} receipt rows, ${after.receiptsSent} sent; at the catcher ${once} of ${ORDERS} buyers got exactly one email (${atCatcher.reduce((a, b) => a + b, 0)} emails)`,
  );
  return (
    acknowledged === ORDERS * IPNS_PER_ORDER &&
    after.completed === ORDERS &&
    after.completions === ORDERS &&
    after.grants === grantsExpected &&
    after.receiptRows === ORDERS &&
    after.receiptsSent === ORDERS &&
    once === ORDERS
  );
}

/** A campaign to READERS subscribers started through `api`, sent by both workers. */
async function campaign(cluster: Cluster, api: ClusterApi): Promise<boolean> {
  const readers = await seedReaders(cluster, READERS);
  const admin = await signInAdmin(cluster, api);
  const posts = (await api.request('/api/blog')).json.posts as { id: string }[];
  const postId = posts.at(-1)?.id ?? '';
  const started = performance.now();
  const answer = await admin.as(api)(`/api/blog/${postId}/newsletter`, { method: 'POST' });
  if (answer.status !== 201) throw new Error(`the campaign did not start: ${answer.status} ${answer.text}`);
  const row = await until(
    async () => {
      const [found] = await cluster.query<{ status: string; total: number; sent: number; failed: number }>(
        'select status, total, sent, failed from newsletter_campaign where post_id = $1',
        [postId],
      );
      return found?.status === 'sent' ? found : undefined;
    },
    DRAIN_LIMIT_MS,
    'the campaign to be sent',
  );
  const seconds = (performance.now() - started) / 1000;
  await quiet(cluster, DRAIN_LIMIT_MS);
  const stored = [...(await campaignDeliveries(cluster, postId)).values()];
  const caught = [...mailCounts(cluster, readers).values()];
  const onceStored = stored.filter((count) => count === 1).length;
  const onceCaught = caught.filter((count) => count === 1).length;
  console.log(
    `campaign — ${READERS} readers, 2 workers: ${row.sent} of ${row.total} sent (failed ${row.failed}) in ${fmt(seconds, 1)} s (${fmt(row.sent / seconds)} emails/s)`,
  );
  console.log(
    `  exactly once: email_delivery ${onceStored} recipients with one sent row (${stored.reduce((a, b) => a + b, 0)} rows); at the catcher ${onceCaught} of ${READERS} readers got exactly one (${caught.reduce((a, b) => a + b, 0)} emails)`,
  );
  return row.sent === READERS && row.failed === 0 && onceStored === READERS && onceCaught === READERS;
}
