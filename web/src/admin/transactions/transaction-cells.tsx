import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { TransactionView } from '../../api/payments';
import { Badge } from '../../components/badge';
import { IconButton } from '../../components/icon-button';
import { paymentStatusTone } from '../../lib/payment-status';
import { formatDate } from '../shared/format';

/** What the table's rows and the phone cards share. */
export const keyOf = (transaction: TransactionView) => String(transaction.id);
export const dateOf = (transaction: TransactionView) =>
  formatDate(transaction.transaction_date ?? transaction.created_at);

export function StatusBadge({ transaction }: { transaction: TransactionView }) {
  return <Badge tone={paymentStatusTone(transaction.payment_status)}>{transaction.payment_status}</Badge>;
}

export function ExpandButton({
  open,
  controls,
  label,
  onToggle,
}: {
  open: boolean;
  controls: string;
  label: string;
  onToggle: () => void;
}) {
  return (
    <IconButton
      label={`Details of ${label}`}
      aria-expanded={open}
      // Points at the details only while they exist: a dangling reference is an axe error.
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      className="size-9"
    >
      <ChevronDown
        aria-hidden="true"
        className={clsx('size-4.5 transition-transform', open && 'rotate-180')}
      />
    </IconButton>
  );
}
