import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmPayment } from '../../api/payments';
import { useSiteMutation } from '../../api/site-mutation';
import { queryKeys } from '../../lib/query-keys';
import { verifyPayment } from './verify-payment';

/**
 * The callback page's check of a payment (public spec section 4): the status is read once, and a
 * payment found completed is confirmed to the backend once per page, whatever 'Check again' does.
 * A failed confirmation is only logged (spec): the page shows the payment as the check found it.
 */
export function usePaymentCheck(trackingId: string) {
  const check = useQuery({
    queryKey: queryKeys.payments.status(trackingId),
    // No abort signal on purpose: StrictMode's unmount would cancel the first check and send a second.
    queryFn: () => verifyPayment(trackingId),
    enabled: trackingId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const { send } = useSiteMutation({
    mutationFn: confirmPayment,
    onError: (error) => console.error('Payment confirmation failed', error),
  });
  const confirmation = check.data?.kind === 'success' ? check.data.confirmation : undefined;
  const confirmed = useRef(false);
  useEffect(() => {
    if (!confirmation || confirmed.current) return;
    confirmed.current = true;
    void send(confirmation);
  }, [confirmation, send]);

  return check;
}
