import { z } from 'zod';
import { queryText, visitAttribution } from '../platform/fields/index.ts';
import { listAnswerSchema, pageQuery } from '../platform/lists/index.ts';

/** Subscribers per page of the admin list (newest first); the CSV export has everyone. */
export const SUBSCRIBERS_PAGE_SIZE = 1000;

/** The spec's and the screens' wording, in one place (tests assert these exact strings). */
export const MESSAGES = {
  subscribed: 'Thank you for subscribing! Please check your email to confirm your subscription.',
  verified: 'Email verified successfully! Welcome to our newsletter.',
  invalidToken: 'Invalid verification link',
  expiredToken: 'This verification link has expired. Please subscribe again to receive a new one.',
  usedToken: 'This verification link has already been used. Your email is already verified.',
  unsubscribed: 'You have been unsubscribed',
  invalidUnsubscribe: 'Invalid unsubscribe link',
  subscriberNotFound: 'Subscriber not found',
  adminUnsubscribed: 'Subscriber unsubscribed',
  deleted: 'Subscriber deleted',
  tooManyFromClient: 'Too many subscription attempts. Please try again later.',
  tooManyForAddress: 'Too many subscription attempts for this email address. Please try again later.',
  postNotFound: 'Post not found',
  postNotPublished: 'Only a published post can be sent to subscribers',
  alreadySent: 'This post has already been sent to subscribers',
  campaignNotFound: 'Campaign not found',
} as const;

export const subscribeSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .transform((email) => email.toLowerCase()),
  name: z
    .string()
    .trim()
    .max(100, 'Name must be at most 100 characters')
    .nullish()
    .transform((name) => name || null),
  /** The visit the sign-up was asked in, kept for the owner's analytics. */
  attribution: visitAttribution.optional(),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const SUBSCRIBER_STATUSES = ['active', 'pending', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscribersQuerySchema = z.object({
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'status must be active, pending or unsubscribed' }).optional(),
  search: queryText(200, 'The search text must be at most 200 characters'),
  ...pageQuery(SUBSCRIBERS_PAGE_SIZE),
});
export type SubscribersQuery = z.infer<typeof subscribersQuerySchema>;

/** A token from a link: base64url, bounded, so junk never reaches a query. */
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/** What the admin screen reads for one subscriber (spec field names). */
export type SubscriberView = {
  id: string;
  email: string;
  name: string | null;
  is_active: boolean;
  is_verified: boolean;
  subscription_date: string;
};

export type SubscriberStats = {
  total_subscribers: number;
  active_subscribers: number;
  pending_verification: number;
  unsubscribed: number;
};

/** A post sent to the subscribers, as the admin screen reads it. */
export type CampaignView = {
  id: string;
  post_id: string;
  status: 'sending' | 'sent';
  subject: string;
  total: number;
  sent: number;
  failed: number;
  started_by: string;
  created_at: string;
  finished_at: string | null;
};

/*
 * The admin answers as the web app reads them (the back office parses with these). Ids and flags
 * are read leniently (a number id, 0/1 flags) so a storage detail cannot blank the list; the
 * views above are checked against them in web/src/api/newsletter-admin-views.test.ts.
 */
const answerFlag = z.union([z.boolean(), z.number()]).transform(Boolean);
const answerCount = z.number().int().nonnegative();

export const subscriberViewSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  name: z.string().nullish(),
  is_active: answerFlag,
  is_verified: answerFlag,
  subscription_date: z.string().nullish(),
});
export const subscriberStatsSchema = z.object({
  total_subscribers: answerCount,
  active_subscribers: answerCount,
  pending_verification: answerCount,
  unsubscribed: answerCount,
});
export const subscribersResponseSchema = listAnswerSchema('subscribers', subscriberViewSchema);
export const subscriberStatsResponseSchema = z.object({ stats: subscriberStatsSchema });
/** A change to one subscriber: its message, when the server sends one. */
export const subscriberChangeResponseSchema = z.object({ message: z.string().optional() }).optional();

export const campaignViewSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  status: z.enum(['sending', 'sent']),
  subject: z.string(),
  total: answerCount,
  sent: answerCount,
  failed: answerCount,
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export const campaignPreviewResponseSchema = z.object({
  preview: z.object({ subject: z.string(), html: z.string(), text: z.string() }),
  active_subscribers: answerCount,
  campaign: campaignViewSchema.nullable(),
});
export const campaignResponseSchema = z.object({ campaign: campaignViewSchema });
export const campaignsResponseSchema = z.object({ campaigns: z.array(campaignViewSchema) });
