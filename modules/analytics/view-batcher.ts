type Waiter = { resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit for page views: every view that arrives in the same turn of the event loop
 * goes to Redis in one command, and each caller is answered only once its batch is stored.
 * Under load this turns hundreds of round trips into one without weakening "accepted means
 * queued".
 */
export class ViewBatcher {
  readonly #write: (lines: string[]) => Promise<void>;
  readonly #maxBatch: number;
  #lines: string[] = [];
  #waiters: Waiter[] = [];
  #scheduled = false;

  constructor(write: (lines: string[]) => Promise<void>, maxBatch = 500) {
    this.#write = write;
    this.#maxBatch = maxBatch;
  }

  add(line: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#lines.push(line);
      this.#waiters.push({ resolve, reject });
      if (this.#lines.length >= this.#maxBatch) this.#flush();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#scheduled = false;
    if (this.#lines.length === 0) return;
    const lines = this.#lines;
    const waiters = this.#waiters;
    this.#lines = [];
    this.#waiters = [];
    this.#write(lines).then(
      () => {
        for (const waiter of waiters) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of waiters) waiter.reject(error);
      },
    );
  }
}
