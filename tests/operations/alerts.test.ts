import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATIONS_QUEUE, problemsResponseSchema } from '../../modules/operations/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { createQueueConnection } from '../../modules/platform/queues/index.ts';
import type { WorkerRuntime } from '../../worker/runtime.ts';
import { bearer, createAccount } from '../support/accounts.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { eventually, startTestWorker } from '../support/harness.ts';
import { setUpSmtpListener } from '../support/smtp.ts';

const OWNER = 'owner@example.test';

type ProblemRow = {
  key: string;
  kind: string;
  occurrences: number;
  notified_at: Date | null;
  resolved_at: Date | null;
};

/**
 * Each condition the owner hears about, made for real in the database and Redis: detection runs
 * repeatedly (as the worker's sweep does every minute), each problem emails once, the digest
 * lists what is open, and a cleared condition resolves its problem.
 */
describe('operations alerts', () => {
  const smtp = setUpSmtpListener();
  const ctx = setUpAdminApi(() => ({ MAIL_OWNER: OWNER, SMTP_URL: smtp.smtpUrl }));
  let worker: WorkerRuntime | undefined;
  afterAll(async () => {
    await worker?.stop();
  });

  const sql = <T>(query: string, values: unknown[] = []) => ctx.api.orm.em.fork().execute<T[]>(query, values);
  const detect = () => withEntityManagerScope(ctx.api.orm, () => ctx.api.modules.operations.detect());
  const problems = () =>
    sql<ProblemRow>('select key, kind, occurrences, notified_at, resolved_at from problem order by key');
  const open = async () => (await problems()).filter((row) => row.resolved_at === null);
  const alertMails = () => smtp.mailTo(OWNER).filter((mail) => mail.subject?.includes('Problem:'));

  const transactionId = randomUUID();
  const reference = `OPS-${randomUUID().slice(0, 8)}`;

  /** One job of the shop queue failing both its tries, by a processor of this test's own. */
  async function failOneShopJob() {
    const connection = createQueueConnection(ctx.api.config.redisUrl);
    const prefix = ctx.api.config.redisPrefix;
    const queue = new Queue('shop', { connection, prefix });
    const failing = new Worker(
      'shop',
      async () => {
        throw new Error('the relay said no');
      },
      { connection, prefix },
    );
    try {
      await queue.add('resend-receipt', {}, { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
      await eventually(async () => ((await queue.getFailedCount()) === 1 ? true : undefined));
      expect((await queue.getFailed())[0]?.attemptsMade).toBe(2);
    } finally {
      await failing.close();
      await queue.close();
      connection.disconnect();
    }
  }

  it('opens one problem per condition, however often it is detected', async () => {
    await failOneShopJob();
    // A buyer came back from Pesapal 61 minutes ago; the payment is still pending.
    await sql(
      `insert into payment_transaction (id, order_id, merchant_reference, order_tracking_id, state, payment_method,
         amount_minor, currency, next_poll_at, poll_attempts, created_at, updated_at)
       values (?, ?, ?, ?, 'pending', 'Pesapal', 1000, 'KES', now() + interval '1 hour', 0,
         now() - interval '70 minutes', now())`,
      [transactionId, randomUUID(), reference, randomUUID()],
    );
    await sql(
      `insert into payment_event (id, transaction_id, source, summary, state_before, state_after, at)
       values (?, ?, 'callback', 'Pesapal status 0', 'pending', 'pending', now() - interval '61 minutes')`,
      [randomUUID(), transactionId],
    );
    await sql(
      `insert into email_delivery (id, idempotency_key, recipient, subject, status, attempts, last_error, created_at)
       values (?, ?, 'reader@example.test', 'Hello', 'failed', 3, '550 mailbox unavailable', now())`,
      [randomUUID(), `ops-test:${randomUUID()}`],
    );
    await sql(
      `insert into outbox_event (id, name, payload, occurred_at, relay_attempts)
       values (?, 'test.stalled', '{}', now() - interval '6 minutes', 0)`,
      [randomUUID()],
    );
    await ctx.api.modules.operations.problems.report(
      'storage_write_refused',
      'ENOSPC: no space left on device',
    );
    await ctx.api.modules.operations.problems.report(
      'storage_write_refused',
      'ENOSPC: no space left on device',
    );

    for (let sweep = 0; sweep < 3; sweep += 1) await detect();

    expect((await open()).map((row) => [row.key, row.occurrences])).toEqual([
      ['email_failing', 3],
      ['job_failed:shop/resend-receipt', 3],
      ['outbox_stalled', 3],
      [`payment_pending:${transactionId}`, 3],
      ['storage_write_refused', 2],
    ]);
    // One alert job per problem, whatever the number of sweeps (job id alert__<problemId>).
    const connection = createQueueConnection(ctx.api.config.redisUrl);
    const queue = new Queue(OPERATIONS_QUEUE.name, { connection, prefix: ctx.api.config.redisPrefix });
    try {
      const waiting = await queue.getJobs(['waiting']);
      expect(waiting.filter((job) => job.name === 'alert-email')).toHaveLength(5);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });

  it('shows the open problems to an admin only, with where to act', async () => {
    expect((await ctx.api.request('/api/admin/problems')).status).toBe(401);
    const member = await createAccount(ctx.api, { role: 'user' });
    expect((await ctx.api.request('/api/admin/problems', { headers: bearer(member.token) })).status).toBe(
      403,
    );
    expect((await ctx.asAdmin('/api/admin/problems?limit=0')).status).toBe(400);

    const answer = await ctx.asAdmin('/api/admin/problems');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = problemsResponseSchema.parse(answer.json);
    expect(Object.keys(answer.json.problems as object[])).toHaveLength(5);
    const byKind = new Map(body.problems.map((problem) => [problem.kind, problem]));
    expect(byKind.get('job_failed')?.link).toBe('/admin/queues/queue/shop?status=failed');
    expect(byKind.get('payment_pending')?.link).toBe(`/admin/pesapal-transactions?search=${reference}`);
    expect(byKind.get('payment_pending')?.title).toBe(`Payment ${reference} is still pending`);
    expect(byKind.get('storage_write_refused')?.detail).toBe('ENOSPC: no space left on device');
    // The allowlist: no internal key, no resolution stamp.
    expect(Object.keys(body.problems[0] ?? {}).sort()).toEqual([
      'detail',
      'first_seen_at',
      'id',
      'kind',
      'last_seen_at',
      'link',
      'notified_at',
      'occurrences',
      'title',
    ]);
  });

  it('emails the owner once per problem, then a digest of what is open', async () => {
    worker = await startTestWorker({ overrides: { MAIL_OWNER: OWNER, SMTP_URL: smtp.smtpUrl } });
    await eventually(
      async () => ((await open()).every((row) => row.notified_at !== null) ? true : undefined),
      30_000,
      'every alert sent',
    );
    // Detected again (and again by the worker's own sweep): no second email.
    await detect();
    await detect();
    const mails = alertMails();
    expect(mails).toHaveLength(5);
    expect(mails.map((mail) => mail.subject?.replace(/^\[[^\]]+\] Problem: /, '')).sort()).toEqual([
      'Emails keep failing',
      'Job shop/resend-receipt failed all its retries',
      `Payment ${reference} is still pending`,
      'The events outbox has not moved for five minutes',
      'The upload store refused a write',
    ]);

    const digestJob = worker.jobs.find((job) => job.name === 'alert-digest');
    if (!digestJob) throw new Error('no alert-digest job');
    await worker.enqueue(digestJob, { date: '2030-01-02' }, { jobId: 'alert-digest__2030-01-02' });
    // Asked again under another job id: the email's key (alert-digest:<date>:<address>) holds.
    await worker.enqueue(digestJob, { date: '2030-01-02' }, { jobId: 'alert-digest__2030-01-02__again' });
    const digest = await smtp.waitForMail(
      (mail) => mail.subject?.includes('Open problems on 2030-01-02') ?? false,
    );
    for (const title of [
      'Emails keep failing',
      `Payment ${reference} is still pending`,
      'The upload store refused a write',
    ]) {
      expect(digest.text).toContain(title);
    }
    await eventually(async () => {
      const runs = await sql<{ count: number }>(
        `select count(*)::int as count from email_delivery where idempotency_key like 'alert-digest:2030-01-02:%'`,
      );
      return runs[0]?.count === 1 ? true : undefined;
    });
    expect(smtp.mailTo(OWNER).filter((mail) => mail.subject?.includes('2030-01-02'))).toHaveLength(1);
  });

  it('resolves each problem once its condition clears', async () => {
    // The worker's relay moved the outbox; the rest is cleared by hand, as the owner would.
    await eventually(async () => {
      const [row] = await sql<{ count: number }>(
        'select count(*)::int as count from outbox_event where sent_at is null',
      );
      return row?.count === 0 ? true : undefined;
    });
    await sql(`update payment_transaction set state = 'completed' where id = ?`, [transactionId]);
    await sql(`update email_delivery set status = 'sent' where idempotency_key like 'ops-test:%'`);
    await sql(
      `update problem set last_seen_at = now() - interval '16 minutes' where kind = 'storage_write_refused'`,
    );
    const connection = createQueueConnection(ctx.api.config.redisUrl);
    const shop = new Queue('shop', { connection, prefix: ctx.api.config.redisPrefix });
    try {
      await shop.clean(0, 100, 'failed');
    } finally {
      await shop.close();
      connection.disconnect();
    }

    await detect();
    expect(await open()).toEqual([]);
    expect((await problems()).every((row) => row.resolved_at !== null)).toBe(true);
    expect((await ctx.asAdmin('/api/admin/problems')).json.problems).toEqual([]);

    // The same condition again is a new episode: a new problem, a new email.
    await sql(
      `insert into email_delivery (id, idempotency_key, recipient, subject, status, attempts, created_at)
       values (?, ?, 'reader@example.test', 'Hello', 'failed', 4, now())`,
      [randomUUID(), `ops-test-2:${randomUUID()}`],
    );
    await detect();
    await eventually(async () =>
      alertMails().filter((mail) => mail.subject?.includes('Emails keep failing')).length === 2
        ? true
        : undefined,
    );
    expect((await open()).map((row) => row.key)).toEqual(['email_failing']);
  });
});
