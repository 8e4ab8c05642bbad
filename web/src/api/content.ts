import { useQuery } from '@tanstack/react-query';
import type {
  ProjectView,
  PromotionView,
  SettingsView,
  SkillView,
  SocialLinkView,
} from '../../../modules/content/content.schemas.ts';
import { type AnswerSchema, failingWith, lazyAnswers } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { DEFAULT_SITE_SETTINGS } from '../lib/site';

export type { ProjectView, PromotionView, SettingsView, SkillView, SocialLinkView };

/** The public reads always refresh in the background; what is cached shows meanwhile (spec section 4). */
const BACKGROUND_REFRESH = { staleTime: 0 } as const;

type Answers = typeof import('../../../modules/content/content-views.schemas.ts');

/**
 * The content module's own answer schemas (zod/mini) arrive beside the first answer, not with the
 * page, which keeps zod out of the home page's first load.
 */
const parsed = lazyAnswers(() => import('../../../modules/content/content-views.schemas.ts'));

/**
 * GET a public list and parse it; any failure (network, HTTP, a malformed answer) becomes the
 * spec's thrown message, e.g. 'Failed to fetch skills', with the cause kept for the console.
 */
function getParsed<T>(
  path: string,
  pick: (answers: Answers) => AnswerSchema<T>,
  failure: string,
  signal?: AbortSignal,
): Promise<T> {
  return failingWith(failure, () => parsed(path, pick, { signal }), signal);
}

export async function fetchActiveSkills(signal?: AbortSignal): Promise<SkillView[]> {
  const answer = await getParsed(
    '/api/skills?status=active',
    (answers) => answers.skillsResponseSchema,
    'Failed to fetch skills',
    signal,
  );
  return answer.skills;
}

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  const answer = await getParsed(
    '/api/projects',
    (answers) => answers.projectsResponseSchema,
    'Failed to fetch projects',
    signal,
  );
  return answer.projects;
}

export async function fetchProjectCategories(signal?: AbortSignal): Promise<string[]> {
  const answer = await getParsed(
    '/api/projects/categories',
    (answers) => answers.categoriesResponseSchema,
    'Failed to fetch categories',
    signal,
  );
  return answer.categories;
}

export async function fetchActivePromotions(signal?: AbortSignal): Promise<PromotionView[]> {
  const answer = await getParsed(
    '/api/promotions/active',
    (answers) => answers.promotionsResponseSchema,
    'Failed to fetch promotions',
    signal,
  );
  return answer.promotions;
}

export async function fetchActiveSocialLinks(signal?: AbortSignal): Promise<SocialLinkView[]> {
  const answer = await getParsed(
    '/api/social-links/active',
    (answers) => answers.socialLinksResponseSchema,
    'Failed to fetch social links',
    signal,
  );
  return answer.socialLinks;
}

export async function fetchSiteSettings(signal?: AbortSignal): Promise<SettingsView> {
  const answer = await getParsed(
    '/api/settings',
    (answers) => answers.settingsResponseSchema,
    'Failed to fetch settings',
    signal,
  );
  return answer.settings;
}

export function useActiveSkills() {
  return useQuery({
    queryKey: queryKeys.site.skills(),
    queryFn: ({ signal }) => fetchActiveSkills(signal),
    ...BACKGROUND_REFRESH,
  });
}

export function useProjects() {
  return useQuery({
    queryKey: queryKeys.site.projects(),
    queryFn: ({ signal }) => fetchProjects(signal),
    ...BACKGROUND_REFRESH,
  });
}

export function useProjectCategories() {
  return useQuery({
    queryKey: queryKeys.site.projectCategories(),
    queryFn: ({ signal }) => fetchProjectCategories(signal),
    ...BACKGROUND_REFRESH,
  });
}

export function useActivePromotions() {
  return useQuery({
    queryKey: queryKeys.site.promotions(),
    queryFn: ({ signal }) => fetchActivePromotions(signal),
    ...BACKGROUND_REFRESH,
  });
}

export function useActiveSocialLinks() {
  return useQuery({
    queryKey: queryKeys.site.socialLinks(),
    queryFn: ({ signal }) => fetchActiveSocialLinks(signal),
    ...BACKGROUND_REFRESH,
  });
}

export type { SiteSettings } from '../lib/site';

/**
 * The owner's editable texts and contact links. Until the answer arrives (or when it fails) the
 * shipped defaults stand in, so the hero and About never flash empty.
 */
export function useSiteSettings(): Omit<SettingsView, 'updated_at'> {
  const { data } = useQuery({
    queryKey: queryKeys.site.settings(),
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    ...BACKGROUND_REFRESH,
  });
  return data ?? DEFAULT_SITE_SETTINGS;
}
