export { PaymentNotification, PaymentNotificationSchema } from './payment-notification.entity.ts';
export {
  PaymentRecoveryRequest,
  PaymentRecoveryRequestSchema,
} from './payment-recovery-request.entity.ts';
export {
  PaymentRefund,
  PaymentRefundSchema,
  REFUND_STATUSES,
  type RefundStatus,
} from './payment-refund.entity.ts';
export {
  PaymentTimelineEntry,
  PaymentTimelineEntrySchema,
  TIMELINE_SOURCES,
  type TimelineSource,
} from './payment-timeline.entity.ts';
export { PaymentTransaction, PaymentTransactionSchema } from './payment-transaction.entity.ts';
