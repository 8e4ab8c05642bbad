export { EmailDelivery, EmailDeliverySchema } from './email-delivery.entity.ts';
export {
  anchor,
  type EmailContent,
  type EmailLine,
  type EmailLink,
  escapeText,
  listIdHeader,
  listUnsubscribeHeaders,
  renderEmail,
  siteLink,
} from './email-layout.ts';
export { LinkTokens, mailboxOf } from './link-tokens.ts';
export { composeMail, type MailComposition, renderRawMail } from './mail-composer.ts';
export {
  type DeliveryOutcome,
  type EmailMessage,
  Mailer,
  type MailerOptions,
  messageIdOf,
  SMTP_POOL_CONNECTIONS,
} from './mailer.ts';
export { checkSmtpAnswer, type SmtpAnswer, smtpAnswerSchema } from './smtp-answer.ts';
