import { Mail, Phone, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ROLES, userUpdateSchema } from '../../../../modules/admin/admin.schemas.ts';
import type { UserView } from '../../api/auth';
import type { UserUpdate } from '../../api/users';
import { Checkbox } from '../../components/checkbox';
import { ImagePicker } from '../../components/image-picker';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { uploadUrl } from '../../lib/api-client';
import { FormModal, useFormModal } from '../shared/form-modal';
import { pictureError } from '../shared/forms';
import { ROLE_LABELS } from '../shared/roles';

type UserEditModalProps = {
  user: UserView;
  onClose: () => void;
  /** Saves; rejects with the error to show. */
  onSave: (update: UserUpdate) => Promise<void>;
  /** Turns a failed save into the message to show. */
  describeError: (error: unknown) => string;
};

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The text fields; the role is checked against the list when the form is sent. */
function initialValues(user: UserView): Record<'name' | 'email' | 'phone' | 'role', string> {
  return { name: user.name, email: user.email, phone: user.phone ?? '', role: user.role };
}

/** Edit name, email, phone, role and picture of a user (spec: Users, edit modal). */
export function UserEditModal({ user, onClose, onSave, describeError }: UserEditModalProps) {
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const form = useFormModal(() => initialValues(user), describeError);
  const { values, errors, setErrors, saving } = form;

  function onPictureChange(file: File | null) {
    setPicture(file);
    if (file) setRemovePicture(false);
    setErrors((current) => ({ ...current, profile_picture: pictureError(file) }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate(userUpdateSchema, values, { profile_picture: pictureError(picture) });
    if (!data) return;
    await form.save(() =>
      onSave({
        name: data.name,
        email: data.email,
        phone: data.phone ?? '',
        role: data.role,
        profilePicture: picture,
        removeProfilePicture: removePicture && !picture,
      }),
    );
  }

  return (
    <FormModal
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      title="Edit user"
      description={`Update ${user.name}'s account details.`}
      size="lg"
      submitLabel={'Save changes'}
    >
      <ImagePicker
        label="Profile picture"
        name={values.name || user.name}
        currentSrc={user.profile_picture && !removePicture ? uploadUrl(user.profile_picture) : null}
        file={picture}
        onFileChange={onPictureChange}
        hint="An image under 5MB"
        error={errors.profile_picture}
        disabled={saving}
      />
      {user.profile_picture && (
        <Checkbox
          label="Remove current profile picture"
          checked={removePicture}
          onChange={(event) => setRemovePicture(event.target.checked)}
          disabled={saving || picture !== null}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Full name" {...form.field('name')} icon={<UserRound />} required data-autofocus />
        <Input label="Email address" {...form.field('email')} type="email" icon={<Mail />} required />
        <Input label="Phone number" {...form.field('phone')} type="tel" icon={<Phone />} />
        <Select label="Role" {...form.field('role')} options={ROLE_OPTIONS} />
      </div>
    </FormModal>
  );
}
