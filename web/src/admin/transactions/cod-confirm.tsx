import type { TransactionView } from '../../api/payments';
import { type CodAction, TRANSACTION_MESSAGES } from '../../api/payments-admin';
import { formatKes } from '../../lib/format-kes';
import { ActionConfirm } from '../shared/action-confirm';

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
  return (
    <ActionConfirm
      copy={COPY[action]}
      failed={TRANSACTION_MESSAGES.updateFailed}
      onClose={onClose}
      onConfirm={onConfirm}
      subject={transaction.merchant_reference}
    >
      ({formatKes(transaction.totalPrice)}, {transaction.name || 'N/A'}): {COPY[action].body}
    </ActionConfirm>
  );
}
