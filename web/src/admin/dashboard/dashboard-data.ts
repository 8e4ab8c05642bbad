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
