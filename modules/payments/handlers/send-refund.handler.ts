import { defineHandler } from '../../platform/events/index.ts';
import { refundRequested } from '../payments.events.ts';
import type { RefundsService } from '../refunds/refunds.service.ts';

/**
 * Sends the owner's refund to Pesapal and records its answer. Safe to run twice and after a
 * worker killed mid-call (see RefundsService.send); Pesapal unreachable: the job retries, and the
 * outbox sweep delivers the event again if the job is lost with Redis.
 */
export const onRefundRequested = (refunds: RefundsService) =>
  defineHandler({
    name: 'payments.send_refund',
    event: refundRequested,
    handle: ({ payload }) => refunds.send(payload.refundId),
  });
