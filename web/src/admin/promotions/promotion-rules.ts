import { PROMOTION_TEXT_FIELDS, PROMOTION_TYPES } from '../../../../modules/content/content.schemas.ts';

/** Spec section 8, Promotions. */
export const PROMOTION_MESSAGES = {
  fetchFailed: 'Failed to fetch promotions',
  saveFailed: 'Failed to save promotion',
  saveError: 'An error occurred while saving the promotion',
  deleteFailed: 'Failed to delete promotion',
  deleteError: 'An error occurred while deleting the promotion',
  statusFailed: 'Failed to update promotion status',
  statusError: 'An error occurred while updating the promotion',
  created: 'Promotion created successfully!',
  updated: 'Promotion updated successfully!',
  deleted: 'Promotion deleted successfully!',
  activated: 'Promotion activated successfully!',
  deactivated: 'Promotion deactivated successfully!',
  empty: 'No promotions found. Create one to get started!',
} as const;

/** Spec section 3: the type is free text; the server's list of known types is offered. */
export const PROMOTION_TYPE_SUGGESTIONS = PROMOTION_TYPES;

/**
 * Spec section 4 (Promotion image): a chosen file is previewed; 'Remove image' marks removal
 * (remove_image=true is sent); choosing a new file clears the mark.
 */
export type ImageState = { file: File | null; remove: boolean };

export type ImageAction = { type: 'choose'; file: File | null } | { type: 'remove' };

export const INITIAL_IMAGE: ImageState = { file: null, remove: false };

export function imageReducer(state: ImageState, action: ImageAction): ImageState {
  if (action.type === 'choose') return { file: action.file, remove: action.file ? false : state.remove };
  // Removing while a new file is chosen drops that file and the saved image alike.
  return { file: null, remove: true };
}

/** The image fields of the multipart body: the new file, or remove_image=true, or nothing. */
export function imageFormFields(state: ImageState): [name: string, value: File | string][] {
  if (state.file) return [['image', state.file]];
  if (state.remove) return [['remove_image', 'true']];
  return [];
}

export type PromotionTextField = (typeof PROMOTION_TEXT_FIELDS)[number];
export type PromotionFormValues = Record<PromotionTextField, string> & { is_active: boolean; is_ad: boolean };

/**
 * The multipart body of a promotion. Spec section 5: empty fields are not sent. On an edit, a field
 * the admin emptied is sent blank, since leaving it out would keep the saved text.
 */
export function buildPromotionForm(
  values: PromotionFormValues,
  image: ImageState,
  saved?: Partial<Record<PromotionTextField, string | number | null>>,
): FormData {
  const form = new FormData();
  for (const field of PROMOTION_TEXT_FIELDS) {
    const value = values[field].trim();
    const before = saved?.[field];
    if (value) form.append(field, value);
    else if (before !== undefined && before !== null && String(before) !== '') form.append(field, '');
  }
  form.append('is_active', String(values.is_active));
  form.append('is_ad', String(values.is_ad));
  for (const [name, value] of imageFormFields(image)) form.append(name, value);
  return form;
}
