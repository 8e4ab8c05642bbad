import {
  type EmailMessage,
  listUnsubscribeHeaders,
  mailboxOf,
  renderEmail,
  siteLink,
} from '../../../platform/mail/index.ts';

export type ReplyMailSite = { siteName: string; publicUrl: string; mailFrom: string };

const excerpt = (text: string, length = 280) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length
    ? flat
    : `${flat.slice(0, flat.lastIndexOf(' ', length) > 0 ? flat.lastIndexOf(' ', length) : length)}...`;
};

/**
 * The one email before any reply notice: a link to the page that confirms (its button POSTs:
 * link scanners open every link), and the one-click unsubscribe of that thread.
 */
export function replyConfirmEmail(
  input: { to: string; name: string; postTitle: string; confirmToken: string; unsubscribeToken: string },
  site: ReplyMailSite,
): EmailMessage {
  const confirmUrl = siteLink(site.publicUrl, `/comment-replies/confirm/${input.confirmToken}`);
  const unsubscribeUrl = siteLink(site.publicUrl, `/comment-replies/unsubscribe/${input.unsubscribeToken}`);
  const { html, text } = renderEmail({
    preview: `Confirm that you want to hear of replies to your comment on ${input.postTitle}`,
    heading: 'Confirm reply notifications',
    paragraphs: [
      `Hi ${input.name},`,
      `You asked to be told by email when someone replies to your comment on "${input.postTitle}" at ${site.siteName}. Please confirm this address first; until you do, we send nothing else.`,
      'Each reply email carries a link that stops them for this thread.',
    ],
    action: { label: 'Confirm notifications', url: confirmUrl },
    footer: [
      'If you did not leave this comment, simply ignore this message: nothing more is sent.',
      { link: { label: 'Stop emails about this thread', url: unsubscribeUrl } },
    ],
  });
  return {
    to: input.to,
    subject: `Confirm reply notifications from ${site.siteName}`,
    html,
    text,
    headers: listUnsubscribeHeaders(unsubscribeUrl, mailboxOf(site.mailFrom)),
  };
}

/** A reply to the commenter's comment, with the link to read it and the thread's one-click unsubscribe. */
export function replyNoticeEmail(
  input: {
    to: string;
    name: string;
    postTitle: string;
    postSlug: string;
    replyName: string;
    replyContent: string;
    fromAuthor: boolean;
    unsubscribeToken: string;
  },
  site: ReplyMailSite,
): EmailMessage {
  const readUrl = siteLink(site.publicUrl, `/blog/${encodeURIComponent(input.postSlug)}#comments`);
  const unsubscribeUrl = siteLink(site.publicUrl, `/comment-replies/unsubscribe/${input.unsubscribeToken}`);
  const who = input.fromAuthor ? `${input.replyName} (the author)` : input.replyName;
  const { html, text } = renderEmail({
    preview: `${who} replied to your comment on ${input.postTitle}`,
    heading: 'New reply to your comment',
    paragraphs: [
      `Hi ${input.name},`,
      `${who} replied to your comment on "${input.postTitle}":`,
      `"${excerpt(input.replyContent)}"`,
      'Read the whole conversation and answer on the post page.',
    ],
    action: { label: 'Read the reply', url: readUrl },
    footer: [
      `You get this because you asked to hear of replies to your comment at ${site.siteName}.`,
      { link: { label: 'Stop emails about this thread', url: unsubscribeUrl } },
    ],
  });
  return {
    to: input.to,
    subject: `${who} replied to your comment on ${input.postTitle}`,
    html,
    text,
    headers: listUnsubscribeHeaders(unsubscribeUrl, mailboxOf(site.mailFrom)),
  };
}

/** The owner's daily digest of comments waiting in the queue. */
export function heldDigestEmail(
  input: {
    to: string;
    date: string;
    held: { name: string; content: string; postTitle: string }[];
    total: number;
  },
  site: ReplyMailSite,
): EmailMessage {
  const queueUrl = siteLink(site.publicUrl, '/admin/comments');
  const { html, text } = renderEmail({
    preview: `${input.total} comment${input.total === 1 ? '' : 's'} waiting for you at ${site.siteName}`,
    heading: `${input.total} comment${input.total === 1 ? '' : 's'} waiting for moderation`,
    paragraphs: [
      `These comments on ${site.siteName} are held until you approve them (${input.date}):`,
      ...input.held.map((item) => `${item.name} on "${item.postTitle}": "${excerpt(item.content, 160)}"`),
      ...(input.total > input.held.length ? [`And ${input.total - input.held.length} more.`] : []),
    ],
    action: { label: 'Open the comment queue', url: queueUrl },
    footer: ['You get this daily while comments wait; switch it off in the Comments screen of your admin.'],
  });
  return { to: input.to, subject: `Comments waiting for moderation at ${site.siteName}`, html, text };
}
