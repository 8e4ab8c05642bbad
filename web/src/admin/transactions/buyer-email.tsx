import { Mail, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TransactionView } from '../../api/payments';
import { useBuyerEmailMutation, useResendReceiptMutation } from '../../api/payments-admin';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { errorText } from '../../lib/api-client';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The buyer's email with a way to correct it (a mistyped address gets no receipt), and, for a
 * paid order, to send the receipt again to the address it now has (issue 32). Both are on the
 * order's timeline.
 */
export function BuyerEmail({ transaction }: { transaction: TransactionView }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(transaction.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const change = useBuyerEmailMutation();
  const resend = useResendReceiptMutation();
  const id = String(transaction.id);
  const paid = ['COMPLETED', 'PARTIALLY_REFUNDED'].includes(transaction.payment_status.toUpperCase());

  async function save(event: FormEvent) {
    event.preventDefault();
    const email = value.trim();
    if (!EMAIL.test(email)) return setError('Enter a valid email address');
    setError(undefined);
    try {
      const answer = await change.mutateAsync({ id, email });
      setValue(answer.email ?? email);
      setEditing(false);
      setNote(`Email corrected to ${answer.email ?? email}`);
    } catch (failure) {
      setError(errorText(failure, 'The email could not be saved'));
    }
  }

  async function sendAgain() {
    setNote('');
    try {
      const answer = await resend.mutateAsync(id);
      setNote(`Receipt sent to ${answer.email ?? 'the buyer'}`);
    } catch (failure) {
      setNote(errorText(failure, 'The receipt could not be sent'));
    }
  }

  function edit() {
    // From what the order has now, whatever was typed in an abandoned edit.
    setValue(transaction.email ?? '');
    setError(undefined);
    setEditing(true);
  }

  if (editing) {
    return (
      <form className="mt-2 space-y-2" onSubmit={save} noValidate>
        <Input
          label="Buyer's email"
          type="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          autoComplete="off"
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" type="submit" loading={change.isPending}>
            Save email
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={change.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={edit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit email
        </Button>
        {paid && (
          <Button size="sm" variant="outline" onClick={sendAgain} loading={resend.isPending}>
            <Mail aria-hidden="true" className="size-4" />
            Resend receipt
          </Button>
        )}
      </div>
      <p role="status" className="min-h-4 text-xs text-zinc-500 dark:text-zinc-400">
        {note}
      </p>
    </div>
  );
}
