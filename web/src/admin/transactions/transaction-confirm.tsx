import type { DownloadFile, TransactionView } from '../../api/payments';
import { type CodAction, TRANSACTION_MESSAGES } from '../../api/payments-admin';
import { formatKes } from '../../lib/format-kes';
import { ActionConfirm } from '../shared/action-confirm';

/** What the transactions screen asks about: settling a COD order, or re-issuing a used download. */
export type TransactionAction =
  | { action: CodAction; transaction: TransactionView }
  | { action: 'reissue'; transaction: TransactionView; file: DownloadFile };

const COPY = {
  'mark-paid': { title: 'Mark order as paid', confirm: 'Mark paid', busy: 'Saving…' },
  cancel: { title: 'Cancel order', confirm: 'Cancel order', busy: 'Cancelling…' },
  reissue: { title: 'Re-issue download', confirm: 'Re-issue', busy: 'Re-issuing…' },
} as const;

const COD_BODY = {
  'mark-paid': 'The delivery agent collected the cash: the order becomes completed and its downloads open.',
  cancel: 'The order is cancelled and nothing is collected. This cannot be undone.',
} as const;

/** A Pesapal order's cancel: CancelOrder at Pesapal, after which nobody can pay it. */
const PESAPAL_CANCEL =
  'The order is cancelled at Pesapal, so the buyer can no longer pay it. This cannot be undone.';

/** The banner after a confirmed action. */
export function transactionDone(open: TransactionAction): string {
  const reference = open.transaction.merchant_reference;
  if (open.action === 'reissue') return `${open.file.name} re-issued: the buyer can download it once more`;
  return open.action === 'mark-paid' ? `${reference} marked as paid` : `${reference} cancelled`;
}

type TransactionConfirmProps = {
  open: TransactionAction;
  onClose: () => void;
  onConfirm: () => Promise<void>;
};

/**
 * Asks before settling a cash-on-delivery order, or before re-issuing a used download (beyond the
 * spec, issue 17: the buyer's copy broke and the file may be downloaded once more). A refusal
 * (409) keeps the dialog open with the server's reason.
 */
export function TransactionConfirm({ open, onClose, onConfirm }: TransactionConfirmProps) {
  const { transaction } = open;
  const buyer = transaction.name || 'N/A';
  return (
    <ActionConfirm
      copy={COPY[open.action]}
      failed={TRANSACTION_MESSAGES.updateFailed}
      onClose={onClose}
      onConfirm={onConfirm}
      subject={open.action === 'reissue' ? open.file.name : transaction.merchant_reference}
    >
      {open.action === 'reissue' ? (
        <>
          of order {transaction.merchant_reference} ({buyer}) can be downloaded once more, from the buyer's
          order page or a "Lost your links?" email. The order's timeline records it.
        </>
      ) : (
        <>
          ({formatKes(transaction.totalPrice)}, {buyer}):{' '}
          {open.action === 'cancel' && transaction.payment_type !== 'cod'
            ? PESAPAL_CANCEL
            : COD_BODY[open.action]}
        </>
      )}
    </ActionConfirm>
  );
}
