import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_QUEUE } from '../../modules/newsletter/index.ts';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { setUpAdminApi } from '../support/admin-api.ts';
import { createPost } from '../support/blog.ts';
import { pngBytes } from '../support/factories.ts';
import { eventually, startTestWorker } from '../support/harness.ts';
import { seedReaders, seedSubscribers, subscriberRow } from '../support/newsletter.ts';
import { setUpSmtpListener } from '../support/smtp.ts';

type Campaign = { id: string; status: string; total: number; sent: number; failed: number; post_id: string };

describe('sending a post to subscribers', () => {
  const smtp = setUpSmtpListener();
  // Campaigns go to every active subscriber: each test starts with no subscribers and no posts, in
  // a world of its own that its workers join.
  const ctx = setUpAdminApi(() => ({ SMTP_URL: smtp.smtpUrl, PUBLIC_URL: 'https://site.example' }), {
    world: 'test',
  });
  const { api } = ctx;
  // Small batches, so a few subscribers make several jobs.
  const workerOverrides = () => ({
    ...api.world,
    SMTP_URL: smtp.smtpUrl,
    PUBLIC_URL: 'https://site.example',
    NEWSLETTER_BATCH_SIZE: '3',
  });

  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const start = (postId: string) => ctx.asAdmin(`/api/blog/${postId}/newsletter`, { method: 'POST' });
  const campaignOf = async (id: string) =>
    (await ctx.asAdmin(`/api/newsletter/campaigns/${id}`)).json.campaign as Campaign;
  const finished = (id: string) =>
    eventually(
      async () => {
        const campaign = await campaignOf(id);
        return campaign.status === 'sent' ? campaign : undefined;
      },
      30_000,
      'the campaign to finish',
    );
  const deliveriesByRecipient = async (postId: string) => {
    const rows = await api.orm.em.fork().execute<{ recipient: string; count: string }[]>(
      `select recipient, count(*) as count from email_delivery where idempotency_key like ? and status = 'sent'
         group by recipient`,
      [`post:${postId}:%`],
    );
    return new Map(rows.map((row) => [row.recipient, Number(row.count)]));
  };
  const countAtListener = (address: string) => smtp.mailTo(address).length;
  /** Starts a worker, waits for the campaign to be sent and stops the worker: the sent campaign. */
  const finishWithWorker = async (id: string) => {
    const worker = await startTestWorker({ overrides: workerOverrides() });
    try {
      return await finished(id);
    } finally {
      await worker.stop();
    }
  };

  it('previews the email with the count of active subscribers; refuses drafts and unknown posts', async () => {
    await seedReaders(api, 2);
    await seedSubscribers(api, [
      { email: 'pending@example.com' },
      { email: 'gone@example.com', active: false },
    ]);
    const post = await createPost(ctx, { title: 'Rates & rents', excerpt: 'What changed this quarter.' });
    const answer = await ctx.asAdmin(`/api/blog/${post.id}/newsletter`);
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
    expect(answer.json.active_subscribers).toBe(2);
    expect(answer.json.campaign).toBeNull();
    const preview = answer.json.preview as { subject: string; html: string; text: string };
    expect(preview.subject).toBe('Rates & rents');
    expect(preview.html).toContain(
      '<h1 class="ink title" style="margin:0 0 16px;font-size:24px;line-height:32px;color:#111827">Rates &#38; rents</h1>',
    );
    const tags = `utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`;
    expect(preview.html).toContain(
      `href="https://site.example/blog/${post.slug}?${tags.replaceAll('&', '&#38;')}"`,
    );
    expect(preview.text).toContain(`Read on the site: https://site.example/blog/${post.slug}?${tags}`);
    expect(preview.text).toContain('What changed this quarter.');

    const draft = await createPost(ctx, { status: 'draft' });
    expect((await start(draft.id)).json).toMatchObject({ success: false, code: 'not_published' });
    expect((await start(draft.id)).status).toBe(400);
    const unknown = await start(randomUUID());
    expect([unknown.status, unknown.json.error]).toEqual([404, 'Post not found']);
    expect((await ctx.asAdmin('/api/blog/not-a-uuid/newsletter')).status).toBe(404);
    expect((await api.request(`/api/blog/${post.id}/newsletter`, { method: 'POST' })).status).toBe(401);
  });

  it('sends one email to each active subscriber, none to pending or unsubscribed, then 409', async () => {
    const readers = await seedReaders(api, 7);
    await seedSubscribers(api, [
      { email: 'pending@example.com' },
      { email: 'gone@example.com', active: false, verified: true },
    ]);
    const body = new FormData();
    for (const [key, value] of Object.entries({
      title: 'Nairobi rents in 2026',
      excerpt: 'Five charts.',
      content: '<p>Nairobi property prices moved again this quarter, and here is what that means.</p>',
      status: 'published',
      category: 'Real Estate',
      tags: '[]',
    }))
      body.set(key, value);
    body.set('featured_image', new Blob([await pngBytes()], { type: 'image/png' }), 'a.png');
    const created = await ctx.asAdmin('/api/blog', { method: 'POST', body });
    const post = created.json.post as { id: string; slug: string; featured_image: string };

    const started = await start(post.id);
    expect(started.status).toBe(201);
    const campaign = started.json.campaign as Campaign;
    expect(campaign).toMatchObject({ post_id: post.id, status: 'sending', total: 7, sent: 0, failed: 0 });
    const again = await start(post.id);
    expect([again.status, again.json.code, again.json.error]).toEqual([
      409,
      'already_sent',
      'This post has already been sent to subscribers',
    ]);

    expect(await finishWithWorker(campaign.id)).toMatchObject({ total: 7, sent: 7, failed: 0 });
    for (const reader of readers) expect(countAtListener(reader)).toBe(1);
    expect(countAtListener('pending@example.com') + countAtListener('gone@example.com')).toBe(0);
    expect(smtp.messages).toHaveLength(7);

    const mail = smtp.messages[0];
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Nairobi rents in 2026');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/site\.example\/unsubscribe\/[A-Za-z0-9_-]{43}>, <mailto:no-reply@site\.example\?subject=unsubscribe>$/,
    );
    expect(mail.html).toContain(`src="https://site.example${post.featured_image}"`);
    const fromNewsletter = `utm_source=newsletter&utm_medium=email&utm_campaign=${post.slug}`;
    expect(mail.html).toContain(
      `href="https://site.example/blog/${post.slug}?${fromNewsletter.replaceAll('&', '&#38;')}"`,
    );
    expect(mail.text).toContain(`Read on the site: https://site.example/blog/${post.slug}?${fromNewsletter}`);
    expect(mail.text).toMatch(/Unsubscribe: https:\/\/site\.example\/unsubscribe\/[A-Za-z0-9_-]{43}/);

    // The preview now shows the finished campaign.
    const preview = await ctx.asAdmin(`/api/blog/${post.id}/newsletter`);
    expect(preview.json.campaign).toMatchObject({ id: campaign.id, status: 'sent', sent: 7 });
    const listed = await ctx.asAdmin('/api/newsletter/campaigns');
    expect((listed.json.campaigns as Campaign[]).map((row) => row.post_id)).toEqual([post.id]);
  });

  it("sends a post without a stored excerpt with its opening, as the site shows it, from the site's name", async () => {
    const [reader] = await seedReaders(api, 1);
    const post = await createPost(ctx, {
      title: 'What the rent data says',
      content:
        '<h2>Rents first</h2><p>Prices in Kilimani rose 4% this year while Westlands stayed flat. ' +
        'Here is how I read the numbers and what they mean for a first-time buyer who wants to rent out a flat.</p>',
    });
    const shown = await api.request(`/api/blog/slug/${post.slug}`);
    const excerpt = (shown.json.post as { excerpt: string }).excerpt;
    expect(excerpt.length).toBeGreaterThan(100);
    const siteName = ((await api.request('/api/settings')).json.settings as { owner_name: string })
      .owner_name;

    const campaign = (await start(post.id)).json.campaign as Campaign;
    await finishWithWorker(campaign.id);
    const [mail] = smtp.mailTo(reader ?? '');
    if (!mail) throw new Error('no mail');
    expect(mail.text.startsWith(`What the rent data says\n\n${excerpt}\n\nRead on the site:`)).toBe(true);
    expect(mail.html).toContain(`>${excerpt}</p>`);
    expect(mail.from).toBe(`"${siteName}" <no-reply@site.example>`);
    expect(mail.headers['list-id']).toBe(`"${siteName}'s newsletter" <newsletter.site.example>`);
  });

  it('concurrent starts make one campaign', async () => {
    await seedReaders(api, 2);
    const post = await createPost(ctx);
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(post.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const [row] = await api.orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from newsletter_campaign where post_id = ?', [
        post.id,
      ]);
    expect(Number(row?.count)).toBe(1);
  });

  it('skips a subscriber who unsubscribed before their batch ran', async () => {
    const readers = await seedReaders(api, 4);
    const post = await createPost(ctx);
    const campaign = (await start(post.id)).json.campaign as Campaign;
    const leaving = readers[2] ?? '';
    const left = await subscriberRow(api, leaving);
    await ctx.asAdmin(`/api/subscribers/${left?.id}/unsubscribe`, { method: 'POST' });

    expect(await finishWithWorker(campaign.id)).toMatchObject({ total: 3, sent: 3, failed: 0 });
    expect(countAtListener(leaving)).toBe(0);
    expect(readers.filter((reader) => countAtListener(reader) === 1)).toHaveLength(3);
  });

  it('a worker stopped mid-campaign, and a batch run again after a crash, send nobody a second email', async () => {
    const readers = await seedReaders(api, 14);
    const post = await createPost(ctx);
    const campaign = (await start(post.id)).json.campaign as Campaign;

    // The relay refuses five readers while the first worker runs, so their batches are still
    // owed (waiting for a retry) when it stops: the campaign is surely half done.
    const refused = new Set(readers.slice(9));
    smtp.catcher.reject = (recipients) => (recipients.some((r) => refused.has(r)) ? 'Try later' : undefined);
    const first = await startTestWorker({ overrides: workerOverrides() });
    try {
      await eventually(
        async () => {
          const progress = await campaignOf(campaign.id);
          const [failed] = await api.orm.em
            .fork()
            .execute<{ count: string }[]>(
              `select count(*) as count from email_delivery where idempotency_key like ? and status = 'failed'`,
              [`post:${post.id}:%`],
            );
          return progress.sent === 9 && Number(failed?.count) === 5 ? true : undefined;
        },
        30_000,
        'nine emails sent and five refused',
      );
    } finally {
      await first.stop();
      smtp.catcher.reject = undefined;
    }
    expect(await campaignOf(campaign.id)).toMatchObject({ status: 'sending', total: 14, sent: 9, failed: 0 });
    expect(smtp.messages).toHaveLength(9);

    // A crash after the relay accepted an email but before its recipient was marked: the row
    // is pending again and the count lacks it, as if the marking never happened.
    const [crashed] = await api.orm.em.fork().execute<{ subscriber_id: string }[]>(
      `update newsletter_campaign_recipient set status = 'pending' where (campaign_id, subscriber_id) in (
         select campaign_id, subscriber_id from newsletter_campaign_recipient
         where campaign_id = ? and status = 'sent' order by subscriber_id limit 1) returning subscriber_id`,
      [campaign.id],
    );
    expect(crashed).toBeDefined();
    await api.orm.em
      .fork()
      .execute(`update newsletter_campaign set sent = sent - 1, status = 'sending' where id = ?`, [
        campaign.id,
      ]);
    const crashedId = crashed?.subscriber_id ?? '';
    // The batch that holds it runs again (as its job's retry would), in its own ORM context.
    await withEntityManagerScope(api.orm, () =>
      api.modules.newsletter.sender.sendBatch(
        campaign.id,
        { after: null, through: crashedId },
        { lastAttempt: false },
      ),
    );

    expect(await finishWithWorker(campaign.id)).toMatchObject({ total: 14, sent: 14, failed: 0 });
    for (const reader of readers) expect(countAtListener(reader)).toBe(1);
    const deliveries = await deliveriesByRecipient(post.id);
    expect(deliveries.size).toBe(14);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
  });

  it('a campaign whose batch jobs Redis lost is resumed by the sweep, and nobody gets a second email', async () => {
    const readers = await seedReaders(api, 7);
    const post = await createPost(ctx);
    const queue = new Queue(NEWSLETTER_QUEUE.name, {
      connection: { url: api.config.redisUrl },
      prefix: api.config.redisPrefix,
    });
    // This campaign's batches only: an earlier test's jobs may still sit in the shared queue.
    let campaignId = '';
    const batchJobs = async () =>
      (await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized'])).filter(
        (job) => job?.name === 'send-campaign-batch' && job.data?.campaignId === campaignId,
      ).length;
    // The relay refuses everything while the first worker runs: the fan-out queues the three
    // batches, which then wait for their retries. The sweep is off (an hour away).
    smtp.catcher.reject = () => 'Try later';
    const first = await startTestWorker({
      overrides: { ...workerOverrides(), NEWSLETTER_RESUME_EVERY_MS: '3600000' },
    });
    const campaign = (await start(post.id)).json.campaign as Campaign;
    campaignId = campaign.id;
    try {
      await eventually(
        async () => ((await batchJobs()) === 3 ? true : undefined),
        30_000,
        'three batch jobs',
      );
    } finally {
      await first.stop();
      smtp.catcher.reject = undefined;
    }
    // Redis loses the newsletter queue (a restart without persistence, a failover).
    await queue.obliterate({ force: true });
    expect(await batchJobs()).toBe(0);
    expect(await campaignOf(campaign.id)).toMatchObject({ status: 'sending', total: 7, sent: 0 });

    const second = await startTestWorker({
      overrides: {
        ...workerOverrides(),
        NEWSLETTER_RESUME_EVERY_MS: '300',
        NEWSLETTER_RESUME_IDLE_MS: '500',
      },
    });
    try {
      expect(await finished(campaign.id)).toMatchObject({ total: 7, sent: 7, failed: 0 });
    } finally {
      await second.stop();
      await queue.close();
    }
    for (const reader of readers) expect(countAtListener(reader)).toBe(1);
    expect([...(await deliveriesByRecipient(post.id)).values()]).toEqual(Array(7).fill(1));
  });

  it('a refused email waits for the retry, and counts as failed only on the last try', async () => {
    const readers = await seedReaders(api, 3);
    const refused = readers[1] ?? '';
    smtp.catcher.reject = (recipients) => (recipients.includes(refused) ? 'Mailbox busy' : undefined);
    try {
      const post = await createPost(ctx);
      const campaign = (await start(post.id)).json.campaign as Campaign;
      const send = (lastAttempt: boolean) =>
        withEntityManagerScope(api.orm, async () => {
          const outcomes = [];
          for await (const bounds of api.modules.newsletter.sender.batches(campaign.id)) {
            outcomes.push(
              await api.modules.newsletter.sender.sendBatch(campaign.id, bounds, { lastAttempt }),
            );
          }
          return outcomes;
        });
      expect(await send(false)).toEqual([{ sent: 2, skipped: 0, failed: 0, retry: 1 }]);
      expect(await campaignOf(campaign.id)).toMatchObject({
        status: 'sending',
        total: 3,
        sent: 2,
        failed: 0,
      });
      expect(await send(true)).toEqual([{ sent: 0, skipped: 0, failed: 1, retry: 0 }]);
      expect(await campaignOf(campaign.id)).toMatchObject({ status: 'sent', total: 3, sent: 2, failed: 1 });
      expect(readers.map(countAtListener)).toEqual([1, 0, 1]);
    } finally {
      smtp.catcher.reject = undefined;
    }
  });

  it("one-click unsubscribe from a campaign email's List-Unsubscribe URL", async () => {
    const [reader = ''] = await seedReaders(api, 1);
    const post = await createPost(ctx);
    const campaign = (await start(post.id)).json.campaign as Campaign;
    await finishWithWorker(campaign.id);
    const mail = await smtp.waitForMail((candidate) => candidate.envelopeTo.includes(reader));
    const url = /<(https:[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const answer = await api.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.json).toEqual({ success: true, message: 'You have been unsubscribed' });
    expect(await subscriberRow(api, reader)).toMatchObject({ is_active: false });
  });
});
