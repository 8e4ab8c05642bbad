import { type EmailMessage, listUnsubscribeHeaders, siteLink } from '../../platform/mail/index.ts';
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

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The subject of a post's email: its title, as readers know it from the site. */
export const postEmailSubject = (post: Pick<CampaignContent, 'title'>) => post.title.slice(0, 300);

/**
 * A blog post for the subscribers: image, title, excerpt and a "Read on the site" button in a
 * single-column table with inline styles (what mail clients render), the same as plain text,
 * and the one-click unsubscribe headers. Every value is escaped; links use PUBLIC_URL.
 */
export function postEmail(input: PostEmailInput): EmailMessage {
  const { post } = input;
  const readUrl = siteLink(input.publicUrl, `/blog/${encodeURIComponent(post.slug)}`);
  const unsubscribeUrl = siteLink(input.publicUrl, `/unsubscribe/${input.unsubscribeToken}`);
  const image = post.featuredImage ? siteLink(input.publicUrl, post.featuredImage) : null;
  const muted = 'margin:0 0 8px;font-size:12px;line-height:18px;color:#6b7280';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeText(post.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeText(post.excerpt ?? post.title)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px 0;font-size:13px;color:#6b7280">${escapeText(input.siteName)}</td></tr>
${image ? `<tr><td style="padding:16px 28px 0"><img src="${escapeText(image)}" alt="${escapeText(post.title)}" width="504" style="display:block;width:100%;max-width:504px;height:auto;border:0;border-radius:6px"></td></tr>` : ''}
<tr><td style="padding:20px 28px 28px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:#111827">${escapeText(post.title)}</h1>
${post.excerpt ? `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeText(post.excerpt)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeText(readUrl)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">Read on the site</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="${muted}">You receive this because you subscribed to ${escapeText(input.siteName)}'s newsletter.</p>
<p style="${muted}"><a href="${escapeText(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    post.title,
    '',
    ...(post.excerpt ? [post.excerpt, ''] : []),
    `Read on the site: ${readUrl}`,
    '',
    '--',
    `You receive this because you subscribed to ${input.siteName}'s newsletter.`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    to: input.to,
    subject: postEmailSubject(post),
    html,
    text: `${text}\n`,
    headers: listUnsubscribeHeaders(unsubscribeUrl, mailboxOf(input.unsubscribeMailbox)),
  };
}

/** `Name <a@b>` -> `a@b`. */
const mailboxOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
