// `npm run check:spam`: scores every email the site sends with SpamAssassin's offline rules
// (`spamassassin -L`: no network tests, no Bayes, no learning) and fails when one scores above
// MAX_SCORE. Each email is built by its module's own template and composed by the mailer's own
// code (From with the site's name, headers, DKIM when configured) into the bytes the relay
// would receive. Part of `npm test`; needs `spamassassin` (Debian: apt-get install spamassassin).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  excerptShown,
  heldDigestEmail,
  plainText,
  replyConfirmEmail,
  replyNoticeEmail,
} from '../../modules/blog/index.ts';
import { postEmail, verificationEmail } from '../../modules/newsletter/index.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { type EmailMessage, type MailComposition, renderRawMail } from '../../modules/platform/mail/index.ts';
import {
  type OrderDetails,
  receiptEmail,
  refundEmail,
  reversalEmail,
  saleAlertEmail,
  salesDigestEmail,
} from '../../modules/shop/index.ts';
import { DEMO_POSTS } from '../seed/demo-blog.ts';

export const MAX_SCORE = 1.0;
const SITE_NAME = 'Wanjiru Kamau';
const RECIPIENT = 'amina.otieno@gmail.com';

type Sample = { name: string; message: EmailMessage };
export type Score = { name: string; score: number; tests: string[] };

/** A token shaped like the real ones (43 base64url characters). */
const token = () =>
  Buffer.from(randomUUID() + randomUUID())
    .toString('base64url')
    .slice(0, 43);

const ORDER: OrderDetails = {
  id: randomUUID(),
  merchantReference: 'ORD-1764151200000',
  status: 'completed',
  paymentMethod: 'pesapal',
  description: 'Land Buying Checklist (Kenya), Freelance Writing Starter Kit',
  subtotalMinor: 250_000,
  discountCode: null,
  discountMinor: 0,
  totalMinor: 250_000,
  currency: 'KES',
  customer: {
    email: RECIPIENT,
    firstName: 'Amina',
    lastName: 'Otieno',
    phone: '0712345678',
    countryCode: 'KE',
    address: { line1: 'Argwings Kodhek Road', city: 'Nairobi', state: '', postalCode: '00100' },
  },
  createdAt: new Date('2026-11-26T10:00:00Z'),
  paidAt: new Date('2026-11-26T10:01:00Z'),
  items: [
    {
      productId: 'p1',
      name: 'Land Buying Checklist (Kenya)',
      quantity: 1,
      unitPriceMinor: 150_000,
      lineTotalMinor: 150_000,
    },
    {
      productId: 'p2',
      name: 'Freelance Writing Starter Kit',
      quantity: 1,
      unitPriceMinor: 100_000,
      lineTotalMinor: 100_000,
    },
  ],
  files: [
    {
      index: 0,
      productId: 'p1',
      fileId: 'f1',
      name: 'land-buying-checklist.pdf',
      size: 48_213,
      type: 'application/pdf',
    },
    { index: 1, productId: 'p1', fileId: 'f2', name: 'document-tracker.csv', size: 1_024, type: 'text/csv' },
    {
      index: 2,
      productId: 'p2',
      fileId: 'f3',
      name: 'writing-starter-kit.zip',
      size: 20_480,
      type: 'application/zip',
    },
  ],
  downloadStatus: {},
};

/** Every kind of email the site sends, with the demo site's content. */
export function sampleEmails(publicUrl: string, mailbox: string): Sample[] {
  const posts = DEMO_POSTS.map((demo, index) => {
    const content = demo.fields.content ?? '';
    const excerpt = excerptShown({ excerpt: demo.fields.excerpt ?? null, contentText: plainText(content) });
    const title = demo.fields.title ?? '';
    return {
      name: `post ${index + 1} (${title.slice(0, 32)})`,
      message: postEmail({
        to: RECIPIENT,
        post: {
          title,
          excerpt,
          featuredImage: `/uploads/${randomUUID()}.webp`,
          slug: `post-${index + 1}`,
          category: demo.fields.category ?? '',
          readTime: Number(demo.fields.read_time ?? 5),
        },
        siteName: SITE_NAME,
        publicUrl,
        unsubscribeToken: token(),
        unsubscribeMailbox: mailbox,
      }),
    };
  });
  // The least a post can carry: a two-letter title, a one-word text, no category.
  const bare = postEmail({
    to: RECIPIENT,
    post: { title: 'Hi', excerpt: 'Soon.', featuredImage: '/uploads/cover.webp', slug: 'hi' },
    siteName: SITE_NAME,
    publicUrl,
    unsubscribeToken: token(),
    unsubscribeMailbox: mailbox,
  });
  posts.push({ name: 'post (shortest: title "Hi", text "Soon.")', message: bare });
  const trackingId = randomUUID();
  return [
    {
      name: 'newsletter verification',
      message: verificationEmail({
        to: RECIPIENT,
        name: 'Amina',
        siteName: SITE_NAME,
        publicUrl,
        verificationToken: token(),
        unsubscribeToken: token(),
        unsubscribeMailbox: mailbox,
      }),
    },
    ...posts,
    // The order-help page ("Lost your links?") sends this same receipt again.
    { name: 'receipt', message: receiptEmail({ order: ORDER, trackingId, publicUrl, siteName: SITE_NAME }) },
    {
      name: 'receipt with a discount code',
      message: receiptEmail({
        order: { ...ORDER, discountCode: 'HARVEST10', discountMinor: 25_000, totalMinor: 225_000 },
        trackingId,
        publicUrl,
        siteName: SITE_NAME,
      }),
    },
    {
      name: 'payment reversed (owner)',
      message: reversalEmail({ to: 'wanjiru.kamau@gmail.com', order: ORDER, revoked: 2, publicUrl }),
    },
    {
      name: 'refund (buyer, in full)',
      message: refundEmail({
        order: ORDER,
        trackingId,
        refundedMinor: ORDER.totalMinor,
        full: true,
        publicUrl,
        siteName: SITE_NAME,
      }),
    },
    {
      name: 'refund (buyer, in part, cash on delivery)',
      message: refundEmail({
        order: ORDER,
        trackingId: null,
        refundedMinor: 50_000,
        full: false,
        publicUrl,
        siteName: SITE_NAME,
      }),
    },
    {
      name: 'new sale (owner)',
      message: saleAlertEmail({ to: 'wanjiru.kamau@gmail.com', order: ORDER, publicUrl }),
    },
    {
      name: 'sales digest (owner)',
      message: salesDigestEmail({
        to: 'wanjiru.kamau@gmail.com',
        day: '2026-11-28',
        publicUrl,
        sales: [
          {
            reference: 'ORD-1764300000001',
            items: '1 × Land Buying Checklist (Kenya)',
            totalMinor: 150_000,
            currency: 'KES',
          },
          {
            reference: 'ORD-1764300000002',
            items: '2 × Freelance Writing Starter Kit',
            totalMinor: 240_000,
            currency: 'KES',
          },
        ],
      }),
    },
    ...commentEmails(publicUrl, mailbox),
  ];
}

/** The blog's comment emails (issue 33): the reply-notice confirmation, a reply, the owner's digest. */
function commentEmails(publicUrl: string, mailFrom: string): Sample[] {
  const site = { siteName: SITE_NAME, publicUrl, mailFrom };
  const postTitle = DEMO_POSTS[0]?.fields.title ?? 'Buying land in Kenya';
  return [
    {
      name: 'comment reply notifications: confirm',
      message: replyConfirmEmail(
        { to: RECIPIENT, name: 'Amina', postTitle, confirmToken: token(), unsubscribeToken: token() },
        site,
      ),
    },
    {
      name: 'comment reply',
      message: replyNoticeEmail(
        {
          to: RECIPIENT,
          name: 'Amina',
          postTitle,
          postSlug: 'buying-land-in-kenya',
          replyName: 'Wanjiru Kamau',
          replyContent:
            'Thank you, Amina. Yes: ask the county land registry for an official search before you pay any deposit, and keep the receipt.',
          fromAuthor: true,
          unsubscribeToken: token(),
        },
        site,
      ),
    },
    {
      name: 'held comments digest (owner)',
      message: heldDigestEmail(
        {
          to: 'wanjiru.kamau@gmail.com',
          date: '2026-11-29',
          total: 2,
          held: [
            { name: 'Otieno', content: 'Which office issues the search certificate?', postTitle },
            { name: 'Njeri', content: 'Great guide. Does this apply to leasehold plots too?', postTitle },
          ],
        },
        site,
      ),
    },
  ];
}

/** One mbox of the raw messages: `From ` separator lines, body lines starting `From ` quoted. */
function mbox(messages: Buffer[]): string {
  return messages
    .map((raw) => {
      const text = raw
        .toString('utf8')
        .replace(/\r\n/g, '\n')
        .replace(/^(>*From )/gm, '>$1');
      return `From check-spam@localhost Thu Nov 26 00:00:00 2026\n${text.trimEnd()}\n\n`;
    })
    .join('');
}

/** Each message's Message-ID with its score and rule names, from SpamAssassin's mbox output. */
export function parseStatuses(output: string): Map<string, { score: number; tests: string[] }> {
  const statuses = new Map<string, { score: number; tests: string[] }>();
  for (const message of output.split(/^From check-spam@localhost .*$/m)) {
    const headers = message.slice(0, message.search(/\n\n/)).replace(/\n[ \t]+/g, ' ');
    const id = /^Message-ID: *(\S+)/im.exec(headers)?.[1];
    const status = /^X-Spam-Status: .*$/im.exec(headers)?.[0];
    if (!id || !status) continue;
    statuses.set(id, {
      score: Number(/score=(-?[\d.]+)/.exec(status)?.[1] ?? Number.NaN),
      tests: (/tests=(.*?) autolearn=/.exec(status)?.[1] ?? '').split(/[,\s]+/).filter(Boolean),
    });
  }
  return statuses;
}

const messageId = (raw: Buffer) => /^Message-ID: *(\S+)/im.exec(raw.toString('utf8'))?.[1] ?? '';

function spamassassin(input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'spamassassin',
      ['-L', '-x', '--mbox', '--cf=use_bayes 0', '--cf=bayes_auto_learn 0', '--cf=use_auto_whitelist 0'],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString('utf8'))
        : reject(new Error(`spamassassin exited ${code}`)),
    );
    child.stdin.end(input);
  });
}

/** Scores every sample as the relay would receive it. */
export async function scoreEmails(composition: MailComposition, publicUrl: string): Promise<Score[]> {
  const samples = sampleEmails(publicUrl, composition.from.address);
  const raw = await Promise.all(samples.map((sample) => renderRawMail(composition, sample.message)));
  // SpamAssassin answers an mbox out of order: match by Message-ID.
  const statuses = parseStatuses(await spamassassin(mbox(raw)));
  return samples.map((sample, index) => {
    const status = statuses.get(messageId(raw[index] ?? Buffer.alloc(0)));
    if (!status) throw new Error(`SpamAssassin did not score ${sample.name}`);
    return { name: sample.name, ...status };
  });
}

async function main(): Promise<void> {
  if (spawnSync('spamassassin', ['--version']).status !== 0) {
    console.error('check:spam needs SpamAssassin: apt-get install spamassassin (Debian/Ubuntu)');
    process.exitCode = 1;
    return;
  }
  // The site's mail settings as configured (MAIL_FROM, DKIM_*); only PUBLIC_URL has a default here.
  const config = loadConfig({
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    REDIS_URL: 'redis://127.0.0.1:6379',
    ...process.env,
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://wanjiru.example',
  });
  const scores = await scoreEmails(
    { from: config.mailFrom, siteName: async () => SITE_NAME, dkim: config.dkim },
    config.publicUrl,
  );
  for (const { name, score, tests } of scores) {
    const verdict = score <= MAX_SCORE ? 'ok  ' : 'FAIL';
    console.log(`${verdict} ${score.toFixed(1).padStart(5)}  ${name.padEnd(44)} ${tests.join(' ')}`);
  }
  const failing = scores.filter(({ score }) => !(score <= MAX_SCORE));
  console.log(
    failing.length === 0
      ? `check:spam: ${scores.length} emails, each at most ${MAX_SCORE.toFixed(1)}`
      : `check:spam: ${failing.length} of ${scores.length} emails score above ${MAX_SCORE.toFixed(1)}`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
}

if (import.meta.main) await main();
