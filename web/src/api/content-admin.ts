import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoriesResponseSchema,
  contentWriteResponseSchema,
  type ProjectView,
  type PromotionView,
  projectsResponseSchema,
  promotionsResponseSchema,
  type SettingsUpdateInput,
  type SettingsView,
  type SkillView,
  type SocialLinkView,
  settingsResponseSchema,
  settingsUpdateResponseSchema,
  skillsResponseSchema,
  socialLinksResponseSchema,
} from '../../../modules/content/content.schemas.ts';
import { adminRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

export type { ProjectView, PromotionView, SettingsView, SkillView, SocialLinkView };

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

/** POST to the list for a new item (itemId null), PUT to the item otherwise; multipart. */
function saveTo(listPath: string, itemId: string | null, form: FormData) {
  const path = itemId ? `${listPath}/${id(itemId)}` : listPath;
  return adminRequest(path, contentWriteResponseSchema, { method: itemId ? 'PUT' : 'POST', body: form });
}

// Skills ---------------------------------------------------------------------------------------

export async function fetchSkills(signal?: AbortSignal): Promise<SkillView[]> {
  return (await adminRequest('/api/skills', skillsResponseSchema, { signal })).skills;
}

export function saveSkill(itemId: string | null, form: FormData) {
  return saveTo('/api/skills', itemId, form);
}

export function deleteSkill(itemId: string) {
  return adminRequest(`/api/skills/${id(itemId)}`, contentWriteResponseSchema, { method: 'DELETE' });
}

export async function fetchSkillCategories(signal?: AbortSignal): Promise<string[]> {
  return (await adminRequest('/api/skills/categories', categoriesResponseSchema, { signal })).categories;
}

// Projects -------------------------------------------------------------------------------------

export async function fetchProjects(signal?: AbortSignal): Promise<ProjectView[]> {
  return (await adminRequest('/api/projects', projectsResponseSchema, { signal })).projects;
}

export function saveProject(itemId: string | null, form: FormData) {
  return saveTo('/api/projects', itemId, form);
}

export function deleteProject(itemId: string) {
  return adminRequest(`/api/projects/${id(itemId)}`, contentWriteResponseSchema, { method: 'DELETE' });
}

export async function fetchProjectCategories(signal?: AbortSignal): Promise<string[]> {
  return (await adminRequest('/api/projects/categories', categoriesResponseSchema, { signal })).categories;
}

// Promotions -----------------------------------------------------------------------------------

export async function fetchPromotions(signal?: AbortSignal): Promise<PromotionView[]> {
  return (await adminRequest('/api/promotions', promotionsResponseSchema, { signal })).promotions;
}

export function savePromotion(itemId: string | null, form: FormData) {
  return saveTo('/api/promotions', itemId, form);
}

export function deletePromotion(itemId: string) {
  return adminRequest(`/api/promotions/${id(itemId)}`, contentWriteResponseSchema, { method: 'DELETE' });
}

export function togglePromotionActive(promotionId: string) {
  return adminRequest(`/api/promotions/${id(promotionId)}/toggle-active`, contentWriteResponseSchema, {
    method: 'PATCH',
  });
}

// Social links ---------------------------------------------------------------------------------

export async function fetchSocialLinks(signal?: AbortSignal): Promise<SocialLinkView[]> {
  return (await adminRequest('/api/social-links', socialLinksResponseSchema, { signal })).socialLinks;
}

export function saveSocialLink(itemId: string | null, form: FormData) {
  return saveTo('/api/social-links', itemId, form);
}

export function deleteSocialLink(itemId: string) {
  return adminRequest(`/api/social-links/${id(itemId)}`, contentWriteResponseSchema, { method: 'DELETE' });
}

/** Spec section 7: the status toggle sends only is_active. */
export function setSocialLinkActive(linkId: string, isActive: boolean) {
  return adminRequest(`/api/social-links/${id(linkId)}`, contentWriteResponseSchema, {
    method: 'PUT',
    body: { is_active: isActive },
  });
}

// Settings -------------------------------------------------------------------------------------

export async function fetchSettings(signal?: AbortSignal): Promise<SettingsView> {
  return (await adminRequest('/api/settings', settingsResponseSchema, { signal })).settings;
}

export function updateSettings(changes: SettingsUpdateInput) {
  return adminRequest('/api/settings', settingsUpdateResponseSchema, { method: 'PUT', body: changes });
}

// Hooks ----------------------------------------------------------------------------------------

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

/** After a change: the screen's list, the dashboard summary and this browser's cached public pages. */
function useRefresh(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.summary() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.site.all }),
    ]);
}

export type SaveVariables = { itemId: string | null; form: FormData };

function useSaveAndRemove(
  listKey: readonly unknown[],
  save: (itemId: string | null, form: FormData) => Promise<unknown>,
  remove: (itemId: string) => Promise<unknown>,
) {
  const refresh = useRefresh(listKey);
  return {
    save: useMutation({
      mutationFn: ({ itemId, form }: SaveVariables) => save(itemId, form),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (itemId: string) => remove(itemId), onSuccess: refresh }),
  };
}

/** A content screen's save (create or update) and delete. */
export type SaveAndRemove = ReturnType<typeof useSaveAndRemove>;

export function useSkillMutations(): SaveAndRemove {
  return useSaveAndRemove(queryKeys.admin.skills.all, saveSkill, deleteSkill);
}

export function useProjectMutations(): SaveAndRemove {
  return useSaveAndRemove(queryKeys.admin.projects.all, saveProject, deleteProject);
}

export function usePromotionMutations() {
  const refresh = useRefresh(queryKeys.admin.promotions.all);
  return {
    ...useSaveAndRemove(queryKeys.admin.promotions.all, savePromotion, deletePromotion),
    toggleActive: useMutation({ mutationFn: togglePromotionActive, onSuccess: refresh }),
  };
}

export function useSocialLinkMutations() {
  const refresh = useRefresh(queryKeys.admin.socialLinks.all);
  return {
    ...useSaveAndRemove(queryKeys.admin.socialLinks.all, saveSocialLink, deleteSocialLink),
    setActive: useMutation({
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
