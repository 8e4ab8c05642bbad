import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminRequest } from '../../api/admin-client';
import { fetchProjects, fetchPromotions, fetchSkills } from '../../api/content-admin';
import { type DashboardList, queryKeys } from '../../lib/query-keys';

/**
 * The dashboard reads the lists of other modules. Skills, projects and promotions come through
 * the content API layer (zod-parsed, dated by their last change); posts and subscribers have no
 * web API file yet, so they are read here, leniently: only a title and a date are needed.
 */
const LISTS: Record<DashboardList, { path: string; key: string }> = {
  skills: { path: '/api/skills', key: 'skills' },
  projects: { path: '/api/projects', key: 'projects' },
  blog: { path: '/api/blog', key: 'posts' },
  promotions: { path: '/api/promotions', key: 'promotions' },
  subscribers: { path: '/api/subscribers', key: 'subscribers' },
};

export type ListItem = { title: string; date: string | null };

const text = z.string().min(1).optional().catch(undefined);
const itemSchema = z
  .object({
    name: text,
    title: text,
    email: text,
    created_at: text,
    published_at: text,
    subscription_date: text,
    updated_at: text,
  })
  .catch({});

function toItem(raw: unknown): ListItem {
  const item = itemSchema.parse(raw ?? {});
  return {
    title: item.title ?? item.name ?? item.email ?? 'Untitled',
    date: item.created_at ?? item.published_at ?? item.subscription_date ?? item.updated_at ?? null,
  };
}

/** The content lists, as their latest changes: the title and when it was last updated. */
async function fetchContentList(list: DashboardList, signal?: AbortSignal): Promise<ListItem[] | undefined> {
  if (list === 'skills') {
    return (await fetchSkills(signal)).map((skill) => ({ title: skill.name, date: skill.updated_at }));
  }
  if (list === 'projects') {
    return (await fetchProjects(signal)).map((project) => ({
      title: project.title,
      date: project.updated_at,
    }));
  }
  if (list === 'promotions') {
    return (await fetchPromotions(signal)).map((item) => ({ title: item.title, date: item.updated_at }));
  }
  return undefined;
}

/** One list; a list that fails to load counts as empty (spec: Dashboard). */
export async function fetchDashboardList(list: DashboardList, signal?: AbortSignal): Promise<ListItem[]> {
  const { path, key } = LISTS[list];
  try {
    const content = await fetchContentList(list, signal);
    if (content) return content;
    const answer = await adminRequest(path, z.record(z.string(), z.unknown()), { signal });
    const items = answer[key];
    return Array.isArray(items) ? items.map(toItem) : [];
  } catch {
    return [];
  }
}

export function useDashboardList(list: DashboardList) {
  return useQuery({
    queryKey: queryKeys.admin.dashboardList(list),
    queryFn: ({ signal }) => fetchDashboardList(list, signal),
    staleTime: 60_000,
  });
}

export type ActivityKind = 'skill' | 'project' | 'post' | 'promotion';
export type ActivityEntry = { kind: ActivityKind; title: string; date: string | null };

export const ACTIVITY_LIMIT = 5;

function time(date: string | null): number {
  const value = date ? Date.parse(date) : Number.NaN;
  return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
}

/** The newest item of a list: the latest date, or the first item when there are no dates. */
export function latest(items: readonly ListItem[]): ListItem | undefined {
  let best: ListItem | undefined;
  for (const item of items) {
    if (!best || time(item.date) > time(best.date)) best = item;
  }
  return best;
}

/** Real-time Activity: the latest skill, project, post and promotion, newest first, at most 5. */
export function recentActivity(lists: Record<ActivityKind, readonly ListItem[]>): ActivityEntry[] {
  const kinds: ActivityKind[] = ['skill', 'project', 'post', 'promotion'];
  return kinds
    .flatMap((kind): ActivityEntry[] => {
      const item = latest(lists[kind]);
      return item ? [{ kind, title: item.title, date: item.date }] : [];
    })
    .sort((a, b) => time(b.date) - time(a.date))
    .slice(0, ACTIVITY_LIMIT);
}

export type BreakdownEntry = { label: string; count: number; percent: number };

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
