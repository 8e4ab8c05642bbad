import type { DownloadFile, TransactionView } from '../../api/payments';
import { TRANSACTION_MESSAGES } from '../../api/payments-admin';
import { ActionConfirm } from '../shared/action-confirm';

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
    <ActionConfirm
      copy={{ title: 'Re-issue download', confirm: 'Re-issue', busy: 'Re-issuing…' }}
      failed={TRANSACTION_MESSAGES.updateFailed}
      onClose={onClose}
      onConfirm={onConfirm}
      subject={file.name}
    >
      of order {transaction.merchant_reference} ({transaction.name || 'N/A'}) can be downloaded once more,
      from the buyer's order page or a "Lost your links?" email. The order's timeline records it.
    </ActionConfirm>
  );
}
