import type { AnalyticsStats, BreakdownRow, ConversionRow, SourceRow } from '../../api/analytics';
import { toCents } from '../../lib/money';

export type Change = {
  /** '+25.0%', '-12.5%', '0.0%'; '—' when there is nothing to compare with. */
  label: string;
  direction: 'up' | 'down' | 'flat' | 'none';
};

/** The change from `previous` to `current` in percent, one decimal; none when `previous` is 0. */
export function percentChange(current: number, previous: number | undefined): Change {
  if (previous === undefined || previous === 0 || !Number.isFinite(previous)) {
    return { label: '—', direction: 'none' };
  }
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  if (percent === 0) return { label: '0.0%', direction: 'flat' };
  return { label: `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`, direction: percent > 0 ? 'up' : 'down' };
}

/** An average visit's length: '45s', '1m 05s', '1h 02m'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${rest}s`;
}

/** '42%' (bounce rates come as percent, 0-100). */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** The period's revenue in KES: every sale is attributed to one source, so their sum is the total. */
export function totalRevenue(stats: Pick<AnalyticsStats, 'conversions'>): number {
  return stats.conversions.sources.reduce((cents, row) => cents + toCents(row.revenue), 0) / 100;
}

/** Rows by visitors, then visits, most first (the server's order is not relied on). */
export function byVisitors<T extends Pick<BreakdownRow, 'visitors' | 'visits'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.visitors - a.visitors || b.visits - a.visits);
}

/** Conversion rows by revenue, then sales, then sign-ups. */
export function byRevenue(rows: readonly ConversionRow[]): ConversionRow[] {
  return [...rows].sort((a, b) => b.revenue - a.revenue || b.sales - a.sales || b.signups - a.signups);
}

/**
 * Sources grouped by channel (search, social...): counts summed, bounce rate and visit duration
 * averaged over visits. Visitors are summed too, so one who came from two search engines counts
 * twice: close enough for a share, and the server's per-source figures stay exact.
 */
export function channelRows(sources: readonly SourceRow[]): BreakdownRow[] {
  const groups = new Map<string, BreakdownRow>();
  for (const row of sources) {
    const group = groups.get(row.channel) ?? {
      value: row.channel,
      visits: 0,
      visitors: 0,
      views: 0,
      bounceRate: 0,
      visitDuration: 0,
    };
    // Weighted sums while adding up; divided by the visits below.
    group.bounceRate += row.bounceRate * row.visits;
    group.visitDuration += row.visitDuration * row.visits;
    group.visits += row.visits;
    group.visitors += row.visitors;
    group.views += row.views;
    groups.set(row.channel, group);
  }
  return byVisitors(
    [...groups.values()].map((group) => ({
      ...group,
      bounceRate: group.visits > 0 ? group.bounceRate / group.visits : 0,
      visitDuration: group.visits > 0 ? group.visitDuration / group.visits : 0,
    })),
  );
}
