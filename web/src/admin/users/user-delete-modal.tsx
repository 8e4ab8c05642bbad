import { TriangleExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import type { UserView } from '../../api/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

type UserDeleteModalProps = {
  user: UserView;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  describeError: (error: unknown) => string;
};

/** Asks before deleting a user; the server's refusal (e.g. the last admin) shows here. */
export function UserDeleteModal({ user, onClose, onConfirm, describeError }: UserDeleteModalProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setFailure(null);
    setDeleting(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeError(error));
      setDeleting(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!deleting}
      title="Delete user"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={deleting} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={deleting}>
            {deleting ? 'Deleting…' : 'Delete user'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-400">
            <TriangleExclamationPoint aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Delete <strong className="font-semibold text-zinc-950 dark:text-white">{user.name}</strong> (
            {user.email})? Their account and sign-in are removed for good. This action cannot be undone.
          </p>
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Modal>
  );
}
