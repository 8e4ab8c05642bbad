import { useQuery } from '@tanstack/react-query';
import {
  type AnalyticsStats,
  analyticsStatsResponseSchema,
  type BreakdownRow,
  type ConversionRow,
  type FilterDimension,
  type PageStat,
  type SourceRow,
} from '../../../modules/analytics/analytics.schemas.ts';
import { adminKeys } from '../lib/admin-query-keys';
import { adminRequest } from '../lib/api-client';
import type { DayRange } from '../lib/query-keys';

export { FILTER_DIMENSIONS } from '../../../modules/analytics/analytics.schemas.ts';
export type { AnalyticsStats, BreakdownRow, ConversionRow, FilterDimension, PageStat, SourceRow };

/** The one filter a stats read may carry: every figure is then for the visits it matches. */
export type AnalyticsFilter = { dimension: FilterDimension; value: string };

/** The realtime block refreshes this often while the tab is visible. */
export const REALTIME_REFRESH_MS = 30_000;

/** `?from=&to=&<dimension>=<value>`, only what is set; '' for none. */
export function statsSearch(range: DayRange = {}, filter: AnalyticsFilter | null = null): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (filter) params.set(filter.dimension, filter.value);
  return params.size > 0 ? `?${params}` : '';
}

/** GET /api/analytics/stats (admin only); without a range the server answers for the last 30 days. */
export async function fetchAnalyticsStats(
  range: DayRange = {},
  signal?: AbortSignal,
  filter: AnalyticsFilter | null = null,
): Promise<AnalyticsStats> {
  const answer = await adminRequest(
    `/api/analytics/stats${statsSearch(range, filter)}`,
    analyticsStatsResponseSchema,
    { signal },
  );
  return answer.stats;
}

export function useAnalyticsStatsQuery(range: DayRange = {}, filter: AnalyticsFilter | null = null) {
  return useQuery({
    queryKey: adminKeys.analyticsStats(range, filter),
    queryFn: ({ signal }) => fetchAnalyticsStats(range, signal, filter),
    staleTime: 60_000,
  });
}

/**
 * Who is on the site now (the last 5 minutes, whatever the range): read from today's unfiltered
 * stats, the smallest read that carries it (and the same entry as the screen's 'Today' view), and
 * refreshed every 30 s while the tab is visible (TanStack pauses the interval in the background).
 */
export function useAnalyticsRealtimeQuery(today: string) {
  const range = { from: today, to: today };
  return useQuery({
    queryKey: adminKeys.analyticsStats(range, null),
    queryFn: ({ signal }) => fetchAnalyticsStats(range, signal),
    select: (stats) => stats.realtime,
    staleTime: 60_000,
    refetchInterval: REALTIME_REFRESH_MS,
  });
}
