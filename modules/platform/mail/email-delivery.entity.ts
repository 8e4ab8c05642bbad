import { p } from '@mikro-orm/core';
import { createdAtColumn, table } from '../db/index.ts';

/**
 * One email the site means to send exactly once, keyed by its idempotency key
 * (`newsletter-verify:<subscriberId>:<tokenId>`, `receipt:<orderId>`...). Written before the
 * SMTP conversation, so a retried job finds a sent key and skips it; a failure keeps the error.
 */
export const EmailDeliverySchema = table('EmailDelivery', 'email_delivery', {
  id: p.uuid().primary(),
  idempotencyKey: p.string().length(200).unique('email_delivery_idempotency_key_unique'),
  recipient: p.string().length(254),
  subject: p.string().length(300),
  status: p.enum(['pending', 'sent', 'failed'] as const).default('pending'),
  attempts: p.integer().default(0),
  lastError: p.text().nullable(),
  messageId: p.string().length(300).nullable(),
  sentAt: p.datetime().nullable(),
  createdAt: createdAtColumn(),
});

export class EmailDelivery extends EmailDeliverySchema.class {}
EmailDeliverySchema.setClass(EmailDelivery);
