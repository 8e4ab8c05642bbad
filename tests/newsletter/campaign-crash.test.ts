import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_POOL_CONNECTIONS } from '../../modules/platform/mail/index.ts';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { childEnv, eventually, startTestWorker, type TestApi, testConfig } from '../support/harness.ts';
import { type SmtpListener, startSmtpListener } from '../support/smtp.ts';

const READERS = 400;

/** The real worker as its own process (`node worker/main.ts`), so it can be killed with SIGKILL. */
function spawnWorker(env: Record<string, string>): ChildProcess {
  const config = testConfig();
  return spawn(process.execPath, ['worker/main.ts'], {
    env: {
      ...childEnv(config),
      JWT_SECRET: 'integration-tests-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

describe('a worker killed with SIGKILL mid-campaign', () => {
  let ctx: AdminApi;
  let api: TestApi;
  let smtp: SmtpListener;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ctx = await startAdminApi({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://site.example' });
    api = ctx.api;
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await ctx.stop();
    await smtp.stop();
  });

  it('loses nobody and sends a second copy to at most one reader per pooled SMTP connection', {
    timeout: 360_000,
  }, async () => {
    await api.orm.em.fork().execute(
      `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date, verified_at,
         unsubscribe_token_hash, created_at, updated_at)
       select gen_random_uuid(), 'crash-reader' || g || '@example.com', null, true, true, now(), now(),
         md5(random()::text) || md5(random()::text), now(), now() from generate_series(1, ?) g`,
      [READERS],
    );
    const post = await createPost(ctx);
    const workerEnv = {
      SMTP_URL: smtp.smtpUrl,
      PUBLIC_URL: 'https://site.example',
      NEWSLETTER_BATCH_SIZE: '50',
    };
    child = spawnWorker(workerEnv);
    const started = await ctx.asAdmin(`/api/blog/${post.id}/newsletter`, { method: 'POST' });
    expect(started.status).toBe(201);
    const campaignId = String((started.json.campaign as { id: string }).id);

    // Killed mid-send, with every pooled connection busy: no chance to record anything.
    await eventually(
      async () => (smtp.messages.length >= READERS / 4 ? true : undefined),
      120_000,
      'a quarter of the campaign sent',
    );
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    const atKill = smtp.messages.length;
    expect(atKill).toBeLessThan(READERS);

    // A new worker finds the batches left pending and finishes them (the sweep, shortened here).
    const second = await startTestWorker({
      overrides: { ...workerEnv, NEWSLETTER_RESUME_EVERY_MS: '300', NEWSLETTER_RESUME_IDLE_MS: '1000' },
    });
    try {
      await eventually(
        async () => {
          const [row] = await api.orm.em
            .fork()
            .execute<{ status: string }[]>('select status from newsletter_campaign where id = ?', [
              campaignId,
            ]);
          return row?.status === 'sent' ? true : undefined;
        },
        180_000,
        'the campaign to finish',
      );
    } finally {
      await second.stop();
    }

    const copies = new Map<string, number>();
    for (const mail of smtp.messages)
      for (const to of mail.envelopeTo) copies.set(to, (copies.get(to) ?? 0) + 1);
    const duplicates = [...copies.values()].reduce((sum, count) => sum + count - 1, 0);
    console.info(
      `kill -9 after ${atKill} of ${READERS} emails: ${copies.size} readers reached, ${duplicates} second copies`,
    );
    expect(copies.size).toBe(READERS);
    expect(Math.max(...copies.values())).toBeLessThanOrEqual(2);
    expect(duplicates).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
    const [campaign] = await api.orm.em
      .fork()
      .execute<{ total: number; sent: number; failed: number }[]>(
        'select total, sent, failed from newsletter_campaign where id = ?',
        [campaignId],
      );
    expect(campaign).toEqual({ total: READERS, sent: READERS, failed: 0 });
  });
});
