import type { Browser } from '@playwright/test';
import type { CaughtMail } from '../infra/services/mail-catcher.ts';
import { BlogPostPage } from './pages/blog-post-page.ts';
import { seedAccount } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { query } from './support/database.ts';
import { checkScreen } from './support/screens.ts';
import { expect, type Page, test, waitForAppOnNavigation } from './support/test.ts';

const OWNER = {
  name: 'Wanjiru Kamau',
  email: `comments-${Date.now()}@example.com`,
  password: 'Comments&Long-Passw0rd!x',
};
const CONTENT =
  '<p>Buying land in Kitengela takes patience: the search, the surveyor and the county all take their time.</p>';

async function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${process.env.E2E_MAIL_URL}/messages`)).json()) as CaughtMail[];
        found = messages.find((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 30_000, message: `an email to ${address} matching ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** A page of its own browser (a second visitor, the owner), waiting for the app on goto. */
async function freshPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  waitForAppOnNavigation(page);
  return page;
}

test.describe('comment moderation and reply emails', () => {
  let token = '';
  let post = { id: '', slug: '', title: '' };

  test.beforeAll(async ({ request }) => {
    await seedAccount({ ...OWNER, role: 'admin' });
    token = await adminToken(request, OWNER);
    const title = `Kitengela land notes ${Date.now().toString(36)}`;
    const made = await request.post('/api/blog', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title, content: CONTENT, status: 'published', category: 'Real Estate', tags: '["land"]' },
    });
    expect(made.ok(), await made.text()).toBe(true);
    post = { ...((await made.json()) as { post: { id: string; slug: string } }).post, title };
    const rules = await request.put('/api/blog/comment-settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { moderation: 'all', blocked_words: ['casino'], daily_digest: true },
    });
    expect(rules.ok(), await rules.text()).toBe(true);
  });

  test('a visitor comments with an email and confirms it; held, approved, answered with the badge; the reply email unsubscribes in one click', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const address = `amina-${Date.now()}@example.com`;
    const text = 'Did the county ask for a rates clearance before the transfer?';

    // The visitor: name, email, the box, the comment; their comment waits, marked for them alone.
    await page.goto(`/blog/${post.slug}`);
    const blog = new BlogPostPage(page);
    const form = page.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Name').fill('Amina');
    const notify = form.getByLabel('Email me when someone replies');
    await expect(notify).toBeDisabled();
    await form.getByLabel('Email (optional)').fill(address);
    await notify.check();
    await form.getByLabel('Comment').fill(text);
    await form.getByRole('button', { name: 'Post' }).click();
    await expect(blog.card(text).getByText('Awaiting moderation')).toBeVisible();
    await expect(blog.card(text).getByRole('button', { name: /^Upvote/ })).toHaveCount(0);
    await checkScreen(page, 'comment-held', () => blog.card(text).getByText('Awaiting moderation'));

    // Anyone else: not in the page.
    const other = await freshPage(browser);
    await other.goto(`/blog/${post.slug}`);
    await expect(other.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await expect(other.getByText(text)).toHaveCount(0);
    expect(await (await request.get(`/blog/${post.slug}`)).text()).not.toContain(text);
    await other.context().close();

    // The confirmation email; its page confirms only when its button is pressed.
    const confirmMail = await mailTo(address, /^Confirm reply notifications from /);
    const confirmUrl =
      /https?:\/\/\S+\/comment-replies\/confirm\/[A-Za-z0-9_-]{43}/.exec(confirmMail.text)?.[0] ?? '';
    expect(confirmUrl).not.toBe('');
    await page.goto(new URL(confirmUrl).pathname);
    await expect(page.getByRole('heading', { name: 'Confirm reply notifications' })).toBeVisible();
    const [notice] = await query<{ confirmed_at: Date | null }>(
      'select n.confirmed_at from blog_comment_notice n join blog_comment c on c.id = n.comment_id where c.content = $1',
      [text],
    );
    expect(notice?.confirmed_at).toBeNull();
    await checkScreen(page, 'comment-replies-confirm', (p) => p.getByRole('button', { name: 'Confirm' }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Confirmed: we will email you when someone replies')).toBeVisible();

    // The owner: the queue, Approve, then a reply with the Author badge.
    const admin = await freshPage(browser);
    await signInAdmin(admin, OWNER.email, OWNER.password);
    await admin.goto('/admin/comments');
    await expect(admin.getByRole('heading', { name: 'Comments', level: 2 })).toBeVisible();
    const row = admin.getByRole('listitem').filter({ hasText: text });
    await expect(row.getByText('Every comment is held')).toBeVisible();
    await checkScreen(admin, 'admin-comments', (p) =>
      p.getByRole('listitem').filter({ hasText: text }).getByText('Every comment is held'),
    );
    await row.getByRole('button', { name: 'Approve the comment by Amina' }).click();
    await expect(admin.getByText('Approved: 1 comment')).toBeVisible();
    await admin.getByRole('tab', { name: /Approved/ }).click();
    const approved = admin.getByRole('listitem').filter({ hasText: text });
    await approved.getByRole('button', { name: 'Reply' }).click();
    await approved.getByLabel('Reply to Amina').fill('Yes: ask for it early, it took me two weeks.');
    await approved.getByRole('button', { name: 'Post reply' }).click();
    await expect(admin.getByText('Reply posted with your Author badge')).toBeVisible();
    await admin.context().close();

    // The visitor sees both; the owner's reply carries the badge.
    await page.goto(`/blog/${post.slug}`);
    await expect(blog.card(text)).toBeVisible();
    await expect(blog.card(text).getByText('Awaiting moderation')).toHaveCount(0);
    // Approving is not an edit.
    await expect(blog.card(text).getByText('(edited)')).toHaveCount(0);
    const reply = blog.card('Yes: ask for it early, it took me two weeks.');
    await expect(reply.getByText('Author', { exact: true })).toBeVisible();
    await checkScreen(page, 'comment-author-reply', () => reply.getByText('Author', { exact: true }));

    // The reply email, and its one-click unsubscribe (RFC 8058) as a mail client sends it.
    const replyMail = await mailTo(address, /replied to your comment/);
    expect(replyMail.subject).toBe(`Wanjiru Kamau (the author) replied to your comment on ${post.title}`);
    expect(replyMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(http[^>]+)>/.exec(replyMail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(/\/comment-replies\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    const answer = await request.post(new URL(oneClick).pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status()).toBe(200);
    const [after] = await query<{ email: string | null; unsubscribed: boolean }>(
      `select c.email, n.unsubscribed_at is not null as unsubscribed
         from blog_comment c join blog_comment_notice n on n.comment_id = c.id where c.content = $1`,
      [text],
    );
    expect(after).toEqual({ email: null, unsubscribed: true });

    // The unsubscribe page itself (what the email's footer link opens) reads well in both themes.
    await page.goto(new URL(oneClick).pathname);
    await expect(page.getByRole('heading', { name: 'Stop reply emails' })).toBeVisible();
    await checkScreen(page, 'comment-replies-unsubscribe', (p) =>
      p.getByRole('button', { name: 'Stop emails' }),
    );
    await page.getByRole('button', { name: 'Stop emails' }).click();
    await expect(page.getByText('You will get no more emails about this thread')).toBeVisible();
  });
});
