import { CircleCheck, LifeBuoy, Mail, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  type DownloadFile,
  type TransactionView,
  transactionSchema,
} from '../../../../modules/payments/payments-views.schemas.ts';
import { PAYMENT_MESSAGES, useTransactionQuery } from '../../api/payments';
import { useSiteMutation } from '../../api/site-mutation';
import { Alert } from '../../components/alert';
import { Button, buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { isFileDownloaded } from '../../lib/payment-status';
import { CONTACT, SECTION_IDS } from '../../lib/site';
import { IconTile } from '../shared/status-card';
import { downloadPurchasedFile } from './download-file';
import { DownloadsList } from './downloads-list';
import { OrderHelpLink } from './order-help-link';
import { OrderDetails, PurchasedItems } from './order-summary';
import { PaymentSuccessSkeleton } from './payment-success-skeleton';
import { receiptCustomer } from './receipt-data';
import { useDownloadBanner } from './use-download-banner';

/** Spec (public section 9): the transaction is read again 1 s after a download. */
export const REFETCH_AFTER_DOWNLOAD_MS = 1000;
/** Spec (public section 9): support window. */
export const SUPPORT_WINDOW_DAYS = 30;

/** Navigation state is outside input too: only a transaction that parses is used. */
function transactionFromState(state: unknown): TransactionView | undefined {
  if (!state || typeof state !== 'object' || !('transaction' in state)) return undefined;
  const parsed = transactionSchema.safeParse(state.transaction);
  return parsed.success ? parsed.data : undefined;
}

function Panel({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 font-semibold text-lg text-zinc-950 dark:text-white">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/**
 * /payment-success (public spec section 2): the paid order, its single-use downloads and the ways on.
 * It reads the transaction from navigation state, or (beyond the spec, for links in emails) from
 * `?trackingId=`; with neither it goes home.
 */
export function PaymentSuccessPageContent() {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = transactionFromState(location.state);
  const trackingId = fromState?.tracking_id ?? fromState?.order_tracking_id ?? params.get('trackingId') ?? '';
  const query = useTransactionQuery(trackingId, fromState);

  if (!trackingId && !fromState) return <Navigate to="/" replace />;
  if (query.data) {
    return <PaidOrder transaction={query.data} trackingId={trackingId} refetch={query.refetch} />;
  }
  if (query.isError) {
    return (
      <Container className="max-w-xl space-y-6 py-16 text-center">
        <Alert tone="error" title="We could not load your order" className="text-left">
          {query.error.message}
        </Alert>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
      </Container>
    );
  }
  return <PaymentSuccessSkeleton />;
}

type PaidOrderProps = { transaction: TransactionView; trackingId: string; refetch: () => unknown };

function PaidOrder({ transaction, trackingId, refetch }: PaidOrderProps) {
  const navigate = useNavigate();
  const { banner, show, dismiss } = useDownloadBanner();
  // Marks files saved in this visit at once; the refetch then brings the server's own marks.
  const [savedNow, setSavedNow] = useState<ReadonlySet<number>>(new Set());
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  // One file at a time: each link works once, and the list's buttons wait while one downloads.
  const download = useSiteMutation({
    mutationFn: (file: DownloadFile) => downloadPurchasedFile(trackingId, file),
    onSuccess: (result, file) => {
      show(result);
      if (result.kind === 'done') setSavedNow((current) => new Set(current).add(file.index));
      clearTimeout(refetchTimer.current);
      refetchTimer.current = setTimeout(refetch, REFETCH_AFTER_DOWNLOAD_MS);
    },
  });
  const busyIndex = download.isPending ? download.variables.index : null;

  // Reached by link (beyond the spec) an order may not be paid yet: its files stay closed.
  // A partial refund keeps the files (issue 32); a full one closes them.
  const state = transaction.payment_status.toUpperCase();
  const paid = state === 'COMPLETED' || state === 'PARTIALLY_REFUNDED';
  const isDownloaded = (file: DownloadFile) =>
    savedNow.has(file.index) || isFileDownloaded(transaction, file.index);

  return (
    <Container className="max-w-3xl space-y-6 py-10 sm:py-14">
      <div className="text-center">
        <IconTile icon={CircleCheck} tone="emerald" className="mx-auto" />
        <h1 className="mt-4 font-semibold text-2xl text-zinc-950 tracking-tight sm:text-3xl dark:text-white">
          Thank you for your purchase!
        </h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-300">
          {paid
            ? 'Your payment went through. Your files are below.'
            : state === 'REFUNDED'
              ? PAYMENT_MESSAGES.refunded
              : 'Your order is waiting for its payment.'}
        </p>
      </div>

      {banner && (
        <Alert tone={banner.tone} title={banner.title} onDismiss={dismiss}>
          {banner.text}
        </Alert>
      )}

      <Panel title="Order Details">
        <OrderDetails transaction={transaction} />
      </Panel>

      <Panel title="Items Purchased">
        <PurchasedItems transaction={transaction} />
      </Panel>

      <Panel title="Your Downloads">
        <p className="mb-2 flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-amber-800 text-sm dark:bg-amber-500/10 dark:text-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Each download link works only once. Save every file somewhere safe as soon as it downloads.
        </p>
        {paid ? (
          <DownloadsList
            files={transaction.downloaded_files}
            isDownloaded={isDownloaded}
            busyIndex={busyIndex}
            onDownload={(file) => void download.send(file)}
          />
        ) : (
          <Alert tone="info">Your downloads open as soon as the payment is completed.</Alert>
        )}
      </Panel>

      <div className="grid gap-6 sm:grid-cols-2">
        <Panel
          title="Email Confirmation"
          icon={<Mail aria-hidden="true" className="size-5 text-indigo-500" />}
        >
          <p className="text-sm text-zinc-600 dark:text-zinc-300">
            A confirmation with your receipt is on its way to your email.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() =>
              navigate('/receipt-preview', {
                state: { transaction, customer: receiptCustomer(transaction.merchant_reference) },
              })
            }
          >
            View Receipt
          </Button>
        </Panel>
        <Panel title="Need Help?" icon={<LifeBuoy aria-hidden="true" className="size-5 text-indigo-500" />}>
          <p className="text-sm text-zinc-600 dark:text-zinc-300">
            Contact support within {SUPPORT_WINDOW_DAYS} days at{' '}
            <a
              className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
              href={`mailto:${CONTACT.email}`}
            >
              {CONTACT.email}
            </a>
            .
          </p>
          <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">
            Lost your links? <OrderHelpLink />
          </p>
        </Panel>
      </div>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
        <Link to={`/#${SECTION_IDS.shop}`} className={buttonClasses()}>
          Continue Shopping
        </Link>
      </div>
    </Container>
  );
}
