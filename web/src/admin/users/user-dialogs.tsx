import type { UserView } from '../../api/auth';
import type { UserUpdate, useUserMutations } from '../../api/users';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Notice } from '../shared/content-form';
import { UserEditModal } from './user-edit-modal';
import { USER_MESSAGES, usersErrorMessage } from './user-messages';
import { UserPasswordModal } from './user-password-modal';

/** The users screen's open dialog, with the user it is about. */
export type UserDialog = { kind: 'edit' | 'password' | 'delete'; user: UserView } | null;

type UserDialogsProps = {
  dialog: UserDialog;
  onClose: () => void;
  mutations: ReturnType<typeof useUserMutations>;
  announce: (notice: Notice) => void;
};

/** The edit, password and delete dialogs of /admin/users; each closes and announces on success. */
export function UserDialogs({ dialog, onClose, mutations, announce }: UserDialogsProps) {
  if (!dialog) return null;
  const { user } = dialog;
  /** A dialog's save: `call`, then close and announce `done`; a failure reads `failed` (the dialog stays). */
  const saving = <V,>(call: (value: V) => Promise<unknown>, done: string, failed: string) => ({
    onClose,
    describeError: (error: unknown) => usersErrorMessage(error, failed),
    onSave: async (value: V) => {
      await call(value);
      onClose();
      announce({ tone: 'success', text: done });
    },
  });
  const { update, password, remove } = mutations;
  const { updated, updateFailed, passwordChanged, passwordFailed, deleted, deleteFailed } = USER_MESSAGES;

  if (dialog.kind === 'edit') {
    const save = (changes: UserUpdate) => update.mutateAsync({ id: user.id, update: changes });
    return <UserEditModal user={user} {...saving(save, updated, updateFailed)} />;
  }
  if (dialog.kind === 'password') {
    const save = (next: string) => password.mutateAsync({ id: user.id, password: next });
    return <UserPasswordModal user={user} {...saving(save, passwordChanged, passwordFailed)} />;
  }
  const { onSave, ...confirm } = saving(() => remove.mutateAsync(user.id), deleted, deleteFailed);
  return (
    <ConfirmDialog
      title="Delete user"
      confirmLabel="Delete user"
      onConfirm={() => onSave(undefined)}
      {...confirm}
    >
      <p>
        Delete <strong className="font-semibold text-zinc-950 dark:text-white">{user.name}</strong> (
        {user.email}
        )? Their account and sign-in are removed for good. This action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
