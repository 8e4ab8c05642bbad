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
import { adminKeys } from '../lib/admin-query-keys';
import { type AnswerSchema, adminRequest } from '../lib/api-client';
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

/** A content resource: its list's path and its query keys (list under `all`). */
type Resource = { path: string; keys: { all: QueryKey; list: () => QueryKey } };

const SKILLS = { path: '/api/skills', keys: adminKeys.skills };
const PROJECTS = { path: '/api/projects', keys: adminKeys.projects };
const PROMOTIONS = { path: '/api/promotions', keys: adminKeys.promotions };
const SOCIAL_LINKS = { path: '/api/social-links', keys: adminKeys.socialLinks };

/** A content screen's list: every item, the admin's view. */
const useContentList = <Answer, Item>(
  { path, keys }: Resource,
  schema: AnswerSchema<Answer>,
  pick: (answer: Answer) => Item,
) => useAdminList(keys.list(), path, schema, pick);

/** The category suggestions of a content form: cached a minute. */
function useCategories({ path, keys }: Resource & { keys: { categories: () => QueryKey } }) {
  const pick = (answer: { categories: string[] }) => answer.categories;
  const key = keys.categories();
  return useAdminList(key, `${path}/categories`, categoriesResponseSchema, pick, { staleTime: 60_000 });
}

export const useSkillsQuery = () => useContentList(SKILLS, skillsResponseSchema, (a) => a.skills);
export const useSkillCategoriesQuery = () => useCategories(SKILLS);
export const useProjectsQuery = () => useContentList(PROJECTS, projectsResponseSchema, (a) => a.projects);
export const useProjectCategoriesQuery = () => useCategories(PROJECTS);
export const usePromotionsQuery = () =>
  useContentList(PROMOTIONS, promotionsResponseSchema, (a) => a.promotions);
export const useSocialLinksQuery = () =>
  useContentList(SOCIAL_LINKS, socialLinksResponseSchema, (a) => a.socialLinks);
export const useSettingsQuery = () =>
  useAdminList(adminKeys.settings(), '/api/settings', settingsResponseSchema, (a) => a.settings);

/** After a change: the screen's list, the dashboard summary and this browser's cached public pages. */
const touched = ({ keys }: Resource) => [keys.all, adminKeys.summary(), queryKeys.site.all];

export type SaveVariables = { itemId: string | null; form: FormData };

/** A content screen's save (create or update) and delete. */
export type SaveAndRemove = ReturnType<typeof useSaveAndRemove>;

/** Save POSTs to the list for a new item (itemId null) and PUTs to the item otherwise, multipart. */
function useSaveAndRemove(resource: Resource) {
  const { path } = resource;
  const save = ({ itemId, form }: SaveVariables) =>
    adminRequest(itemPath(path, itemId), contentWriteResponseSchema, {
      method: itemId ? 'PUT' : 'POST',
      body: form,
    });
  const remove = (itemId: string) =>
    adminRequest(itemPath(path, itemId), contentWriteResponseSchema, { method: 'DELETE' });
  return {
    save: useAdminMutation(save, touched(resource)),
    remove: useAdminMutation(remove, touched(resource)),
  };
}

export const useSkillMutations = (): SaveAndRemove => useSaveAndRemove(SKILLS);
export const useProjectMutations = (): SaveAndRemove => useSaveAndRemove(PROJECTS);

const togglePromotion = (promotionId: string) =>
  adminRequest(`${itemPath(PROMOTIONS.path, promotionId)}/toggle-active`, contentWriteResponseSchema, {
    method: 'PATCH',
  });

export function usePromotionMutations() {
  return {
    ...useSaveAndRemove(PROMOTIONS),
    toggleActive: useAdminMutation(togglePromotion, touched(PROMOTIONS)),
  };
}

/** Spec section 7: the status toggle sends only is_active. */
const setSocialLinkActive = ({ itemId, isActive }: { itemId: string; isActive: boolean }) =>
  adminRequest(itemPath(SOCIAL_LINKS.path, itemId), contentWriteResponseSchema, {
    method: 'PUT',
    body: { is_active: isActive },
  });

export function useSocialLinkMutations() {
  return {
    ...useSaveAndRemove(SOCIAL_LINKS),
    setActive: useAdminMutation(setSocialLinkActive, touched(SOCIAL_LINKS)),
  };
}

const updateSettings = (changes: SettingsUpdateInput) =>
  adminRequest('/api/settings', settingsUpdateResponseSchema, { method: 'PUT', body: changes });

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.settings(), answer.settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.site.settings() }),
  });
}
