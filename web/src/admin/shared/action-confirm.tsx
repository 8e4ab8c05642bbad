import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText } from '../../lib/api-client';

/** A confirmation's title, confirm button text and the button's text while the call runs. */
export type ConfirmCopy = { title: string; confirm: string; busy: string };

type ActionConfirmProps = {
  copy: ConfirmCopy;
  /** What a failure says when the server gives no reason. */
  failed: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** What the action is about, in bold at the start of the question. */
  subject: ReactNode;
  /** The rest of the question after the subject. */
  children: ReactNode;
};

/** Asks before an action on one row; a failure keeps the dialog open with the server's reason. */
export function ActionConfirm({ copy, failed, onClose, onConfirm, subject, children }: ActionConfirmProps) {
  return (
    <ConfirmDialog
      title={copy.title}
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      onClose={onClose}
      onConfirm={onConfirm}
      describeError={(error) => errorText(error, failed)}
    >
      <p>
        <strong className="font-semibold text-zinc-950 dark:text-white">{subject}</strong> {children}
      </p>
    </ConfirmDialog>
  );
}
