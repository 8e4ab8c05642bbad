import type { Queue } from 'bullmq';
import type { PaymentFacts, PendingAfterReturn } from '../payments/index.ts';

/** The queues operators watch, read on demand (a scrape, a sweep). */
export type QueueReader = {
  names(): readonly string[];
  queue(name: string): Queue;
};

/** What operations needs of payments (filled by `payments.watch`). */
export type PaymentsPort = {
  facts(): Promise<PaymentFacts>;
  pendingAfterReturn(limit?: number): Promise<PendingAfterReturn[]>;
};
