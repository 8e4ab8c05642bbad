import { Mail, Phone, UserRound } from 'lucide-react';
import { ROLES } from '../../../../modules/admin/admin.schemas.ts';
import type { UserView } from '../../api/auth';
import type { UserUpdate } from '../../api/users';
import { Checkbox } from '../../components/checkbox';
import { ImagePicker } from '../../components/image-picker';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { uploadUrl } from '../../lib/api-client';
import { FormModal } from '../shared/form-modal';
import { ROLE_LABELS } from '../shared/roles';
import { useUserForm } from './use-user-form';

type UserEditModalProps = {
  user: UserView;
  onClose: () => void;
  /** Saves; rejects with the error to show. */
  onSave: (update: UserUpdate) => Promise<void>;
  /** Turns a failed save into the message to show. */
  describeError: (error: unknown) => string;
};

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Edit name, email, phone, role and picture of a user (spec: Users, edit modal). */
export function UserEditModal({ user, onClose, ...callbacks }: UserEditModalProps) {
  const { form, picture, onSubmit } = useUserForm(user, callbacks);
  const { values, saving } = form;

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
        currentSrc={user.profile_picture && !picture.remove ? uploadUrl(user.profile_picture) : null}
        file={picture.file}
        onFileChange={picture.choose}
        hint="An image under 5MB"
        error={picture.error}
        disabled={saving}
      />
      {user.profile_picture && (
        <Checkbox
          label="Remove current profile picture"
          checked={picture.remove}
          onChange={(event) => picture.setRemove(event.target.checked)}
          disabled={saving || picture.removeLocked}
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
