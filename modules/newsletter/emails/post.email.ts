import {
  anchor,
  type EmailMessage,
  escapeText,
  listIdHeader,
  listUnsubscribeHeaders,
  mailboxOf,
  siteLink,
} from '../../platform/mail/index.ts';
import type { CampaignContent } from '../entities/index.ts';

export type PostEmailInput = {
  to: string;
  post: CampaignContent;
  siteName: string;
  publicUrl: string;
  unsubscribeToken: string;
  /** Where a mail client's mailto unsubscribe goes (the From address). */
  unsubscribeMailbox: string;
};

/** The subject of a post's email: its title, as readers know it from the site. */
export const postEmailSubject = (post: Pick<CampaignContent, 'title'>) => post.title.slice(0, 300);

// Resets for mail clients' quirks (text resizing, Apple's automatic links); dark colours for the
// clients that honour prefers-color-scheme (Apple Mail, some Gmail apps) and Outlook.com's own
// dark mode ([data-ogsc]); phone margins and a full-width button. Clients that drop <style> show
// the inline light design.
const STYLE = `<style>
body, table, td, a { -webkit-text-size-adjust:100%; -ms-text-size-adjust:100%; }
img { -ms-interpolation-mode:bicubic; border:0; outline:none; text-decoration:none; }
a[x-apple-data-detectors] { color:inherit !important; text-decoration:none !important; }
@media (prefers-color-scheme: dark) {
  .page { background:#111827 !important; }
  .card { background:#1f2937 !important; }
  .ink { color:#f9fafb !important; }
  .body { color:#e5e7eb !important; }
  .muted, .muted a { color:#9ca3af !important; }
  .button { background:#3b82f6 !important; color:#ffffff !important; }
  .rule { border-top-color:#374151 !important; }
}
[data-ogsc] .ink { color:#f9fafb !important; }
[data-ogsc] .body { color:#e5e7eb !important; }
[data-ogsc] .muted, [data-ogsc] .muted a { color:#9ca3af !important; }
@media (max-width: 600px) {
  .pad { padding-left:18px !important; padding-right:18px !important; }
  .title { font-size:21px !important; line-height:28px !important; }
  .button { display:block !important; text-align:center !important; }
}
</style>`;

/** `Real Estate · 5 min read`, from what the campaign froze (older campaigns have neither). */
const metaLine = (post: CampaignContent) =>
  [post.category, post.readTime ? `${post.readTime} min read` : ''].filter(Boolean).join(' · ');

/**
 * A link to the site as the newsletter sends it: tagged with UTM parameters, so the owner's
 * analytics show a visit from it as source "newsletter" (email) and the post as its campaign.
 */
export function fromNewsletter(url: string, postSlug: string): string {
  const tagged = new URL(url);
  tagged.searchParams.set('utm_source', 'newsletter');
  tagged.searchParams.set('utm_medium', 'email');
  tagged.searchParams.set('utm_campaign', postSlug);
  return tagged.toString();
}

/**
 * A blog post for the subscribers: the site's name, image, category and reading time, title,
 * the excerpt the site shows (the stored one, else the post's opening) and a "Read on the site"
 * button, in a single-column table with inline styles (what mail clients render), the same as
 * plain text, and the List-Id and one-click unsubscribe headers. Every value is escaped; every
 * address in the HTML is an anchor on PUBLIC_URL.
 */
export function postEmail(input: PostEmailInput): EmailMessage {
  const { post } = input;
  const homeUrl = fromNewsletter(siteLink(input.publicUrl, '/'), post.slug);
  const readUrl = fromNewsletter(
    siteLink(input.publicUrl, `/blog/${encodeURIComponent(post.slug)}`),
    post.slug,
  );
  const unsubscribeUrl = siteLink(input.publicUrl, `/unsubscribe/${input.unsubscribeToken}`);
  const image = post.featuredImage ? siteLink(input.publicUrl, post.featuredImage) : null;
  const meta = metaLine(post);
  const muted = 'margin:0 0 8px;font-size:12px;line-height:18px;color:#6b7280';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeText(post.title)}</title>
${STYLE}</head>
<body class="page" style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeText(post.excerpt ?? post.title)}</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td class="pad muted" style="padding:20px 28px 0;font-size:13px;color:#6b7280">${anchor({ label: input.siteName, url: homeUrl }, 'color:#6b7280;text-decoration:none;font-weight:600')}</td></tr>
${image ? `<tr><td class="pad" style="padding:16px 28px 0"><a href="${escapeText(readUrl)}"><img src="${escapeText(image)}" alt="${escapeText(post.title)}" width="504" style="display:block;width:100%;max-width:504px;height:auto;border:0;border-radius:6px"></a></td></tr>` : ''}
<tr><td class="pad" style="padding:20px 28px 28px">
${meta ? `<p class="muted" style="margin:0 0 8px;font-size:13px;line-height:20px;color:#6b7280">${escapeText(meta)}</p>` : ''}
<h1 class="ink title" style="margin:0 0 16px;font-size:24px;line-height:32px;color:#111827">${escapeText(post.title)}</h1>
${post.excerpt ? `<p class="body" style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeText(post.excerpt)}</p>` : ''}
<p style="margin:24px 0">${anchor({ label: 'Read on the site', url: readUrl }, 'display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600', 'button')}</p>
<hr class="rule" style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p class="muted" style="${muted}">You receive this because you subscribed to ${escapeText(input.siteName)}'s newsletter and confirmed your address. One click on Unsubscribe stops it.</p>
<p class="muted" style="${muted}">${anchor({ label: 'Unsubscribe', url: unsubscribeUrl }, 'color:#6b7280')} · ${anchor({ label: `Visit ${input.siteName}`, url: homeUrl }, 'color:#6b7280')}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    post.title,
    '',
    ...(post.excerpt ? [post.excerpt, ''] : []),
    `Read on the site: ${readUrl}`,
    '',
    '--',
    `You receive this because you subscribed to ${input.siteName}'s newsletter and confirmed your address. One click on Unsubscribe stops it.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    to: input.to,
    subject: postEmailSubject(post),
    html,
    text: `${text}\n`,
    headers: {
      ...listUnsubscribeHeaders(unsubscribeUrl, mailboxOf(input.unsubscribeMailbox)),
      ...listIdHeader(input.publicUrl, `${input.siteName}'s newsletter`),
    },
  };
}
