import { transactionFailed } from '../../payments/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { Fulfilment } from '../orders/fulfilment.ts';

/** A payment that will never come: the pending order follows it (failed, expired or cancelled). */
export const onTransactionFailed = (fulfilment: Fulfilment) =>
  defineHandler({
    name: 'shop.close_order',
    event: transactionFailed,
    async handle({ payload }) {
      const { state } = payload;
      if (state === 'failed' || state === 'expired' || state === 'cancelled') {
        await fulfilment.close(payload.orderId, state);
      }
    },
  });
