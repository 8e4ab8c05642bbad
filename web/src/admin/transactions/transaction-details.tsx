import { ArrowRight, Ban, CircleCheck, Download, RotateCcw, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DownloadFile, TransactionView } from '../../api/payments';
import type { CodAction } from '../../api/payments-admin';
import { Button } from '../../components/button';
import { formatKes } from '../../lib/format-kes';
import { isFileDownloaded } from '../../lib/payment-status';
import { formatDateTime } from '../shared/format';
import { BuyerEmail } from './buyer-email';

/** The admin spec's fallback for a missing contact field. */
const NA = 'N/A';

/** A cash-on-delivery order still waiting for its cash: the only kind an admin can settle. */
export function isOpenCodOrder(transaction: TransactionView): boolean {
  return transaction.payment_type === 'cod' && transaction.payment_status.toUpperCase() === 'PENDING';
}

/** A Pesapal order nobody has paid (pending, failed or expired): the owner may cancel it at Pesapal. */
export function isCancellablePesapalOrder(transaction: TransactionView): boolean {
  return (
    transaction.payment_type !== 'cod' &&
    ['PENDING', 'FAILED', 'EXPIRED'].includes(transaction.payment_status.toUpperCase())
  );
}

const REFUND_STATUS: Record<string, string> = {
  requested: 'Sending to Pesapal…',
  sending: 'Sending to Pesapal…',
  accepted: 'Received by Pesapal',
  refused: 'Refused by Pesapal',
};

/** The refund as the owner follows it: how much, where it is, Pesapal's words, why and by whom. */
function RefundLines({ refund }: { refund: NonNullable<TransactionView['refund']> }) {
  const status =
    refund.method === 'manual' ? 'Refunded by hand' : (REFUND_STATUS[refund.status] ?? refund.status);
  return (
    <dl
      className="mt-3 space-y-1 rounded-xl border border-zinc-200 p-3 dark:border-white/10"
      aria-label="Refund"
    >
      <Line label="Refund" value={`${formatKes(refund.amount)} (${refund.full ? 'in full' : 'in part'})`} />
      <Line label="Status" value={status} />
      {refund.message && <Line label="Pesapal" value={refund.message} />}
      {refund.reason && <Line label="Reason" value={refund.reason} />}
      {refund.requested_by && <Line label="Asked by" value={refund.requested_by} />}
    </dl>
  );
}

function Block({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    // min-w-0: a long code or summary wraps inside its column instead of widening the grid.
    <section className={`min-w-0 break-words ${className ?? ''}`}>
      <h3 className="font-semibold text-xs text-zinc-500 uppercase tracking-wide dark:text-zinc-400">
        {title}
      </h3>
      <div className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
    </section>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-zinc-500 dark:text-zinc-400">{label}:</dt>
      <dd className="min-w-0 break-all">{value}</dd>
    </div>
  );
}

type TransactionDetailsProps = {
  transaction: TransactionView;
  id: string;
  onCod: (action: CodAction, transaction: TransactionView) => void;
  onReissue: (transaction: TransactionView, file: DownloadFile) => void;
  onRefund: (transaction: TransactionView) => void;
};

/** The expanded part of a row: contact, payment details, items, files and the order's timeline. */
export function TransactionDetails({ transaction, id, onCod, onReissue, onRefund }: TransactionDetailsProps) {
  const details = transaction.payment_method_details;
  const paid = transaction.payment_status.toUpperCase() === 'COMPLETED';
  const timeline = transaction.timeline ?? [];
  return (
    <div
      id={id}
      className="grid gap-6 bg-zinc-50/70 p-4 sm:grid-cols-2 sm:p-5 xl:grid-cols-3 dark:bg-white/[0.02]"
    >
      <Block title="Customer">
        <dl className="space-y-1">
          <Line label="Name" value={transaction.name || NA} />
          <Line label="Email" value={transaction.email || NA} />
          <Line label="Phone" value={transaction.phone || NA} />
        </dl>
        <BuyerEmail transaction={transaction} />
      </Block>
      <Block title="Payment">
        <dl className="space-y-1">
          <Line label="Confirmation code" value={details?.confirmation_code || NA} />
          <Line label="Account" value={details?.payment_account || NA} />
          <Line label="Tracking ID" value={transaction.tracking_id || NA} />
          {transaction.discount_code && (
            <>
              <Line label="Subtotal" value={formatKes(transaction.subtotal ?? transaction.totalPrice)} />
              <Line
                label="Discount"
                value={`${transaction.discount_code}: -${formatKes(transaction.discount_amount ?? 0)}`}
              />
            </>
          )}
        </dl>
        {isOpenCodOrder(transaction) && (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => onCod('mark-paid', transaction)}>
              <CircleCheck aria-hidden="true" className="size-4" />
              Mark paid
            </Button>
            <Button size="sm" variant="outline" onClick={() => onCod('cancel', transaction)}>
              <Ban aria-hidden="true" className="size-4" />
              Cancel
            </Button>
          </div>
        )}
        {(isCancellablePesapalOrder(transaction) || transaction.refund_options) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {isCancellablePesapalOrder(transaction) && (
              <Button size="sm" variant="outline" onClick={() => onCod('cancel', transaction)}>
                <Ban aria-hidden="true" className="size-4" />
                Cancel order
              </Button>
            )}
            {transaction.refund_options && (
              <Button size="sm" variant="outline" onClick={() => onRefund(transaction)}>
                <Undo2 aria-hidden="true" className="size-4" />
                Refund
              </Button>
            )}
          </div>
        )}
        {transaction.refund && <RefundLines refund={transaction.refund} />}
      </Block>
      <Block title="Items" className="sm:col-span-2 xl:col-span-1">
        <ul className="space-y-1">
          {transaction.items.map((item) => (
            <li key={String(item.id)}>
              {item.name} × {item.quantity} — {formatKes(item.total)}
            </li>
          ))}
        </ul>
        {transaction.downloaded_files.length > 0 && (
          <ul aria-label="Files" className="mt-3 space-y-1">
            {transaction.downloaded_files.map((file) => (
              <li key={file.index} className="flex items-center gap-1.5">
                <Download aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
                <span className="break-all">{file.name}</span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  ({isFileDownloaded(transaction, file.index) ? 'downloaded' : 'not downloaded'})
                </span>
                {paid && isFileDownloaded(transaction, file.index) && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="ml-auto shrink-0"
                    aria-label={`Re-issue ${file.name}`}
                    onClick={() => onReissue(transaction, file)}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Re-issue
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block title="Timeline" className="sm:col-span-2 xl:col-span-3">
        {timeline.length === 0 ? (
          <p>No events recorded.</p>
        ) : (
          <ol
            aria-label="Order timeline"
            className="space-y-2 border-zinc-200 border-l pl-3 dark:border-white/10"
          >
            {timeline.map((entry) => (
              <li key={`${entry.at}-${entry.source}-${entry.summary}`}>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  {formatDateTime(entry.at)} · {entry.source}
                </p>
                <p>{entry.summary}</p>
                {(entry.state_before || entry.state_after) && (
                  <p className="flex items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
                    {entry.state_before || '—'}
                    <ArrowRight aria-label="to" className="size-3" />
                    {entry.state_after || '—'}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Block>
    </div>
  );
}
