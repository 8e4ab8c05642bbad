import { type FormEvent, useState } from 'react';
import type { TransactionView } from '../../api/payments';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { Textarea } from '../../components/textarea';
import { errorText } from '../../lib/api-client';
import { formatKes } from '../../lib/format-kes';

export const REFUND_COPY = {
  title: 'Refund payment',
  failed: 'The refund could not be asked. Please try again.',
  inFullOnly: 'M-Pesa and Airtel Money payments can only be refunded in full.',
  byHand: 'Cash on delivery: give the money back yourself; this records it.',
  reasonRequired: 'Say why: Pesapal and the order timeline keep it.',
  amountRange: (max: number) => `Enter an amount above 0 and at most ${formatKes(max)}.`,
} as const;

type RefundDialogProps = {
  transaction: TransactionView;
  onClose: () => void;
  /** Sends the refund (`amount` undefined: everything paid); a rejection keeps the dialog open. */
  onRefund: (input: { amount?: number; reason: string }) => Promise<void>;
};

/**
 * Asks what to refund and why (issue 32). The server's `refund_options` say how much may go back
 * and whether in part: cards and cash in part or in full, mobile money only in full. Pesapal's
 * refusal arrives later, on the transaction (the list shows it).
 */
export function RefundDialog({ transaction, onClose, onRefund }: RefundDialogProps) {
  const options = transaction.refund_options ?? { max: transaction.totalPrice, partial: false };
  const cod = transaction.payment_type === 'cod';
  const [amount, setAmount] = useState(options.max.toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = Number(amount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      amount:
        options.partial && !(Number.isFinite(value) && value > 0 && value <= options.max)
          ? REFUND_COPY.amountRange(options.max)
          : undefined,
      reason: reason.trim() ? undefined : REFUND_COPY.reasonRequired,
    };
    setErrors(found);
    if (found.amount || found.reason) return;
    setBusy(true);
    setFailure(null);
    try {
      const partial = options.partial && Math.round(value * 100) !== Math.round(options.max * 100);
      await onRefund({ amount: partial ? Math.round(value * 100) / 100 : undefined, reason: reason.trim() });
    } catch (error) {
      setFailure(errorText(error, REFUND_COPY.failed));
      setBusy(false);
    }
  }

  const shown = options.partial && Number.isFinite(value) && value > 0 ? value : options.max;
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={REFUND_COPY.title}
      size="sm"
      description={
        <>
          Order <strong className="font-semibold">{transaction.merchant_reference}</strong> (
          {transaction.name || 'N/A'}
          ), paid {formatKes(options.max)}
          {transaction.payment_method ? ` by ${transaction.payment_method}` : ''}.
        </>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="refund-form" loading={busy}>
            {busy ? 'Refunding…' : `Refund ${formatKes(shown)}`}
          </Button>
        </>
      }
    >
      <form id="refund-form" className="space-y-4" onSubmit={submit} noValidate>
        <Input
          label="Amount (KES)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          readOnly={!options.partial}
          hint={options.partial ? (cod ? REFUND_COPY.byHand : undefined) : REFUND_COPY.inFullOnly}
          error={errors.amount}
        />
        <Textarea
          label="Reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          hint="Sent to Pesapal with your name; the buyer does not see it."
        />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
