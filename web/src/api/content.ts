import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type {
  ProjectView,
  PromotionView,
  SettingsView,
  SkillView,
  SocialLinkView,
} from '../../../modules/content/content.schemas.ts';
import { type AnswerSchema, apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { DEFAULT_SITE_SETTINGS } from '../lib/site';

export type { ProjectView, PromotionView, SettingsView, SkillView, SocialLinkView };

/**
 * The public answers, parsed with zod/mini: the same shapes as the server's views
 * (modules/content/content.views.ts; the return types below keep them in step), but small enough
 * for the home page's first load. The admin screens use the full schemas in their own chunks.
 */
const text = z.string();
const optionalText = z.nullable(z.string());
const ok = z.literal(true);

const skillSchema = z.object({
  id: text,
  name: text,
  category: text,
  proficiency: z.number(),
  started_year: z.nullable(z.number()),
  description: optionalText,
  status: z.enum(['active', 'learning', 'paused']),
  order_index: z.number(),
  icon: optionalText,
  experience: z.number(),
  updated_at: text,
});

const projectSchema = z.object({
  id: text,
  title: text,
  category: text,
  description: text,
  technologies: z.array(text),
  link: optionalText,
  github_link: optionalText,
  status: z.enum(['published', 'draft', 'archived']),
  featured: z.boolean(),
  order_index: z.number(),
  image: optionalText,
  views_count: z.number(),
  updated_at: text,
});

const promotionSchema = z.object({
  id: text,
  type: text,
  title: text,
  description: optionalText,
  badge: optionalText,
  cta_text: optionalText,
  href: optionalText,
  price: optionalText,
  old_price: optionalText,
  bg_color: optionalText,
  image: optionalText,
  is_active: z.boolean(),
  is_ad: z.boolean(),
  order_index: z.number(),
  updated_at: text,
});

const socialLinkSchema = z.object({
  id: text,
  name: text,
  url: text,
  platform: text,
  color: text,
  hover_color: text,
  is_active: z.boolean(),
  order_index: z.number(),
  icon: optionalText,
  updated_at: text,
});

const settingsSchema = z.object({
  owner_name: text,
  hero_title: text,
  hero_subtitle: text,
  contact_email: text,
  whatsapp_url: text,
  telegram_url: text,
  updated_at: optionalText,
});

/** The public reads always refresh in the background; what is cached shows meanwhile (spec section 4). */
const BACKGROUND_REFRESH = { staleTime: 0 } as const;

/**
 * GET a public list and parse it; any failure (network, HTTP, a malformed answer) becomes the
 * spec's thrown message, e.g. 'Failed to fetch skills', with the cause kept for the console.
 */
async function getParsed<T>(path: string, schema: AnswerSchema<T>, failure: string, signal?: AbortSignal) {
  try {
    return await apiRequest(path, schema, { signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error(failure, { cause });
  }
}

export async function fetchActiveSkills(signal?: AbortSignal): Promise<SkillView[]> {
  const answer = await getParsed(
    '/api/skills?status=active',
    z.object({ success: ok, skills: z.array(skillSchema) }),
    'Failed to fetch skills',
    signal,
  );
  return answer.skills;
}

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  const answer = await getParsed(
    '/api/projects',
    z.object({ success: ok, projects: z.array(projectSchema) }),
    'Failed to fetch projects',
    signal,
  );
  return answer.projects;
}

export async function fetchProjectCategories(signal?: AbortSignal): Promise<string[]> {
  const answer = await getParsed(
    '/api/projects/categories',
    z.object({ success: ok, categories: z.array(text) }),
    'Failed to fetch categories',
    signal,
  );
  return answer.categories;
}

export async function fetchActivePromotions(signal?: AbortSignal): Promise<PromotionView[]> {
  const answer = await getParsed(
    '/api/promotions/active',
    z.object({ success: ok, promotions: z.array(promotionSchema) }),
    'Failed to fetch promotions',
    signal,
  );
  return answer.promotions;
}

export async function fetchActiveSocialLinks(signal?: AbortSignal): Promise<SocialLinkView[]> {
  const answer = await getParsed(
    '/api/social-links/active',
    z.object({ success: ok, socialLinks: z.array(socialLinkSchema) }),
    'Failed to fetch social links',
    signal,
  );
  return answer.socialLinks;
}

export async function fetchSiteSettings(signal?: AbortSignal): Promise<SettingsView> {
  const answer = await getParsed(
    '/api/settings',
    z.object({ success: ok, settings: settingsSchema }),
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
