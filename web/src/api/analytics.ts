import { useQuery } from '@tanstack/react-query';
import {
  type AnalyticsStats,
  analyticsStatsResponseSchema,
} from '../../../modules/analytics/analytics.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';
import type { DayRange } from '../lib/query-keys';

export type { AnalyticsStats };

/** GET /api/analytics/stats (admin only); without a range the server answers for the last 30 days. */
export async function fetchAnalyticsStats(
  range: DayRange = {},
  signal?: AbortSignal,
): Promise<AnalyticsStats> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.size > 0 ? `?${params}` : '';
  const answer = await adminRequest(`/api/analytics/stats${query}`, analyticsStatsResponseSchema, { signal });
  return answer.stats;
}

export function useAnalyticsStatsQuery(range: DayRange = {}) {
  return useQuery({
    queryKey: adminKeys.analyticsStats(range),
    queryFn: ({ signal }) => fetchAnalyticsStats(range, signal),
    staleTime: 60_000,
  });
}
