import type { UserView } from '../../api/auth';
import type { useUserMutations } from '../../api/users';
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
  const closeDialog = onClose;
  if (dialog?.kind === 'edit')
    return (
      <UserEditModal
        user={dialog.user}
        onClose={closeDialog}
        describeError={(error) => usersErrorMessage(error, USER_MESSAGES.updateFailed)}
        onSave={async (update) => {
          await mutations.update.mutateAsync({ id: dialog.user.id, update });
          closeDialog();
          announce({ tone: 'success', text: USER_MESSAGES.updated });
        }}
      />
    );
  if (dialog?.kind === 'password')
    return (
      <UserPasswordModal
        user={dialog.user}
        onClose={closeDialog}
        describeError={(error) => usersErrorMessage(error, USER_MESSAGES.passwordFailed)}
        onSave={async (password) => {
          await mutations.password.mutateAsync({ id: dialog.user.id, password });
          closeDialog();
          announce({ tone: 'success', text: USER_MESSAGES.passwordChanged });
        }}
      />
    );
  if (dialog?.kind === 'delete')
    return (
      <ConfirmDialog
        title="Delete user"
        confirmLabel="Delete user"
        onClose={closeDialog}
        describeError={(error) => usersErrorMessage(error, USER_MESSAGES.deleteFailed)}
        onConfirm={async () => {
          await mutations.remove.mutateAsync(dialog.user.id);
          closeDialog();
          announce({ tone: 'success', text: USER_MESSAGES.deleted });
        }}
      >
        <p>
          Delete <strong className="font-semibold text-zinc-950 dark:text-white">{dialog.user.name}</strong> (
          {dialog.user.email})? Their account and sign-in are removed for good. This action cannot be undone.
        </p>
      </ConfirmDialog>
    );
  return null;
}
