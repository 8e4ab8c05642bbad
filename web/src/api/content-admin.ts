import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  categoriesResponseSchema,
  type ProjectView,
  type PromotionView,
  projectsResponseSchema,
  promotionsResponseSchema,
  type SettingsUpdateInput,
  type SettingsView,
  type SkillView,
  type SocialLinkView,
  settingsResponseSchema,
  settingsViewSchema,
  skillsResponseSchema,
  socialLinksResponseSchema,
} from '../../../modules/content/content.schemas.ts';
import { type DashboardList, queryKeys } from '../lib/query-keys';
import { adminRequest } from './admin-client';

export type { ProjectView, PromotionView, SettingsView, SkillView, SocialLinkView };

/** A write's answer: the spec's successes carry `message`; the saved item is not needed here. */
const writeAnswer = z.object({ message: z.string().optional() }).optional();
const settingsAnswer = z.object({ settings: settingsViewSchema, message: z.string().optional() });

export type FieldValue = string | number | boolean | null | undefined | readonly string[] | File;

/**
 * A multipart body from form values: undefined is left out, null is sent blank (clears the
 * value), booleans as 'true'/'false', lists as JSON text (spec: technologies as a JSON list).
 */
export function toFormData(fields: Record<string, FieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(name, value);
    else if (value === null) form.append(name, '');
    else if (Array.isArray(value)) form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  return form;
}

const id = (value: string) => encodeURIComponent(value);

// Skills ---------------------------------------------------------------------------------------

export async function fetchSkills(signal?: AbortSignal): Promise<SkillView[]> {
  return (await adminRequest('/api/skills', skillsResponseSchema, { signal })).skills;
}

export async function fetchSkillCategories(signal?: AbortSignal): Promise<string[]> {
  return (await adminRequest('/api/skills/categories', categoriesResponseSchema, { signal })).categories;
}

// Projects -------------------------------------------------------------------------------------

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  return (await adminRequest('/api/projects', projectsResponseSchema, { signal })).projects;
}

export async function fetchProjectCategories(signal?: AbortSignal): Promise<string[]> {
  return (await adminRequest('/api/projects/categories', categoriesResponseSchema, { signal })).categories;
}

// Promotions -----------------------------------------------------------------------------------

export async function fetchPromotions(signal?: AbortSignal): Promise<PromotionView[]> {
  return (await adminRequest('/api/promotions', promotionsResponseSchema, { signal })).promotions;
}

export function togglePromotionActive(promotionId: string) {
  return adminRequest(`/api/promotions/${id(promotionId)}/toggle-active`, writeAnswer, { method: 'PATCH' });
}

// Social links ---------------------------------------------------------------------------------

export async function fetchSocialLinks(signal?: AbortSignal): Promise<SocialLinkView[]> {
  return (await adminRequest('/api/social-links', socialLinksResponseSchema, { signal })).socialLinks;
}

/** Spec section 7: the status toggle sends only is_active. */
export function setSocialLinkActive(linkId: string, isActive: boolean) {
  return adminRequest(`/api/social-links/${id(linkId)}`, writeAnswer, {
    method: 'PUT',
    body: { is_active: isActive },
  });
}

// Settings -------------------------------------------------------------------------------------

export async function fetchSettings(signal?: AbortSignal): Promise<SettingsView> {
  return (await adminRequest('/api/settings', settingsResponseSchema, { signal })).settings;
}

export function updateSettings(changes: SettingsUpdateInput) {
  return adminRequest('/api/settings', settingsAnswer, { method: 'PUT', body: changes });
}

// Shared create / update / delete ----------------------------------------------------------------

export type Collection = 'skills' | 'projects' | 'promotions' | 'social-links';

/** POST /api/{collection} or PUT /api/{collection}/{id}, multipart. */
export function saveItem(collection: Collection, itemId: string | null, form: FormData) {
  const path = itemId ? `/api/${collection}/${id(itemId)}` : `/api/${collection}`;
  return adminRequest(path, writeAnswer, { method: itemId ? 'PUT' : 'POST', body: form });
}

export function deleteItem(collection: Collection, itemId: string) {
  return adminRequest(`/api/${collection}/${id(itemId)}`, writeAnswer, { method: 'DELETE' });
}

// Hooks ----------------------------------------------------------------------------------------

const KEYS = {
  skills: queryKeys.admin.skills.all,
  projects: queryKeys.admin.projects.all,
  promotions: queryKeys.admin.promotions.all,
  'social-links': queryKeys.admin.socialLinks.all,
} as const;

const DASHBOARD: Partial<Record<Collection, DashboardList>> = {
  skills: 'skills',
  projects: 'projects',
  promotions: 'promotions',
};

export function useSkillsQuery() {
  return useQuery({ queryKey: queryKeys.admin.skills.list(), queryFn: ({ signal }) => fetchSkills(signal) });
}

export function useSkillCategoriesQuery() {
  return useQuery({
    queryKey: queryKeys.admin.skills.categories(),
    queryFn: ({ signal }) => fetchSkillCategories(signal),
    staleTime: 60_000,
  });
}

export function useProjectsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.projects.list(),
    queryFn: ({ signal }) => fetchProjects(signal),
  });
}

export function useProjectCategoriesQuery() {
  return useQuery({
    queryKey: queryKeys.admin.projects.categories(),
    queryFn: ({ signal }) => fetchProjectCategories(signal),
    staleTime: 60_000,
  });
}

export function usePromotionsQuery() {
  return useQuery({
    queryKey: queryKeys.admin.promotions.list(),
    queryFn: ({ signal }) => fetchPromotions(signal),
  });
}

export function useSocialLinksQuery() {
  return useQuery({
    queryKey: queryKeys.admin.socialLinks.list(),
    queryFn: ({ signal }) => fetchSocialLinks(signal),
  });
}

export function useSettingsQuery() {
  return useQuery({ queryKey: queryKeys.admin.settings(), queryFn: ({ signal }) => fetchSettings(signal) });
}

/** Save and delete for one collection; every success refreshes its list (and the dashboard's). */
export function useContentMutations(collection: Collection) {
  const queryClient = useQueryClient();
  const refresh = () => {
    const dashboard = DASHBOARD[collection];
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: KEYS[collection] }),
      dashboard && queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboardList(dashboard) }),
      // The public pages' cached copies (persisted in this browser) must not outlive the change.
      queryClient.invalidateQueries({ queryKey: queryKeys.site.all }),
    ]);
  };
  return {
    save: useMutation({
      mutationFn: ({ itemId, form }: { itemId: string | null; form: FormData }) =>
        saveItem(collection, itemId, form),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (itemId: string) => deleteItem(collection, itemId),
      onSuccess: refresh,
    }),
    togglePromotion: useMutation({
      mutationFn: (itemId: string) => togglePromotionActive(itemId),
      onSuccess: refresh,
    }),
    setLinkActive: useMutation({
      mutationFn: ({ itemId, isActive }: { itemId: string; isActive: boolean }) =>
        setSocialLinkActive(itemId, isActive),
      onSuccess: refresh,
    }),
  };
}

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.admin.settings(), answer.settings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.site.settings() });
    },
  });
}
