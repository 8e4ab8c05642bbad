import type { FormEvent } from 'react';
import { profileUpdateSchema } from '../../../../modules/admin/admin.schemas.ts';
import { type ProfileChanges, type UserView, useUpdateProfileMutation } from '../../api/auth';
import { serverMessage } from '../../lib/api-client';
import { checkForm, pictureError, serverFieldErrors, useFormFields } from '../shared/forms';
import { useFileChoice } from '../shared/image-choice';

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile data',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
} as const;

export type Notice = { tone: 'success' | 'error'; text: string } | null;

type Values = { name: string; email: string; phone: string };

function valuesOf(user: UserView): Values {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

/** Only what differs from the saved profile (spec section 7: PUT sends only the changed fields). */
export function changedFields(user: UserView, values: Values): Omit<ProfileChanges, 'profilePicture'> {
  const saved = valuesOf(user);
  const changes: Omit<ProfileChanges, 'profilePicture'> = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    if (values[key].trim() !== saved[key].trim()) changes[key] = values[key].trim();
  }
  return changes;
}

/**
 * The profile form: its fields, the new photo, whether anything changed, the submit (only the
 * changed fields, checked with the server's schema; the outcome goes to `onNotice`) and the reset.
 */
export function useProfileForm(user: UserView, onNotice: (notice: Notice) => void) {
  const update = useUpdateProfileMutation();
  const busy = update.isPending;
  const form = useFormFields(() => valuesOf(user), busy);
  const picture = useFileChoice('profilePicture', pictureError, form);
  const changes = changedFields(user, form.values);
  const dirty = Object.keys(changes).length > 0 || picture.file !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNotice(null);
    const checked = checkForm(profileUpdateSchema, changes, { profilePicture: picture.problem });
    if (!checked.data) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      await update.mutateAsync({ ...checked.data, profilePicture: picture.file });
      onNotice({ tone: 'success', text: PROFILE_MESSAGES.updated });
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      onNotice({ tone: 'error', text: serverMessage(error) ?? PROFILE_MESSAGES.updateFailed });
    }
  }

  function reset() {
    form.setValues(valuesOf(user));
    picture.choose(null);
    form.setErrors({});
  }

  return { form, picture, busy, dirty, onSubmit, reset };
}
