import type { EntityManager } from '../platform/db/index.ts';
import { Project } from './projects/project.entity.ts';
import { Promotion } from './promotions/promotion.entity.ts';
import { Skill } from './skills/skill.entity.ts';

/** One recently added item, for the dashboard's activity list. */
export type ContentActivity = {
  type: 'skill' | 'project' | 'promotion';
  id: string;
  title: string;
  created_at: string;
};

export type ContentSummary = {
  counts: { skills: number; projects: number; promotions: number };
  activity: ContentActivity[];
};

/**
 * What the content module adds to the admin dashboard: how many items of each kind exist (every
 * status) and the latest added ones by creation date, newest first, at most `limit`.
 */
export async function contentSummary(em: EntityManager, limit: number): Promise<ContentSummary> {
  const newest = { orderBy: { created_at: 'desc', id: 'desc' }, limit } as const;
  const [skills, projects, promotions, latestSkills, latestProjects, latestPromotions] = await Promise.all([
    em.count(Skill, {}),
    em.count(Project, {}),
    em.count(Promotion, {}),
    em.find(Skill, {}, { ...newest, fields: ['id', 'name', 'created_at'] }),
    em.find(Project, {}, { ...newest, fields: ['id', 'title', 'created_at'] }),
    em.find(Promotion, {}, { ...newest, fields: ['id', 'title', 'created_at'] }),
  ]);
  const activity: ContentActivity[] = [
    ...latestSkills.map((s) => ({ type: 'skill' as const, id: s.id, title: s.name, at: s.created_at })),
    ...latestProjects.map((p) => ({ type: 'project' as const, id: p.id, title: p.title, at: p.created_at })),
    ...latestPromotions.map((p) => ({
      type: 'promotion' as const,
      id: p.id,
      title: p.title,
      at: p.created_at,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map(({ at, ...item }) => ({ ...item, created_at: at.toISOString() }));
  return { counts: { skills, projects, promotions }, activity };
}
