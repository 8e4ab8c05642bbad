import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * An "I paid but got nothing" request waiting for the worker (`recover-order` job). The row is the
 * work: it is written before the answer and deleted once the job has re-asked Pesapal and sent
 * what was due, so a job lost with Redis is found again by the `recovery-sweep`. Nothing stays
 * behind: the addresses strangers type are not kept once handled.
 */
export const PaymentRecoveryRequestSchema = table('PaymentRecoveryRequest', 'payment_recovery_request', {
  id: p.uuid().primary(),
  email: p.string().length(255),
  reference: p.string().length(100),
  requestedAt: p.datetime().index('payment_recovery_request_requested_idx'),
});

export class PaymentRecoveryRequest extends PaymentRecoveryRequestSchema.class {}
PaymentRecoveryRequestSchema.setClass(PaymentRecoveryRequest);
