import { p } from '@mikro-orm/core';
import { createdAtColumn, table } from '../../platform/db/index.ts';

export const CAMPAIGN_STATUSES = ['sending', 'sent'] as const;
export const RECIPIENT_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;

/** What the email shows of the post, frozen when sending starts so every reader gets the same. */
export type CampaignContent = {
  title: string;
  excerpt: string | null;
  featuredImage: string | null;
  slug: string;
  /** Shown above the title; absent in campaigns frozen before it was. */
  category?: string;
  /** Minutes, shown beside the category; absent in campaigns frozen before it was. */
  readTime?: number;
};

/**
 * A blog post sent to the subscribers. `postId` is unique: a post is sent once, and two
 * concurrent starts make one row. `total` is the audience frozen at the start; `sent` and
 * `failed` grow as recipients leave `pending` (see README.md, "Sending a post").
 */
export const CampaignSchema = table('Campaign', 'newsletter_campaign', {
  id: p.uuid().primary(),
  postId: p.uuid().unique('newsletter_campaign_post_unique'),
  status: p.enum(CAMPAIGN_STATUSES).default('sending'),
  subject: p.string().length(300),
  content: p.json<CampaignContent>(),
  total: p.integer().default(0),
  sent: p.integer().default(0),
  failed: p.integer().default(0),
  /** The admin who started it. */
  startedBy: p.uuid(),
  createdAt: createdAtColumn(),
  finishedAt: p.datetime().nullable(),
});

export class Campaign extends CampaignSchema.class {}
CampaignSchema.setClass(Campaign);

/**
 * One subscriber of a campaign's frozen audience. Postgres holds the sending state, so a worker
 * that dies mid-batch leaves `pending` rows its retry picks up, and `sent` rows it skips.
 */
export const CampaignRecipientSchema = table('CampaignRecipient', 'newsletter_campaign_recipient', {
  campaignId: p.uuid().primary(),
  subscriberId: p.uuid().primary(),
  status: p.enum(RECIPIENT_STATUSES).default('pending'),
  lastError: p.text().nullable(),
  updatedAt: p.datetime().nullable(),
});

export class CampaignRecipient extends CampaignRecipientSchema.class {}
CampaignRecipientSchema.setClass(CampaignRecipient);
