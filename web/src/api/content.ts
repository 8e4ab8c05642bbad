import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ProjectView,
  PromotionView,
  SettingsView,
  SkillView,
  SocialLinkView,
} from '../../../modules/content/content.schemas.ts';
import { failingWith, lazyAnswers } from '../lib/api-client';
import { refreshUnlessServerRendered } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { DEFAULT_SITE_SETTINGS } from '../lib/site';

export type { ProjectView, PromotionView, SettingsView, SkillView, SocialLinkView };

/**
 * The public reads always refresh in the background; what is cached shows meanwhile (spec section
 * 4). The answers a server-rendered page arrived with are fresh already: not asked for again at once.
 */
const BACKGROUND_REFRESH = { staleTime: refreshUnlessServerRendered } as const;

/**
 * The content module's own answer schemas (zod/mini) arrive beside the first answer, not with the
 * page, which keeps zod out of the home page's first load.
 */
const parsed = lazyAnswers(() => import('../../../modules/content/content-views.schemas.ts'));

/**
 * The query of a public read; any failure (network, HTTP, a malformed answer) becomes the spec's
 * thrown message, e.g. 'Failed to fetch skills', with the cause kept for the console.
 */
function publicQuery<T>(queryKey: QueryKey, failure: string, read: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => failingWith(failure, () => read(signal), signal),
    ...BACKGROUND_REFRESH,
  });
}

export const skillsQuery = publicQuery(
  queryKeys.site.skills(),
  'Failed to fetch skills',
  async (signal) =>
    (
      await parsed('/api/skills?status=active', (a) => a.skillsResponseSchema, {
        signal,
        server: (reads) => reads.skills(),
      })
    ).skills,
);
export const projectsQuery = publicQuery(
  queryKeys.site.projects(),
  'Failed to fetch projects',
  async (signal) =>
    (
      await parsed('/api/projects', (a) => a.projectsResponseSchema, {
        signal,
        server: (reads) => reads.projects(),
      })
    ).projects,
);
export const projectCategoriesQuery = publicQuery(
  queryKeys.site.projectCategories(),
  'Failed to fetch categories',
  async (signal) =>
    (
      await parsed('/api/projects/categories', (a) => a.categoriesResponseSchema, {
        signal,
        server: (reads) => reads.projectCategories(),
      })
    ).categories,
);
export const promotionsQuery = publicQuery(
  queryKeys.site.promotions(),
  'Failed to fetch promotions',
  async (signal) =>
    (
      await parsed('/api/promotions/active', (a) => a.promotionsResponseSchema, {
        signal,
        server: (reads) => reads.promotions(),
      })
    ).promotions,
);
export const socialLinksQuery = publicQuery(
  queryKeys.site.socialLinks(),
  'Failed to fetch social links',
  async (signal) =>
    (
      await parsed('/api/social-links/active', (a) => a.socialLinksResponseSchema, {
        signal,
        server: (reads) => reads.socialLinks(),
      })
    ).socialLinks,
);
export const settingsQuery = publicQuery(
  queryKeys.site.settings(),
  'Failed to fetch settings',
  async (signal) =>
    (
      await parsed('/api/settings', (a) => a.settingsResponseSchema, {
        signal,
        server: (reads) => reads.settings(),
      })
    ).settings,
);

export function useActiveSkills() {
  return useQuery(skillsQuery);
}

export function useProjects() {
  return useQuery(projectsQuery);
}

export function useProjectCategories() {
  return useQuery(projectCategoriesQuery);
}

export function useActivePromotions() {
  return useQuery(promotionsQuery);
}

export function useActiveSocialLinks() {
  return useQuery(socialLinksQuery);
}

export type { SiteSettings } from '../lib/site';

/**
 * The owner's editable texts and contact links. Until the answer arrives (or when it fails) the
 * shipped defaults stand in, so the hero and About never flash empty.
 */
export function useSiteSettings(): Omit<SettingsView, 'updated_at'> {
  return useQuery(settingsQuery).data ?? DEFAULT_SITE_SETTINGS;
}
