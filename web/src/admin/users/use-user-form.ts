import type { FormEvent } from 'react';
import { MESSAGES, userPasswordSchema, userUpdateSchema } from '../../../../modules/admin/admin.schemas.ts';
import type { UserView } from '../../api/auth';
import type { UserUpdate } from '../../api/users';
import { useFormModal } from '../shared/form-modal';
import { pictureError } from '../shared/forms';
import { useFileChoice } from '../shared/image-choice';

type UserFormProps<Sent> = {
  /** Saves; rejects with the error to show. */
  onSave: (sent: Sent) => Promise<void>;
  /** Turns a failed save into the message to show. */
  describeError: (error: unknown) => string;
};

/** The text fields; the role is checked against the list when the form is sent. */
function initialValues(user: UserView): Record<'name' | 'email' | 'phone' | 'role', string> {
  return { name: user.name, email: user.email, phone: user.phone ?? '', role: user.role };
}

/** A user's edit form: name, email, phone and role, the picture and its removal, and the submit. */
export function useUserForm(user: UserView, { onSave, describeError }: UserFormProps<UserUpdate>) {
  const form = useFormModal(() => initialValues(user), describeError);
  const picture = useFileChoice('profile_picture', pictureError, form);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, userUpdateSchema, form.values, { profile_picture: picture.problem }, (data) =>
      onSave({
        name: data.name,
        email: data.email,
        phone: data.phone ?? '',
        role: data.role,
        profilePicture: picture.file,
        removeProfilePicture: picture.remove && !picture.file,
      }),
    );

  return { form, picture, onSubmit };
}

/** A new password typed twice, checked with the server's rule. */
export function useUserPasswordForm({ onSave, describeError }: UserFormProps<string>) {
  const form = useFormModal({ password: '', confirm: '' }, describeError);
  const { password, confirm } = form.values;
  const checks = { confirm: password !== confirm ? MESSAGES.passwordsMismatch : undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, userPasswordSchema, { password }, checks, (data) => onSave(data.password));

  return { form, onSubmit };
}
