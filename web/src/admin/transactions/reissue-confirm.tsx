import type { DownloadFile, TransactionView } from '../../api/payments';
import { TRANSACTION_MESSAGES } from '../../api/payments-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText } from '../../lib/api-client';

type ReissueConfirmProps = {
  transaction: TransactionView;
  file: DownloadFile;
  onClose: () => void;
  onConfirm: () => Promise<void>;
};

/**
 * Asks before re-issuing a used download (beyond the spec, issue 17): the buyer's copy broke and
 * the file may be downloaded once more. A refusal keeps the dialog open with the server's reason.
 */
export function ReissueConfirm({ transaction, file, onClose, onConfirm }: ReissueConfirmProps) {
  return (
    <ConfirmDialog
      title="Re-issue download"
      confirmLabel="Re-issue"
      busyLabel="Re-issuing…"
      onClose={onClose}
      onConfirm={onConfirm}
      describeError={(error) => errorText(error, TRANSACTION_MESSAGES.updateFailed)}
    >
      <p>
        <strong className="font-semibold text-zinc-950 dark:text-white">{file.name}</strong> of order{' '}
        {transaction.merchant_reference} ({transaction.name || 'N/A'}) can be downloaded once more, from the
        buyer's order page or a "Lost your links?" email. The order's timeline records it.
      </p>
    </ConfirmDialog>
  );
}
