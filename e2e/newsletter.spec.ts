import { readFile } from 'node:fs/promises';
import type { CaughtMail } from '../infra/services/mail-catcher.ts';
import { NewsletterForm, NewsletterLandingPage, SubscribersAdminPage } from './pages/newsletter-pages.ts';
import { seedAccount } from './support/accounts.ts';
import { adminToken, signInWithForm } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

const ADMIN = {
  name: 'Newsletter Editor',
  email: `newsletter-${Date.now()}@example.com`,
  password: 'News&Long-Passw0rd!x',
};
const VERIFIED = 'Email verified successfully! Welcome to our newsletter.';
const CONTENT =
  '<p>Rents in Nairobi moved again this quarter; here is what changed and why it matters to tenants.</p>';

/** The mail catcher's JSON list (started by global setup, the API and worker send to it). */
async function mailTo(address: string, subject?: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${process.env.E2E_MAIL_URL}/messages`);
        const messages = (await answer.json()) as CaughtMail[];
        found = messages.find(
          (mail) => mail.envelopeTo.includes(address) && (subject === undefined || mail.subject === subject),
        );
        return found !== undefined;
      },
      { timeout: 20_000, message: `an email to ${address}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

const linkIn = (mail: CaughtMail, pattern: RegExp) => {
  const link = pattern.exec(mail.text)?.[0];
  expect(link, `link matching ${pattern} in the text part`).toBeTruthy();
  return link ?? '';
};
const oneClickUrl = (mail: CaughtMail) =>
  /<(http[^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';

test.describe('the newsletter', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...ADMIN, role: 'admin' });
  });

  test('a visitor subscribes, verifies, receives a post and leaves with one click', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `reader-${Date.now()}@example.com`;

    // Footer: the button says 'Subscribing...' while the call is held, then the green message.
    await page.goto('/');
    const form = new NewsletterForm(page);
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    await page.route('**/api/subscriptions/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await form.subscribe(email, 'Wanjiru');
    await expect(form.submit).toHaveText('Subscribing...');
    release();
    await form.expectMessage(/check your email/, 'success');

    // The verification email, from the mail catcher; its link opens the success page.
    const verification = await mailTo(email);
    const landing = new NewsletterLandingPage(page);
    await landing.verify(linkIn(verification, /http\S+\/verify-subscription\/[A-Za-z0-9_-]+/));
    await expect(page.getByRole('main').getByText(VERIFIED)).toBeVisible();
    await expectNoAxeViolations(page);
    // The same link again (a second click, a mail scanner first): only the already-verified state.
    await landing.verify(linkIn(verification, /http\S+\/verify-subscription\/[A-Za-z0-9_-]+/));
    await expect(landing.heading).toHaveText('Your email is already verified');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    // The admin sees them Active and exports the CSV.
    await signInWithForm(page, ADMIN);
    const admin = new SubscribersAdminPage(page);
    await page.goto('/admin/subscribers');
    await expect(admin.row(email)).toContainText('Active');
    await expectNoAxeViolations(page);
    const download = await admin.exportCsv();
    expect(download.suggestedFilename()).toBe('subscribers.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe('id,email,name,status,is_active,is_verified,subscription_date');
    expect(rows.find((row) => row.includes(email))).toMatch(
      new RegExp(`,${email},Wanjiru,Active,true,true,`),
    );

    // The admin sends a post to the subscribers from the blog list.
    const token = await adminToken(request, ADMIN);
    const title = `Nairobi rents ${Date.now().toString(36)}`;
    const created = await request.post('/api/blog', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { title, content: CONTENT, status: 'published', excerpt: 'Five charts.', tags: '[]' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const stats = await request.get('/api/subscribers/stats', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const active = ((await stats.json()) as { stats: { active_subscribers: number } }).stats
      .active_subscribers;
    const audience = `${active} active ${active === 1 ? 'subscriber' : 'subscribers'}`;

    await page.goto('/admin/blogs');
    await page.getByRole('button', { name: `Send to subscribers: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to subscribers' });
    await expect(dialog.getByTestId('active-subscribers')).toHaveText(audience);
    await expect(
      dialog.frameLocator('iframe[title="Email preview"]').getByRole('heading', { name: title }),
    ).toBeVisible();
    await expectNoAxeViolations(page, { exclude: ['iframe[title="Email preview"]'] });
    await dialog.getByRole('button', { name: 'Send to subscribers' }).click();
    await expect(dialog).toContainText(`Send ${title} to ${audience}? A post can be sent only once.`);
    await dialog.getByRole('button', { name: 'Yes, send it' }).click();
    await expect(dialog.getByTestId('campaign-status')).toHaveText('Sent', { timeout: 20_000 });
    await expect(dialog.getByTestId('campaign-sent')).toHaveText(String(active));
    await expect(dialog.getByTestId('campaign-failed')).toHaveText('0');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(
      page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Sent to subscribers' }),
    ).toBeDisabled();

    // The post's email arrives; its one-click URL unsubscribes without a page.
    const postMail = await mailTo(email, title);
    expect(postMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(postMail.text).toContain('Read on the site: ');
    const oneClick = await request.post(oneClickUrl(postMail), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(await oneClick.json()).toEqual({ success: true, message: 'You have been unsubscribed' });

    await page.goto('/admin/subscribers');
    await expect(admin.row(email)).toContainText('Unsubscribed');
  });

  test('the unsubscribe page asks before it unsubscribes', async ({ page, request }) => {
    const email = `leaver-${Date.now()}@example.com`;
    const subscribed = await request.post('/api/subscriptions/subscribe', { data: { email } });
    expect(subscribed.ok()).toBe(true);
    const mail = await mailTo(email);
    const link = oneClickUrl(mail);
    expect(link).toMatch(/\/unsubscribe\/[A-Za-z0-9_-]+$/);

    await page.goto(link);
    await expect(page.getByRole('main').getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await expectNoAxeViolations(page);
    await new NewsletterLandingPage(page).unsubscribe(link);

    const token = await adminToken(request, ADMIN);
    const listed = await request.get(`/api/subscribers?search=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [subscriber] = ((await listed.json()) as { subscribers: { is_active: boolean }[] }).subscribers;
    expect(subscriber?.is_active).toBe(false);
  });
});
