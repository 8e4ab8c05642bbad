import type { TransactionView } from '../../api/payments';
import { type CodAction, TRANSACTION_MESSAGES } from '../../api/payments-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorText } from '../../lib/api-client';
import { formatKes } from '../../lib/format-kes';

const COPY = {
  'mark-paid': {
    title: 'Mark order as paid',
    confirm: 'Mark paid',
    busy: 'Saving…',
    body: 'The delivery agent collected the cash: the order becomes completed and its downloads open.',
  },
  cancel: {
    title: 'Cancel order',
    confirm: 'Cancel order',
    busy: 'Cancelling…',
    body: 'The order is cancelled and nothing is collected. This cannot be undone.',
  },
} as const;

type CodConfirmProps = {
  action: CodAction;
  transaction: TransactionView;
  onClose: () => void;
  onConfirm: () => Promise<void>;
};

/** Asks before settling a cash-on-delivery order; a refusal (409) keeps the dialog open with why. */
export function CodConfirm({ action, transaction, onClose, onConfirm }: CodConfirmProps) {
  const copy = COPY[action];
  return (
    <ConfirmDialog
      title={copy.title}
      confirmLabel={copy.confirm}
      busyLabel={copy.busy}
      onClose={onClose}
      onConfirm={onConfirm}
      describeError={(error) => errorText(error, TRANSACTION_MESSAGES.updateFailed)}
    >
      <p>
        <strong className="font-semibold text-zinc-950 dark:text-white">
          {transaction.merchant_reference}
        </strong>{' '}
        ({formatKes(transaction.totalPrice)}, {transaction.name || 'N/A'}): {copy.body}
      </p>
    </ConfirmDialog>
  );
}
