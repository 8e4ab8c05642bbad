import type { EntityManager } from '../../platform/db/index.ts';
import type { ProblemKind } from '../operations.schemas.ts';
import type { PaymentsPort, QueueReader } from '../operations-ports.ts';
import { type FailedJob, jobFailureObservations, type Observation } from './problem-rules.ts';

/** An email failing this many tries in a row "keeps failing". */
export const EMAIL_FAILING_ATTEMPTS = 3;
/** Unsent outbox events this old mean the relay and the sweep have stopped moving it. */
export const OUTBOX_STALLED_AFTER_SECONDS = 5 * 60;
/** Failed jobs read per queue per sweep (newest first): enough to name every failing job. */
const FAILED_READ_PER_QUEUE = 200;
/** The admin screen of payments; its search finds a transaction by merchant reference. */
const TRANSACTIONS_PATH = '/admin/pesapal-transactions';

export type Check = { kind: ProblemKind; run(): Promise<Observation[]> };

export function jobFailedCheck(queues: QueueReader, clock: () => Date): Check {
  return {
    kind: 'job_failed',
    async run() {
      const failed: FailedJob[] = [];
      for (const name of queues.names()) {
        const jobs = await queues.queue(name).getFailed(0, FAILED_READ_PER_QUEUE - 1);
        for (const job of jobs) {
          failed.push({
            queue: name,
            name: job.name,
            failedReason: job.failedReason,
            finishedOn: job.finishedOn,
          });
        }
      }
      return jobFailureObservations(failed, clock().getTime());
    },
  };
}

export function paymentPendingCheck(payments: PaymentsPort): Check {
  return {
    kind: 'payment_pending',
    async run() {
      return (await payments.pendingAfterReturn()).map((payment) => ({
        key: `payment_pending:${payment.transactionId}`,
        kind: 'payment_pending' as const,
        title: `Payment ${payment.merchantReference} is still pending`,
        detail: `The buyer came back from Pesapal at ${payment.returnedAt} and the payment is still pending over an hour later.`,
        link: `${TRANSACTIONS_PATH}?search=${encodeURIComponent(payment.merchantReference)}`,
      }));
    },
  };
}

export function emailFailingCheck(em: EntityManager): Check {
  return {
    kind: 'email_failing',
    async run() {
      // Only the last day's: an older failure has exhausted its job, which job_failed reports.
      const [row] = await em.execute<{ count: number; example: string | null; error: string | null }[]>(
        `select count(*)::int as count, min(idempotency_key) as example, min(last_error) as error
         from email_delivery
         where status = 'failed' and attempts >= ? and created_at > now() - interval '1 day'`,
        [EMAIL_FAILING_ATTEMPTS],
      );
      if (!row || row.count === 0) return [];
      return [
        {
          key: 'email_failing',
          kind: 'email_failing' as const,
          title: 'Emails keep failing',
          detail: `${row.count} email(s) failed ${EMAIL_FAILING_ATTEMPTS} or more tries (for example ${row.example}). Error: ${row.error?.slice(0, 500) ?? 'unknown'}`,
          link: '/admin/queues',
        },
      ];
    },
  };
}

export function outboxStalledCheck(em: EntityManager): Check {
  return {
    kind: 'outbox_stalled',
    async run() {
      const [row] = await em.execute<{ backlog: number; age: number | null }[]>(
        `select count(*)::int as backlog, extract(epoch from now() - min(occurred_at))::float8 as age
         from outbox_event where sent_at is null`,
      );
      if (!row || row.age === null || row.age < OUTBOX_STALLED_AFTER_SECONDS) return [];
      return [
        {
          key: 'outbox_stalled',
          kind: 'outbox_stalled' as const,
          title: 'The events outbox has not moved for five minutes',
          detail: `${row.backlog} event(s) are waiting to be relayed; the oldest for ${Math.round(row.age)} s. Is the worker running?`,
          link: '/admin/queues',
        },
      ];
    },
  };
}
