import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { itemPath, useAdminList, useAdminMutation } from './admin-api';

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

/**
 * A content form's parsed data as multipart, then its file part (see useImageChoice). The schema
 * leaves a blank optional field out; those named in `clearable` are sent blank instead, so an
 * update clears them.
 */
export function contentFormData<T extends Record<string, FieldValue>>(
  data: T,
  clearable: readonly (keyof T & string)[],
  files: Record<string, FieldValue>,
): FormData {
  const fields: Record<string, FieldValue> = { ...data };
  for (const name of clearable) fields[name] ??= null;
  return toFormData({ ...fields, ...files });
}

/** POST to the list for a new item (itemId null), PUT to the item otherwise; multipart. */
const saveTo =
  (listPath: string) =>
  ({ itemId, form }: SaveVariables) =>
    adminRequest(itemPath(listPath, itemId), contentWriteResponseSchema, {
      method: itemId ? 'PUT' : 'POST',
      body: form,
    });

const deleteFrom = (listPath: string) => (itemId: string) =>
  adminRequest(itemPath(listPath, itemId), contentWriteResponseSchema, { method: 'DELETE' });

/** The category suggestions of a content form: cached a minute. */
function useCategories(queryKey: QueryKey, listPath: string) {
  const pick = (answer: { categories: string[] }) => answer.categories;
  return useAdminList(queryKey, `${listPath}/categories`, categoriesResponseSchema, pick, {
    staleTime: 60_000,
  });
}

export const useSkillsQuery = () =>
  useAdminList(queryKeys.admin.skills.list(), '/api/skills', skillsResponseSchema, (a) => a.skills);

export const useSkillCategoriesQuery = () =>
  useCategories(queryKeys.admin.skills.categories(), '/api/skills');

export const useProjectsQuery = () =>
  useAdminList(queryKeys.admin.projects.list(), '/api/projects', projectsResponseSchema, (a) => a.projects);

export const useProjectCategoriesQuery = () =>
  useCategories(queryKeys.admin.projects.categories(), '/api/projects');

export const usePromotionsQuery = () =>
  useAdminList(
    queryKeys.admin.promotions.list(),
    '/api/promotions',
    promotionsResponseSchema,
    (a) => a.promotions,
  );

export const useSocialLinksQuery = () =>
  useAdminList(
    queryKeys.admin.socialLinks.list(),
    '/api/social-links',
    socialLinksResponseSchema,
    (a) => a.socialLinks,
  );

export const useSettingsQuery = () =>
  useAdminList(queryKeys.admin.settings(), '/api/settings', settingsResponseSchema, (a) => a.settings);

/** After a change: the screen's list, the dashboard summary and this browser's cached public pages. */
const touched = (listKey: QueryKey) => [listKey, queryKeys.admin.summary(), queryKeys.site.all];

export type SaveVariables = { itemId: string | null; form: FormData };

/** A content screen's save (create or update) and delete. */
export type SaveAndRemove = ReturnType<typeof useSaveAndRemove>;

function useSaveAndRemove(listPath: string, listKey: QueryKey) {
  return {
    save: useAdminMutation(saveTo(listPath), touched(listKey)),
    remove: useAdminMutation(deleteFrom(listPath), touched(listKey)),
  };
}

export function useSkillMutations(): SaveAndRemove {
  return useSaveAndRemove('/api/skills', queryKeys.admin.skills.all);
}

export function useProjectMutations(): SaveAndRemove {
  return useSaveAndRemove('/api/projects', queryKeys.admin.projects.all);
}

export function usePromotionMutations() {
  const listKey = queryKeys.admin.promotions.all;
  const toggle = (promotionId: string) =>
    adminRequest(`${itemPath('/api/promotions', promotionId)}/toggle-active`, contentWriteResponseSchema, {
      method: 'PATCH',
    });
  return {
    ...useSaveAndRemove('/api/promotions', listKey),
    toggleActive: useAdminMutation(toggle, touched(listKey)),
  };
}

/** Spec section 7: the status toggle sends only is_active. */
const setSocialLinkActive = ({ itemId, isActive }: { itemId: string; isActive: boolean }) =>
  adminRequest(itemPath('/api/social-links', itemId), contentWriteResponseSchema, {
    method: 'PUT',
    body: { is_active: isActive },
  });

export function useSocialLinkMutations() {
  const listKey = queryKeys.admin.socialLinks.all;
  return {
    ...useSaveAndRemove('/api/social-links', listKey),
    setActive: useAdminMutation(setSocialLinkActive, touched(listKey)),
  };
}

const updateSettings = (changes: SettingsUpdateInput) =>
  adminRequest('/api/settings', settingsUpdateResponseSchema, { method: 'PUT', body: changes });

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.admin.settings(), answer.settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.site.settings() }),
  });
}
