import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ENTITIES } from '../../modules/entities.ts';
import { createModules } from '../../modules/modules.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createOrm, withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { createLogger } from '../../modules/platform/logging/index.ts';
import { SMTP_POOL_CONNECTIONS } from '../../modules/platform/mail/index.ts';
import { Redis } from '../../modules/platform/queues/index.ts';
import { benchServiceEnv, createBenchEnv, fmt, startProcess, stopProcess } from './bench-support.ts';

/**
 * `npm run bench:newsletter`: sends a post to 10,000 active subscribers through the real worker
 * (a child process) into a local SMTP sink that discards bodies and counts each recipient.
 * Prints emails/s, the worker's peak RSS (sampled), duplicates; targets ≥ 200 emails/s, memory
 * flat (the second half's peak within 20% of the first half's) and 0 duplicates.
 *
 * `BENCH_KILL_AFTER=<n>`: the crash run. The worker is killed with SIGKILL once the sink has
 * <n> recipients and a new one started (default settings: it takes the dead worker's jobs when
 * BullMQ finds them stalled). Targets: every subscriber reached, at most
 * `SMTP_POOL_CONNECTIONS` second copies; throughput and memory are not judged.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? 0);
const TIMEOUT_MS = 300_000;

// The sink: accepts every message, keeps nothing but a count per recipient.
const received = new Map<string, number>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo)
        received.set(rcpt.address, (received.get(rcpt.address) ?? 0) + 1);
      callback();
    });
    stream.resume();
  },
});
// A worker killed mid-conversation resets its connections; that is the crash run, not a fault.
sink.on('error', () => undefined);
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

const env = await createBenchEnv();
const serviceEnv: Record<string, string> = {
  ...benchServiceEnv(env),
  SMTP_URL: smtpUrl,
  PUBLIC_URL: 'https://bench.example',
};
const db = new pg.Client({ connectionString: env.databaseUrl });
await db.connect();
let worker: ReturnType<typeof startProcess> | undefined;
try {
  await db.query(
    `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date, verified_at,
       unsubscribe_token_hash, created_at, updated_at)
     select gen_random_uuid(), 'reader' || g || '@bench.example', null, true, true, now(), now(),
       encode(sha256(('bench-' || g)::bytea), 'hex'), now(), now() from generate_series(1, $1) g`,
    [SUBSCRIBERS],
  );
  const postId = randomUUID();
  await db.query(
    `insert into blog_post (id, slug, title, excerpt, category, tags, featured_image, published_at, content,
       content_text, status, created_at, updated_at)
     values ($1, 'bench-post', 'Nairobi rents in 2026', 'Five charts on what changed.', 'Real Estate', '[]',
       '/uploads/bench.png', now() - interval '1 minute', '<p>Bench.</p>', 'Bench.', 'published', now(), now())`,
    [postId],
  );

  worker = startProcess(['worker/main.ts'], serviceEnv);
  let workerPid = worker.pid ?? 0;
  let killedAt: number | undefined;
  // The campaign starts as the admin's call starts it: the newsletter door's service.
  const config = loadConfig({ ...process.env, ...serviceEnv });
  const orm = await createOrm({ databaseUrl: env.databaseUrl, entities: ENTITIES, poolMax: 2 });
  const redis = new Redis(env.redisUrl);
  const modules = createModules({
    config,
    orm,
    redis,
    log: createLogger({ level: 'warn', name: 'bench' }),
    jwtSecret: serviceEnv.JWT_SECRET ?? '',
    enqueue: () => Promise.reject(new Error('the bench enqueues nothing')),
  });
  const started = performance.now();
  const campaign = await withEntityManagerScope(orm, () =>
    modules.newsletter.campaigns.start(postId, randomUUID()),
  );
  console.log(
    `bench:newsletter — ${fmt(campaign.total)} active subscribers, batches of ${config.newsletterBatchSize}`,
  );

  const samples: { done: number; rss: number }[] = [];
  const rssOf = (pid: number) => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  };
  let finished = false;
  while (!finished && performance.now() - started < TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER ? 20 : 200));
    if (KILL_AFTER && killedAt === undefined && received.size >= KILL_AFTER) {
      const exited = new Promise((resolve) => worker?.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
      killedAt = received.size;
      console.log(`worker killed with SIGKILL after ${fmt(killedAt)} recipients; starting another`);
      worker = startProcess(['worker/main.ts'], serviceEnv);
      workerPid = worker.pid ?? 0;
    }
    samples.push({ done: received.size, rss: KILL_AFTER ? 0 : rssOf(workerPid) });
    const { rows } = await db.query<{ status: string }>(
      'select status from newsletter_campaign where id = $1',
      [campaign.id],
    );
    finished = rows[0]?.status === 'sent';
  }
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await db.query<{ total: number; sent: number; failed: number }>(
    'select total, sent, failed from newsletter_campaign where id = $1',
    [campaign.id],
  );
  const counts = rows[0] ?? { total: 0, sent: 0, failed: 0 };
  const emails = [...received.values()].reduce((sum, count) => sum + count, 0);
  const duplicates = [...received.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const peak = (part: typeof samples) => Math.max(0, ...part.map((sample) => sample.rss));
  const firstHalf = samples.filter((sample) => sample.done < SUBSCRIBERS / 2);
  const secondHalf = samples.filter((sample) => sample.done >= SUBSCRIBERS / 2);
  const flat = peak(secondHalf) <= peak(firstHalf) * 1.2;
  const rate = emails / seconds;
  const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;
  console.log(
    `sent ${fmt(counts.sent)} of ${fmt(counts.total)} (failed ${counts.failed}) in ${fmt(seconds, 1)} s: ${fmt(rate)} emails/s (target ≥ 200)`,
  );
  console.log(
    `worker RSS peak ${mb(peak(samples))} (first half ${mb(peak(firstHalf))}, second half ${mb(peak(secondHalf))}, ${samples.length} samples): ${flat ? 'flat' : 'GROWING'}`,
  );
  console.log(
    `received by the sink ${fmt(emails)} for ${fmt(received.size)} recipients; duplicates ${duplicates}`,
  );
  const reached = finished && received.size === SUBSCRIBERS && counts.sent === SUBSCRIBERS;
  const pass = KILL_AFTER
    ? reached && killedAt !== undefined && duplicates <= SMTP_POOL_CONNECTIONS
    : reached && rate >= 200 && flat && duplicates === 0;
  console.log(pass ? 'RESULT: targets met' : 'RESULT: targets NOT met');
  process.exitCode = pass ? 0 : 1;
  modules.mailer.close();
  modules.closeCaches();
  redis.disconnect();
  await orm.close();
} finally {
  if (worker) await stopProcess(worker);
  await db.end();
  await env.cleanup();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
}
