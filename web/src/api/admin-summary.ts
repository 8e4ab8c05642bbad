import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** Dashboard spec: the latest added skill, project, blog post and promotion, at most 5 entries. */
export const ACTIVITY_LIMIT = 5;

const count = z.number().int().nonnegative();

export const activityKindSchema = z.enum(['skill', 'project', 'post', 'promotion']);

const activitySchema = z.object({
  type: activityKindSchema,
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
});

export const summarySchema = z.object({
  counts: z.object({
    skills: count,
    projects: count,
    posts: count,
    promotions: count,
    // Optional so the dashboard reads a summary from before or after the newsletter module.
    subscribers: count.optional(),
  }),
  // Optional so the dashboard reads a summary from before or after the payments module: revenue
  // (sent in cents, shown in KES), and how many payments are stuck (pending too long) or were reversed.
  payments: z
    .object({ revenue_minor: z.number().int().nonnegative(), stuck: count, reversed: count })
    .transform(({ revenue_minor, stuck, reversed }) => ({ revenue: revenue_minor / 100, stuck, reversed }))
    .optional(),
  activity: z.array(activitySchema).transform((items) => items.slice(0, ACTIVITY_LIMIT)),
  // Searches that found nothing, the top queries of the last 30 days (from the search module).
  search: z
    .object({
      not_found: z.array(z.object({ query: z.string(), count, last_searched_at: z.string() })),
    })
    .optional(),
});

const summaryAnswer = z.object({ success: z.literal(true), summary: summarySchema });

export type AdminSummary = z.infer<typeof summarySchema>;
export type ActivityKind = z.infer<typeof activityKindSchema>;
export type ActivityEntry = z.infer<typeof activitySchema>;

/** GET /api/admin/summary (admin only): content and subscriber counts and the newest content. */
export async function fetchAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return (await adminRequest('/api/admin/summary', summaryAnswer, { signal })).summary;
}

export function useAdminSummaryQuery() {
  return useQuery({
    queryKey: queryKeys.admin.summary(),
    queryFn: ({ signal }) => fetchAdminSummary(signal),
    staleTime: 60_000,
  });
}
