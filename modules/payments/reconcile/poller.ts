import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import { PaymentTransaction } from '../entities/index.ts';
import { nextPollAt } from './poll-schedule.ts';
import type { Reconciler } from './reconciler.ts';

/** Most payments one sweep reconciles (the next sweep takes the rest). */
const BATCH = 50;

/**
 * The safety net behind IPNs and the callback page: every pending Pesapal payment whose poll is
 * due is reconciled, then scheduled again with backoff; after 24 hours it is expired.
 */
export class Poller {
  readonly #deps: { orm: MikroORM; reconciler: Reconciler; log: Logger };

  constructor(deps: { orm: MikroORM; reconciler: Reconciler; log: Logger }) {
    this.#deps = deps;
  }

  /** One sweep at `now`; answers how many payments were polled and expired. */
  pollDue(now: Date): Promise<{ polled: number; expired: number }> {
    // A sweep, started by the schedule or by hand, not a request: it opens its own scope, so the
    // reconciler's reads and transactions share one identity map that ends with the sweep.
    return withEntityManagerScope(this.#deps.orm, () => this.#sweep(now));
  }

  async #sweep(now: Date): Promise<{ polled: number; expired: number }> {
    const { em } = this.#deps.orm;
    const due = await em.find(
      PaymentTransaction,
      { state: 'pending', orderTrackingId: { $ne: null }, nextPollAt: { $lte: now } },
      { orderBy: { nextPollAt: 'asc' }, limit: BATCH },
    );
    let polled = 0;
    let expired = 0;
    for (const transaction of due) {
      const attempt = transaction.pollAttempts + 1;
      // The wait before poll n is step n (the first was scheduled at submission): after poll n, step n + 1.
      const when = nextPollAt(transaction.createdAt, now, attempt + 1);
      if (!when) {
        const after = await this.#deps.reconciler.apply(
          transaction,
          { type: 'poll_deadline' },
          { source: 'poll' },
        );
        if (after.state === 'expired') expired += 1;
        continue;
      }
      // Rescheduled first: a Pesapal failure must not make the same payment due on every sweep.
      await em.nativeUpdate(
        PaymentTransaction,
        { id: transaction.id },
        { nextPollAt: when, pollAttempts: attempt },
      );
      try {
        await this.#deps.reconciler.reconcile(transaction.orderTrackingId ?? '', { source: 'poll' });
        polled += 1;
      } catch (error) {
        this.#deps.log.warn({ err: error, transactionId: transaction.id }, 'payment poll failed; next time');
      }
    }
    return { polled, expired };
  }
}
