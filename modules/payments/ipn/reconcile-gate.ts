import type { Redis } from '../../platform/queues/index.ts';

/** A gate left open longer than this (its job lost with Redis) lets the next IPN through again. */
const GATE_TTL_SECONDS = 60;

/**
 * Collapses bursts of IPNs for one tracking id into one reconcile job, without ever losing a
 * later one: the first IPN closes the gate and enqueues; copies arriving while the gate is
 * closed add nothing; the job opens the gate *before* it asks Pesapal, so an IPN arriving after
 * that point enqueues a new job, whose status call is sure to see the news it announces.
 */
export class ReconcileGate {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  /** True for the caller that should enqueue the job. */
  async claim(trackingId: string): Promise<boolean> {
    return (await this.#redis.set(this.#key(trackingId), '1', 'EX', GATE_TTL_SECONDS, 'NX')) === 'OK';
  }

  async release(trackingId: string): Promise<void> {
    await this.#redis.del(this.#key(trackingId));
  }

  #key(trackingId: string): string {
    return `${this.#prefix}:payments:reconcile-gate:${trackingId}`;
  }
}
