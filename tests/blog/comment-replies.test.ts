import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEntityManagerScope } from '../../modules/platform/db/index.ts';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { createPost, formToken, type Post } from '../support/blog.ts';
import { eventually, startTestWorker, type TestApi } from '../support/harness.ts';
import { type SmtpListener, startSmtpListener } from '../support/smtp.ts';

const ORIGIN = 'https://site.example';
const linkOf = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${ORIGIN}/comment-replies/${kind}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
};

describe('reply emails: opt-in, confirmed by a POST, one-click unsubscribe', () => {
  let smtp: SmtpListener;
  let ctx: AdminApi;
  let api: TestApi;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let post: Post;
  const env = () => ({
    PUBLIC_URL: ORIGIN,
    SMTP_URL: smtp.smtpUrl,
    COMMENT_RATE_LIMIT_POINTS: '1000',
    MAIL_OWNER: 'owner@site.example',
  });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ctx = await startAdminApi(env());
    api = ctx.api;
    worker = await startTestWorker({ overrides: env() });
    post = await createPost(ctx, { title: 'Replies by email' });
  });
  afterAll(async () => {
    await worker?.stop();
    await ctx?.stop();
    await smtp?.stop();
  });

  const add = (body: Record<string, unknown>, browser: string) =>
    api.request(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      headers: { 'user-agent': browser },
      json: { form_token: formToken(post.id), ...body },
    });
  const rows = (sql: string, params: unknown[]) =>
    api.orm.em.fork().execute<Record<string, unknown>[]>(sql, params);
  /** Waits until the worker ran the reply's handler (`blog.send_reply_notice`). */
  const handled = (replyId: string) =>
    eventually(async () => {
      const runs = await rows(
        "select count(*)::int as n from event_handler_run r join outbox_event e on e.id = r.event_id where e.name = 'blog.reply_approved' and e.payload->>'id' = ?",
        [replyId],
      );
      return runs[0]?.n === 1 ? true : undefined;
    });

  it('stores nothing of an email left without ticking the box', async () => {
    const made = await add(
      {
        name: 'Kip',
        email: 'kip@example.com',
        content: 'No emails please',
        metadata: { userIdentifier: 'user_kip' },
      },
      'B/kip',
    );
    expect(made.status).toBe(201);
    const id = (made.json.comment as { id: string }).id;
    expect(await rows('select email from blog_comment where id = ?', [id])).toEqual([{ email: null }]);
    expect(await rows('select id from blog_comment_notice where comment_id = ?', [id])).toEqual([]);
  });

  it('confirm, reply with the badge, the email with RFC 8058 one-click unsubscribe; no mail after it', async () => {
    const address = 'wanjiru.reader@example.com';
    const made = await add(
      {
        name: 'Wanjiru',
        email: 'Wanjiru.Reader@Example.com',
        notify_replies: true,
        content: 'Tell me when you answer',
        metadata: { userIdentifier: 'user_w' },
      },
      'B/w',
    );
    const mine = made.json.comment as { id: string };
    // The one confirmation email; before confirming, a reply sends nothing.
    const confirmMail = await smtp.waitForMail((mail) => mail.envelopeTo.includes(address));
    expect(confirmMail.subject).toMatch(/^Confirm reply notifications from /);
    expect(confirmMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirm = linkOf(confirmMail.text, 'confirm');
    // Opening the page (a GET, as a link scanner does) confirms nothing: only the page's POST.
    expect((await api.request(`/api/blog/comment-replies/confirm/${confirm}`)).status).toBe(404);
    const early = await ctx.asAdmin(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      json: { name: 'Owner', content: 'Before you confirmed', parent_id: mine.id },
    });
    expect(early.status).toBe(201);
    await handled((early.json.comment as { id: string }).id);
    const confirmed = await api.request(`/api/blog/comment-replies/confirm/${confirm}`, { method: 'POST' });
    expect([confirmed.status, confirmed.json.message]).toEqual([
      200,
      'Confirmed: we will email you when someone replies',
    ]);
    expect(confirmed.headers.get('cache-control')).toBe('private, no-store');
    expect(
      (await api.request(`/api/blog/comment-replies/confirm/${'x'.repeat(43)}`, { method: 'POST' })).status,
    ).toBe(404);
    expect((await api.request('/api/blog/comment-replies/confirm/short', { method: 'POST' })).status).toBe(
      404,
    );

    // The owner's reply: approved, badged, mailed once.
    const reply = await ctx.asAdmin(`/api/blog/${post.id}/comments`, {
      method: 'POST',
      json: { name: 'Owner', content: 'Thanks, Wanjiru!', parent_id: mine.id },
    });
    expect((reply.json.comment as { author_badge: boolean }).author_badge).toBe(true);
    const replyMail = await smtp.waitForMail(
      (mail) => mail.envelopeTo.includes(address) && mail.subject.includes('replied'),
    );
    expect(replyMail.subject).toBe('Owner (the author) replied to your comment on Replies by email');
    expect(replyMail.text).toContain('Thanks, Wanjiru!');
    expect(replyMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = linkOf(String(replyMail.headers['list-unsubscribe']), 'unsubscribe');
    expect(smtp.mailTo(address).filter((mail) => mail.text.includes('Before you confirmed'))).toHaveLength(0);
    expect(smtp.mailTo(address).filter((mail) => mail.subject.includes('replied'))).toHaveLength(1);

    // Run the reply's handler again: the mailer's key sends nothing more.
    const notices = api.modules.blog.notices;
    const replyId = (reply.json.comment as { id: string }).id;
    await withEntityManagerScope(api.orm, () => notices.sendReply(replyId));
    expect(
      await rows(
        "select status from email_delivery where idempotency_key like 'comment-reply:' || ? || ':%'",
        [replyId],
      ),
    ).toEqual([{ status: 'sent' }]);

    // One click, as a mail client does it (RFC 8058): the address is gone, twice is fine.
    for (let i = 0; i < 2; i += 1) {
      const oneClick = await fetch(`${api.baseUrl}/comment-replies/unsubscribe/${unsubscribe}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
    }
    expect(await rows('select email from blog_comment where id = ?', [mine.id])).toEqual([{ email: null }]);
    const later = await add(
      {
        name: 'Otieno',
        content: 'Another reply',
        parent_id: mine.id,
        metadata: { userIdentifier: 'user_o' },
      },
      'B/o',
    );
    expect((later.json.comment as { status: string }).status).toBe('approved');
    await handled((later.json.comment as { id: string }).id);
    expect(smtp.mailTo(address).filter((mail) => mail.subject.includes('replied'))).toHaveLength(1);
  });

  it('the daily digest of held comments goes once a day, however often it runs', async () => {
    await ctx.asAdmin('/api/blog/comment-settings', {
      method: 'PUT',
      json: { moderation: 'all', blocked_words: [], daily_digest: true },
    });
    await add({ name: 'Held', content: 'Waiting for you', metadata: { userIdentifier: 'user_h' } }, 'B/h');
    const notices = api.modules.blog.notices;
    const now = new Date();
    const first = await withEntityManagerScope(api.orm, () => notices.sendDigest(now));
    const second = await withEntityManagerScope(api.orm, () => notices.sendDigest(now));
    expect([first, second]).toEqual([{ sent: 1 }, { sent: 0 }]);
    const digest = smtp
      .mailTo('owner@site.example')
      .filter((mail) => mail.subject.startsWith('Comments waiting'));
    expect(digest).toHaveLength(1);
    expect(digest[0]?.text).toContain('Held on "Replies by email": "Waiting for you"');
  });
});
