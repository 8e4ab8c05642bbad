import { z } from 'zod';

/**
 * `GET /api/admin/summary`: the dashboard's counts and latest additions in one answer, built from
 * every module's own summary. Only zod here: the admin web app parses the answer with these very
 * schemas (web/src/api/admin-summary.ts), so a change here changes the screen's parser and types too.
 */

export const ACTIVITY_LIMIT = 5;
export const ACTIVITY_TYPES = ['skill', 'project', 'post', 'promotion', 'product'] as const;

export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
});

export const summaryCountsSchema = z.object({
  skills: z.number().int().min(0),
  projects: z.number().int().min(0),
  posts: z.number().int().min(0),
  /** Comments held for the owner (the Comments screen's Pending tab). */
  pending_comments: z.number().int().min(0).optional(),
  promotions: z.number().int().min(0),
  subscribers: z.number().int().min(0),
});

/** The dashboard's payment flags: revenue, payments stuck pending, and reversed payments. */
export const paymentsFlagsSchema = z.object({
  revenue_minor: z.number().int().min(0),
  stuck: z.number().int().min(0),
  reversed: z.number().int().min(0),
  /** Payments refunded in full or in part (their refunds already left `revenue_minor`). */
  refunded: z.number().int().min(0).optional(),
});

/**
 * New verified subscribers (by the time they confirmed) in the last 30 days and in the 30 before,
 * for the Subscribers card's change.
 */
export const subscriberGrowthSchema = z.object({
  last_30_days: z.number().int().min(0),
  previous_30_days: z.number().int().min(0),
});

/** Searches that found nothing: the top queries of the last 30 days ("Searched, not found"). */
export const NOT_FOUND_LIMIT = 10;
export const searchSummarySchema = z.object({
  not_found: z
    .array(z.object({ query: z.string(), count: z.number().int().min(1), last_searched_at: z.string() }))
    .max(NOT_FOUND_LIMIT),
});

export const summarySchema = z.object({
  counts: summaryCountsSchema,
  activity: z.array(activityItemSchema).max(ACTIVITY_LIMIT),
  payments: paymentsFlagsSchema.optional(),
  subscriber_growth: subscriberGrowthSchema.optional(),
  search: searchSummarySchema.optional(),
});

export const summaryResponseSchema = z.object({ success: z.literal(true), summary: summarySchema });

export type ActivityItem = z.infer<typeof activityItemSchema>;
export type ActivityType = ActivityItem['type'];
export type SubscriberGrowth = z.infer<typeof subscriberGrowthSchema>;
export type SummaryCounts = z.infer<typeof summaryCountsSchema>;
export type AdminSummary = z.infer<typeof summarySchema>;

/** What one module adds: some of the counts and its latest additions (newest first). */
export type PaymentsFlags = z.infer<typeof paymentsFlagsSchema>;
export type SearchSummary = z.infer<typeof searchSummarySchema>;
export type SummaryPart = {
  counts: Partial<SummaryCounts>;
  activity: ActivityItem[];
  payments?: PaymentsFlags;
  subscriber_growth?: SubscriberGrowth;
  search?: SearchSummary;
};
