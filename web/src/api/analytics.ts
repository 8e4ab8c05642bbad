import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../lib/api-client';
import { type DayRange, queryKeys } from '../lib/query-keys';

const statsSchema = z.object({
  totalViews: z.number(),
  uniqueVisitors: z.number(),
  pageStats: z.array(z.object({ page_path: z.string(), views: z.number() })),
  recentViews: z.array(z.object({ page_path: z.string(), viewed_at: z.string() })),
  daily: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })).default([]),
});

const statsAnswer = z.object({ stats: statsSchema });

export type AnalyticsStats = z.infer<typeof statsSchema>;

/** GET /api/analytics/stats (admin only); without a range the server answers for the last 30 days. */
export async function fetchAnalyticsStats(
  range: DayRange = {},
  signal?: AbortSignal,
): Promise<AnalyticsStats> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.size > 0 ? `?${params}` : '';
  const answer = await adminRequest(`/api/analytics/stats${query}`, statsAnswer, { signal });
  return answer.stats;
}

export function useAnalyticsStatsQuery(range: DayRange = {}) {
  return useQuery({
    queryKey: queryKeys.admin.analyticsStats(range),
    queryFn: ({ signal }) => fetchAnalyticsStats(range, signal),
    staleTime: 60_000,
  });
}
