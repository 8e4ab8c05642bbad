import type { UserView } from '../../api/auth';
import { PasswordInput } from '../../components/password-input';
import { FormModal } from '../shared/form-modal';
import { useUserPasswordForm } from './use-user-form';

export const PASSWORD_HINT = 'Minimum 8 characters, with uppercase, lowercase and a number.';

type UserPasswordModalProps = {
  user: UserView;
  onClose: () => void;
  onSave: (password: string) => Promise<void>;
  describeError: (error: unknown) => string;
};

/** Set a new password for a user: typed twice, checked with the server's rule. */
export function UserPasswordModal({ user, onClose, ...callbacks }: UserPasswordModalProps) {
  const { form, onSubmit } = useUserPasswordForm(callbacks);

  return (
    <FormModal
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      title="Change password"
      description={`Set a new password for ${user.name} (${user.email}).`}
      size="sm"
      submitLabel="Change password"
      className="space-y-4"
    >
      <PasswordInput
        label="New password"
        {...form.field('password')}
        autoComplete="new-password"
        minLength={8}
        hint={PASSWORD_HINT}
        required
        data-autofocus
      />
      <PasswordInput
        label="Confirm password"
        {...form.field('confirm')}
        autoComplete="new-password"
        minLength={8}
        required
      />
    </FormModal>
  );
}
