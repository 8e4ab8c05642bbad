import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { DkimKey, MailSender } from '../config/index.ts';
import type { EmailMessage } from './mailer.ts';

/** How every email is put together: its sender, the site's name for it, DKIM signing. */
export type MailComposition = {
  from: MailSender;
  /** Names the sender when `from` has no display name: the site's name (its settings). */
  siteName?: () => Promise<string>;
  /** Set: nodemailer signs every message (DKIM-Signature with d= and s=). */
  dkim?: DkimKey;
};

/** nodemailer's fields for one message; `From` is `"<name>" <address>` whenever a name is known. */
export async function composeMail(
  composition: MailComposition,
  message: EmailMessage,
): Promise<SendMailOptions> {
  const name = composition.from.name ?? (await composition.siteName?.())?.trim();
  return {
    from: name ? { name, address: composition.from.address } : composition.from.address,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers && prepared(message.headers),
  };
}

/**
 * Our headers go out as written when they are plain ASCII: nodemailer would otherwise turn a
 * value holding a quoted phrase (`List-Id: "Name" <id>`) into one encoded word, which clients
 * then read as text rather than as a list id. Lines are still folded.
 */
function prepared(headers: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [
      key,
      /^[\x20-\x7e]*$/.test(value) ? { prepared: true, foldLines: true, value } : value,
    ]),
  );
}

/**
 * The message exactly as the relay would receive it (RFC 822 bytes, signed when DKIM is set),
 * through nodemailer's buffering stream transport: what `npm run check:spam` scores.
 */
export async function renderRawMail(composition: MailComposition, message: EmailMessage): Promise<Buffer> {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    // CRLF throughout, as the SMTP transport puts it on the wire.
    newline: 'windows',
    ...(composition.dkim ? { dkim: composition.dkim } : {}),
  });
  const info = await transport.sendMail(await composeMail(composition, message));
  if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not buffer the message');
  return info.message;
}
