import type { CaughtMail } from '../infra/services/mail-catcher.ts';
import { addToCart, fillCheckout } from './pages/checkout-pages.ts';
import { NewsletterForm, NewsletterLandingPage } from './pages/newsletter-pages.ts';
import { seedAccount } from './support/accounts.ts';
import { adminToken, signInAdmin } from './support/admin.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { appRunning, expect, type Locator, type Page, test } from './support/test.ts';

// Runs after admin.spec.ts (files run alphabetically): that journey needs a site with no accounts.

const stamp = Date.now();
/** This journey's own source and campaign, so the dashboard can be narrowed to its visit alone. */
const SOURCE = `forum-${stamp}`;
const CAMPAIGN = `launch-${stamp}`;
/** A phone's Chrome; the build tag keeps this visitor apart from the other journeys' (one IP here). */
const PHONE_UA = `Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/E2E${stamp}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36`;
const CHECKLIST = 'Land Buying Checklist (Kenya)';
const CHECKLIST_PRICE = /KES\s?1,500(\.00)?/;
const OWNER = { name: 'Site Owner', email: `owner-${stamp}@example.com`, password: 'Owner&Long-Passw0rd!' };

async function verificationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${process.env.E2E_MAIL_URL}/messages`)).json()) as CaughtMail[];
        const mail = messages.find((message) => message.envelopeTo.includes(email));
        link = /http\S+\/verify-subscription\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link !== '';
      },
      { timeout: 30_000, message: `the verification email to ${email}` },
    )
    .toBe(true);
  return link;
}

/** A panel of the analytics screen: its section, named by its heading. */
const panel = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

test.describe('analytics: where readers come from and what sells', () => {
  test.beforeAll(async () => {
    await seedAccount({ ...OWNER, role: 'admin' });
  });

  test('a reader from a forum link on a phone subscribes and buys; the owner sees the source, campaign, device, entry page, sign-up and revenue', async ({
    browser,
    page,
  }) => {
    // A landing, a sign-up with its email, a purchase through the simulator and the dashboard.
    test.slow();
    const posts = (await (await page.request.get('/api/blog')).json()) as { posts: { slug: string }[] };
    const slug = posts.posts[0]?.slug;
    if (!slug) throw new Error('the demo seed has posts');
    const entry = `/blog/${slug}`;

    const phone = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      userAgent: PHONE_UA,
      viewport: { width: 412, height: 915 },
    });
    try {
      const reader = await phone.newPage();
      await reader.goto(`${entry}?utm_source=${SOURCE}&utm_medium=social&utm_campaign=${CAMPAIGN}`, {
        referer: 'https://news.ycombinator.com/',
      });
      await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();

      const email = `reader-${stamp}@example.com`;
      const form = new NewsletterForm(reader);
      await form.subscribe(email);
      await form.expectMessage(/check your email/, 'success');
      await new NewsletterLandingPage(reader).verify(await verificationLink(email));

      await addToCart(reader, CHECKLIST);
      await fillCheckout(reader, { firstName: 'Amina', lastName: 'Otieno', email, phone: '0712345678' }, 1);
      await reader.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(reader).toHaveURL(new RegExp(`^${process.env.E2E_PESAPAL_URL}/pesapaliframe/`));
      await reader.getByRole('button', { name: 'Pay with M-Pesa' }).click();
      await expect(reader).toHaveURL(/\/payment\/callback\?OrderTrackingId=/);
      await appRunning(reader);
      await expect(reader.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    } finally {
      await phone.close();
    }

    // Views are counted by the rollup and the sale and sign-up by the worker's handlers: wait
    // until the owner's own stats answer has them, then open the screen once.
    const token = await adminToken(page.request, OWNER);
    await expect
      .poll(
        async () => {
          const answer = await page.request.get(`/api/analytics/stats?campaign=${CAMPAIGN}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const { stats } = (await answer.json()) as {
            stats: {
              sources: { value: string }[];
              conversions: { sources: { sales: number; signups: number }[] };
            };
          };
          const sold = stats.conversions.sources[0];
          return `${stats.sources.map((row) => row.value).join()} ${sold?.sales ?? 0} ${sold?.signups ?? 0}`;
        },
        { timeout: 90_000, message: 'the visit, the sale and the sign-up counted' },
      )
      .toBe(`${SOURCE} 1 1`);

    // The owner, on a desktop, narrows the dashboard to the campaign the reader came by.
    await signInAdmin(page, OWNER.email, OWNER.password);
    await page.goto(`/admin/analytics?campaign=${CAMPAIGN}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Analytics', exact: true })).toBeVisible();
    await expect(panel(page, 'Sources')).toContainText(SOURCE);
    await expect(panel(page, 'What sells')).toContainText(CHECKLIST_PRICE);
    await expect(panel(page, 'Campaigns')).toContainText(CAMPAIGN);
    await expect(panel(page, 'Devices')).toContainText(/mobile/i);
    await expect(panel(page, 'Devices')).not.toContainText(/desktop/i);
    await expect(panel(page, 'Entry pages')).toContainText(entry);
    const sells = panel(page, 'What sells');
    // One sale and one sign-up from the reader's source: sales, revenue, sign-ups.
    await expect(sells.getByRole('row', { name: new RegExp(SOURCE) }).getByRole('cell')).toHaveText([
      '1',
      CHECKLIST_PRICE,
      '1',
    ]);
    await expect(page.getByText(`Campaign: ${CAMPAIGN}`)).toBeVisible();

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await expectNoAxeViolations(page);
      // `npm run screenshots` keeps pictures of the screen with this journey's data in it.
      if (process.env.E2E_SCREENSHOTS !== '1') continue;
      for (const viewport of [
        { name: 'phone', width: 390, height: 844 },
        { name: 'desktop', width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await page.screenshot({
          path: `e2e/screenshots/admin-analytics-${viewport.name}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });
});
