import { tabsOf } from '../shared/forms';

/** Spec section 2 (Projects): status tabs with counts, including the featured flag. */
export const PROJECT_STATUSES = ['published', 'draft', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type ProjectTab = 'all' | ProjectStatus | 'featured';

export const PROJECT_TABS: readonly { value: ProjectTab; label: string }[] = [
  ...tabsOf(PROJECT_STATUSES),
  { value: 'featured', label: 'Featured' },
];

/** Spec section 8, Projects. */
export const PROJECT_MESSAGES = {
  fetchFailed: 'Failed to fetch projects',
  saveFailed: 'Failed to save project',
  saveError: 'An error occurred while saving the project',
  deleteFailed: 'Failed to delete project',
  deleteError: 'An error occurred while deleting the project',
  created: 'Project created successfully!',
  updated: 'Project updated successfully!',
  deleted: 'Project deleted successfully!',
  empty: 'No projects found',
} as const;

type Countable = { status: string; featured: boolean };

export function projectTabCounts(projects: readonly Countable[]): Record<ProjectTab, number> {
  const counts: Record<ProjectTab, number> = { all: 0, published: 0, draft: 0, archived: 0, featured: 0 };
  for (const project of projects) {
    counts.all += 1;
    if (project.status === 'published' || project.status === 'draft' || project.status === 'archived') {
      counts[project.status] += 1;
    }
    if (project.featured) counts.featured += 1;
  }
  return counts;
}

export function filterProjects<T extends Countable>(projects: readonly T[], tab: ProjectTab): T[] {
  if (tab === 'all') return [...projects];
  if (tab === 'featured') return projects.filter((project) => project.featured);
  return projects.filter((project) => project.status === tab);
}

/** 'React, Node.js ,, Postgres' → ['React', 'Node.js', 'Postgres'] (trimmed, blanks and repeats dropped). */
export function parseTechnologies(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const tech = part.trim();
    if (tech) seen.add(tech);
  }
  return [...seen];
}

export const STATUS_TONES = { published: 'success', draft: 'warning', archived: 'neutral' } as const;
