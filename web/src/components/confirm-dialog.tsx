import { TriangleExclamationPoint } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  /** The confirm button's text, e.g. 'Delete skill'. */
  confirmLabel: string;
  busyLabel?: string;
  onClose: () => void;
  /** Runs the action; a rejection keeps the dialog open with the message from `describeError`. */
  onConfirm: () => Promise<void>;
  describeError: (error: unknown) => string;
};

/** Asks before a destructive action; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel = 'Deleting…',
  onClose,
  onConfirm,
  describeError,
}: ConfirmDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(describeError(error));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-600 dark:bg-rose-500/10 dark:text-rose-400">
            <TriangleExclamationPoint aria-hidden="true" className="size-5" />
          </span>
          <div className="text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
        </div>
        {failure && <Alert tone="error">{failure}</Alert>}
      </div>
    </Modal>
  );
}
