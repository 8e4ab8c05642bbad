import {
  type EmailMessage,
  listIdHeader,
  listUnsubscribeHeaders,
  mailboxOf,
  renderEmail,
  siteLink,
} from '../../platform/mail/index.ts';

export type VerificationEmailInput = {
  to: string;
  name: string | null;
  siteName: string;
  publicUrl: string;
  verificationToken: string;
  unsubscribeToken: string;
  /** Where a mail client's mailto unsubscribe goes (the From address). */
  unsubscribeMailbox: string;
};

/** The double opt-in email: a confirm link to the SPA page, and the one-click unsubscribe. */
export function verificationEmail(input: VerificationEmailInput): EmailMessage {
  const confirmUrl = siteLink(input.publicUrl, `/verify-subscription/${input.verificationToken}`);
  const unsubscribeUrl = siteLink(input.publicUrl, `/unsubscribe/${input.unsubscribeToken}`);
  const { html, text } = renderEmail({
    preview: `Confirm your subscription to ${input.siteName}'s newsletter`,
    heading: 'Confirm your subscription',
    paragraphs: [
      input.name ? `Hi ${input.name},` : 'Hi,',
      `Thank you for subscribing to ${input.siteName}'s newsletter. Please confirm your email address to start receiving it.`,
      'This link works once and expires in 48 hours.',
    ],
    action: { label: 'Confirm subscription', url: confirmUrl },
    footer: [
      "If you did not ask for this, ignore this email and you won't hear from us again.",
      { link: { label: 'Unsubscribe', url: unsubscribeUrl } },
    ],
  });
  return {
    to: input.to,
    subject: `Confirm your subscription to ${input.siteName}`,
    html,
    text,
    headers: {
      ...listUnsubscribeHeaders(unsubscribeUrl, mailboxOf(input.unsubscribeMailbox)),
      ...listIdHeader(input.publicUrl, `${input.siteName}'s newsletter`),
    },
  };
}
