import { z } from 'zod';
import { defineEvent } from '../platform/events/index.ts';

/** Someone asked to subscribe (new, pending or unsubscribed): a verification email is owed. */
export const subscriptionRequested = defineEvent(
  'newsletter.subscription_requested',
  z.object({ subscriberId: z.uuid(), tokenId: z.uuid(), occurredAt: z.iso.datetime() }),
);

/** A subscriber confirmed their address and now receives the newsletter. */
export const subscribed = defineEvent(
  'newsletter.subscribed',
  z.object({ subscriberId: z.uuid(), occurredAt: z.iso.datetime() }),
);

/** A subscriber left (their link, a one-click POST from their mail client, or an admin). */
export const unsubscribed = defineEvent(
  'newsletter.unsubscribed',
  z.object({ subscriberId: z.uuid(), by: z.enum(['subscriber', 'admin']), occurredAt: z.iso.datetime() }),
);

/** An admin started sending a post to the subscribers: its batches are owed. */
export const campaignStarted = defineEvent(
  'newsletter.campaign_started',
  z.object({ campaignId: z.uuid(), postId: z.uuid(), occurredAt: z.iso.datetime() }),
);

export const NEWSLETTER_EVENTS = [subscriptionRequested, subscribed, unsubscribed, campaignStarted] as const;
