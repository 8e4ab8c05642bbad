import { useState } from 'react';
import { cancelOrder, PAYMENT_MESSAGES } from '../../api/payments';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorText } from '../../lib/api-client';

type CancelOrderProps = {
  trackingId: string;
  /** Called once the server has cancelled it (the page then checks the status again). */
  onCancelled: () => void;
};

/**
 * The pending page's way out (beyond the spec, issue 32): the buyer who gave up on a payment
 * cancels the order at Pesapal, so an M-Pesa prompt approved later cannot take money for it.
 * Asks once inline first; a refusal (paid in the meantime) shows the server's reason.
 */
export function CancelOrder({ trackingId, onCancelled }: CancelOrderProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      await cancelOrder(trackingId);
      onCancelled();
    } catch (error) {
      setFailure(errorText(error, PAYMENT_MESSAGES.cancelFailed));
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <p className="mt-4 text-sm">
        Changed your mind?{' '}
        <Button variant="ghost" onClick={() => setAsking(true)}>
          Cancel this order
        </Button>
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-3 text-left">
      <Alert tone="info">
        Cancel this order? It can no longer be paid afterwards. If you have already approved the payment on
        your phone, choose Keep waiting instead.
      </Alert>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={cancel} loading={busy}>
          {busy ? 'Cancelling…' : 'Yes, cancel order'}
        </Button>
        <Button variant="outline" onClick={() => setAsking(false)} disabled={busy}>
          Keep waiting
        </Button>
      </div>
    </div>
  );
}
