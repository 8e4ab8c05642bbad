import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';
import type { VisitAttribution } from '../../platform/fields/index.ts';

/**
 * A newsletter subscriber. The spec's state derives from two flags: not active = Unsubscribed,
 * active and unverified = Pending Verification, active and verified = Active. The address is
 * stored lower-cased, so its unique key is case-insensitive. `unsubscribeTokenHash` finds the
 * subscriber from the long-lived link in every email (the token itself is never stored).
 */
export const SubscriberSchema = table(
  'Subscriber',
  'newsletter_subscriber',
  {
    id: p.uuid().primary(),
    email: p.string().length(254).unique('newsletter_subscriber_email_unique'),
    name: p.string().length(100).nullable(),
    isActive: p.boolean().default(true),
    isVerified: p.boolean().default(false),
    subscriptionDate: p.datetime(),
    verifiedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    unsubscribeTokenHash: p.string().length(64).unique('newsletter_subscriber_unsubscribe_unique'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  {
    indexes: [{ name: 'newsletter_subscriber_date_idx', properties: ['subscriptionDate', 'id'] }],
  },
);

export class Subscriber extends SubscriberSchema.class {}
SubscriberSchema.setClass(Subscriber);

/**
 * A double opt-in link: expires after 48 hours and works once. Only the hash of the token is
 * kept; the worker re-derives the token from its id and the site secret to write the email.
 */
export const VerificationTokenSchema = table('VerificationToken', 'newsletter_verification_token', {
  id: p.uuid().primary(),
  subscriberId: p.uuid().index('newsletter_verification_token_subscriber_idx'),
  tokenHash: p.string().length(64).unique('newsletter_verification_token_hash_unique'),
  expiresAt: p.datetime(),
  usedAt: p.datetime().nullable(),
  /** The visit the sign-up was asked in, for the owner's analytics once it is confirmed. */
  attribution: p.json<VisitAttribution>().nullable(),
  createdAt: createdAtColumn(),
});

export class VerificationToken extends VerificationTokenSchema.class {}
VerificationTokenSchema.setClass(VerificationToken);
