export { EmailDelivery, EmailDeliverySchema } from './email-delivery.entity.ts';
export { type EmailContent, listUnsubscribeHeaders, renderEmail, siteLink } from './email-layout.ts';
export {
  type DeliveryOutcome,
  type EmailMessage,
  Mailer,
  type MailerOptions,
  messageIdOf,
  SMTP_POOL_CONNECTIONS,
} from './mailer.ts';
export { checkSmtpAnswer, type SmtpAnswer, smtpAnswerSchema } from './smtp-answer.ts';
