import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TransactionStatus } from '../../api/payments';
import { fetchTransaction, PAYMENT_MESSAGES } from '../../api/payments';
import { Alert } from '../../components/alert';
import { Button, buttonClasses } from '../../components/button';
import { formatKes } from '../../lib/format-kes';
import { trackingTail } from '../../lib/payment-status';
import { SECTION_IDS } from '../../lib/site';
import { useCart } from '../cart/cart-store';
import { CancelOrder } from './cancel-order';
import { OrderHelpLink } from './order-help-link';
import { PaymentStatusCard, SummaryRow } from './payment-status-card';
import { clearPendingOrder } from './payment-storage';
import { usePaymentCheck } from './use-payment-check';

/** The callback page shows the last 12 characters of the tracking id (public spec section 9). */
export const CALLBACK_TRACKING_CHARS = 12;

const SHOP_PATH = `/#${SECTION_IDS.shop}`;

function ContinueShopping({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  return (
    <Link to={SHOP_PATH} className={buttonClasses({ variant })}>
      Continue Shopping
    </Link>
  );
}

function SuccessView({
  trackingId,
  reference,
  status,
}: {
  trackingId: string;
  reference: string;
  status: TransactionStatus;
}) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  async function viewDownloads() {
    setOpening(true);
    try {
      const transaction = await fetchTransaction(trackingId);
      navigate('/payment-success', { state: { transaction } });
    } catch {
      // The success page can load the order itself from the tracking id.
      navigate(`/payment-success?trackingId=${encodeURIComponent(trackingId)}`);
    }
  }

  return (
    <PaymentStatusCard
      tone="success"
      title="Payment Successful!"
      actions={
        <>
          <Button onClick={viewDownloads} loading={opening}>
            View Downloads
          </Button>
          <ContinueShopping />
        </>
      }
    >
      <p>Thank you for your purchase. Your downloads are ready.</p>
      <dl className="mt-6 divide-y divide-zinc-200/80 rounded-2xl border border-zinc-200/80 px-4 text-left dark:divide-white/10 dark:border-white/10">
        <SummaryRow label="Order reference" value={status.merchant_reference || reference || '—'} />
        <SummaryRow label="Tracking ID" value={trackingTail(trackingId, CALLBACK_TRACKING_CHARS)} />
        <SummaryRow label="Payment method" value={status.payment_method || '—'} />
        <SummaryRow label="Confirmation code" value={status.confirmation_code || '—'} />
        <SummaryRow label="Amount" value={formatKes(status.amount ?? 0)} />
      </dl>
    </PaymentStatusCard>
  );
}

/** Beyond the spec (issue 11): where a buyer who paid but got nothing can ask again. */
function OrderHelpNote() {
  return (
    <p className="mt-4 text-sm">
      Paid but no downloads? <OrderHelpLink />
    </p>
  );
}

function FailedView({ message }: { message: string }) {
  return (
    <PaymentStatusCard
      tone="failed"
      title="Payment Failed"
      actions={
        <>
          <Link to="/checkout" className={buttonClasses()}>
            Back to Checkout
          </Link>
          <ContinueShopping />
        </>
      }
    >
      <p role="alert">{message}</p>
      <OrderHelpNote />
    </PaymentStatusCard>
  );
}

/** An order that will not be paid (beyond the spec, issue 32): cancelled, or refunded in full. */
function ClosedView({ title, message }: { title: string; message: string }) {
  return (
    <PaymentStatusCard tone="failed" title={title} actions={<ContinueShopping variant="primary" />}>
      <p role="status">{message}</p>
    </PaymentStatusCard>
  );
}

/**
 * /payment/callback (public spec sections 2 and 4): the provider sends the buyer back here with
 * OrderTrackingId and OrderMerchantReference; the page checks the status once and shows the outcome.
 */
export function PaymentCallbackPageContent() {
  const [params] = useSearchParams();
  const trackingId = params.get('OrderTrackingId')?.trim() ?? '';
  const reference = params.get('OrderMerchantReference')?.trim() ?? '';
  const check = usePaymentCheck(trackingId);

  // Spec: the pending order record is removed whatever the outcome, an invalid return included
  // (verifyPayment removes it for every checked one).
  useEffect(() => {
    if (!trackingId) clearPendingOrder();
  }, [trackingId]);

  // The cart in memory too: verifyPayment empties the stored copy, and the provider would
  // otherwise save the old items back on its next change.
  const { clearCart } = useCart();
  const cleared = useRef(false);
  const paid = check.data?.kind === 'success' && check.data.fromCheckout;
  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    clearCart();
  }, [paid, clearCart]);

  if (!trackingId) return <FailedView message={PAYMENT_MESSAGES.invalidResponse} />;

  if (check.isPending || (check.isFetching && check.data?.kind === 'pending')) {
    return (
      <PaymentStatusCard tone="checking" title="Verifying Payment">
        <p role="status">Please wait while we confirm your payment…</p>
      </PaymentStatusCard>
    );
  }

  const result = check.data;
  if (result?.kind === 'success') {
    return <SuccessView trackingId={trackingId} reference={reference} status={result.status} />;
  }
  if (result?.kind === 'pending') {
    return (
      <PaymentStatusCard
        tone="pending"
        title="Payment Pending"
        actions={
          <>
            {/* Beyond the spec: ask again without leaving, as mobile-money prompts can take a minute. */}
            <Button variant="outline" onClick={() => check.refetch()}>
              Check again
            </Button>
            <Link to="/" className={buttonClasses()}>
              Back to Home
            </Link>
          </>
        }
      >
        <p role="status">
          Your payment is still being processed. You will receive a confirmation email once it completes.
        </p>
        {reference && (
          <Alert tone="info" className="mt-4 text-left">
            Order reference: <span className="font-medium">{reference}</span>
          </Alert>
        )}
        <CancelOrder trackingId={trackingId} onCancelled={() => check.refetch()} />
        <OrderHelpNote />
      </PaymentStatusCard>
    );
  }
  const state = (result?.kind === 'failed' ? result.status?.payment_status : undefined)?.toUpperCase();
  if (state === 'CANCELLED')
    return <ClosedView title="Order Cancelled" message={PAYMENT_MESSAGES.cancelled} />;
  if (state === 'REFUNDED') return <ClosedView title="Order Refunded" message={PAYMENT_MESSAGES.refunded} />;
  return <FailedView message={PAYMENT_MESSAGES.notProcessed} />;
}
