type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/**
 * How long a view waits for others to share its write. Redis answers faster than requests
 * arrive, so batches of one event-loop turn held one or two views: a write per view or two, whose
 * socket write and reply cost a tenth of a beacon's time. A millisecond gathers a few dozen under
 * load; a beacon's answer is not waited for by anyone.
 */
export const GATHER_MS = 1;

/**
 * Group commit for page views: views go to Redis in one command per batch, and each caller is
 * answered only once its batch is stored ("accepted means queued"). A batch is what arrives
 * within GATHER_MS of its first view, and, while a write is in flight, everything that arrives
 * until it is answered; a full batch goes at once.
 */
export class ViewBatcher<T = string> {
  readonly #write: (lines: T[]) => Promise<void>;
  readonly #maxBatch: number;
  #lines: T[] = [];
  #waiters: Waiter[] = [];
  #scheduled = false;
  #writing = 0;

  constructor(write: (lines: T[]) => Promise<void>, maxBatch = 500) {
    this.#write = write;
    this.#maxBatch = maxBatch;
  }

  add(line: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#lines.push(line);
      this.#waiters.push({ resolve, reject });
      // A full batch goes at once, even beside a write in flight: a batch never passes the cap.
      if (this.#lines.length >= this.#maxBatch) this.#send();
      else this.#schedule();
    });
  }

  /** Flushes once others had time to join, unless a write in flight will flush them when answered. */
  #schedule(): void {
    if (this.#scheduled || this.#writing > 0) return;
    this.#scheduled = true;
    setTimeout(() => {
      this.#scheduled = false;
      this.#send();
    }, GATHER_MS);
  }

  #send(): void {
    if (this.#lines.length === 0) return;
    const lines = this.#lines;
    const waiters = this.#waiters;
    this.#lines = [];
    this.#waiters = [];
    this.#writing += 1;
    this.#write(lines)
      .then(
        () => {
          for (const waiter of waiters) waiter.resolve();
        },
        (error: unknown) => {
          for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.#writing -= 1;
        if (this.#lines.length > 0) this.#schedule();
      });
  }
}
