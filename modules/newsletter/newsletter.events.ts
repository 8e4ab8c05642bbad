import { z } from 'zod';
import { defineEvent } from '../platform/events/index.ts';
import { visitAttribution } from '../platform/fields/index.ts';

/** Someone asked to subscribe (new, pending or unsubscribed): a verification email is owed. */
export const subscriptionRequested = defineEvent(
  'newsletter.subscription_requested',
  z.object({ subscriberId: z.uuid(), tokenId: z.uuid(), occurredAt: z.iso.datetime() }),
);

/** An admin started sending a post to the subscribers: its batches are owed. */
export const campaignStarted = defineEvent(
  'newsletter.campaign_started',
  z.object({ campaignId: z.uuid(), postId: z.uuid(), occurredAt: z.iso.datetime() }),
);

/**
 * A subscriber confirmed through a link: a sign-up, which analytics credits to the visit it was
 * asked in (`attribution`, null when the browser sent none).
 */
export const subscriptionConfirmed = defineEvent(
  'newsletter.subscription_confirmed',
  z.object({
    subscriberId: z.uuid(),
    tokenId: z.uuid(),
    attribution: visitAttribution.nullable(),
    occurredAt: z.iso.datetime(),
  }),
);

/**
 * Only facts someone listens to are events (each costs a relay and a fan-out): a subscriber
 * leaving is not one, since nothing reacts to it.
 */
export const NEWSLETTER_EVENTS = [subscriptionRequested, campaignStarted, subscriptionConfirmed] as const;
