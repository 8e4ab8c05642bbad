import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { BadRequestError, ServiceUnavailableError } from '../errors/index.ts';
import type { EncodedImage } from './image-processing.ts';
import type { ImageTask, ImageTaskResult } from './image-worker.ts';

export type ImagePoolOptions = {
  /** Worker threads at most (default: one less than the cores, at least 1, at most 4). */
  maxThreads?: number;
  /** Images waiting for a thread at most; beyond, uploads are refused with 503 (default 32). */
  maxQueue?: number;
  /**
   * A sanitising task still running this long after it began is stopped (default 20 s). The clock
   * starts once its thread has loaded jsdom and DOMPurify, not while it waits or starts up: on a
   * busy machine those alone took seconds and refused ordinary SVGs.
   */
  svgTimeoutMs?: number;
};

/** What a task answered, as the upload store needs it. */
export type ImageOutcome =
  | { ok: true; image: EncodedImage }
  | { ok: false; reason: 'invalid' | 'too_many_pixels'; detail?: string };

/**
 * Image work off the event loop: SVG sanitising (jsdom + DOMPurify, synchronous and slow on big
 * files) and sharp's decoding and re-encoding run in a few worker threads, so an upload never
 * stalls other requests, and the bounded pool and queue cap how much CPU uploads take at once.
 * piscina gives the queue, the limits, abort and crash recovery that a hand-rolled pool of
 * node:worker_threads would have to re-implement. Threads start on first use and exit when idle.
 */
export class ImagePool {
  readonly #options: Required<ImagePoolOptions>;
  #pool: Piscina<ImageTask, ImageTaskResult> | undefined;

  constructor(options: ImagePoolOptions = {}) {
    this.#options = {
      maxThreads: options.maxThreads ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      maxQueue: options.maxQueue ?? 32,
      svgTimeoutMs: options.svgTimeoutMs ?? 20_000,
    };
  }

  async run(task: ImageTask): Promise<ImageOutcome> {
    this.#pool ??= new Piscina<ImageTask, ImageTaskResult>({
      filename: new URL('./image-worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.#options.maxThreads,
      maxQueue: this.#options.maxQueue,
      idleTimeout: 30_000,
    });
    // Only SVG work may be cut short: stopping a thread in the middle of sharp can crash the
    // process (sharp's own timeout bounds raster work instead).
    const budget = task.kind === 'svg' ? this.#svgBudget() : undefined;
    let result: ImageTaskResult;
    try {
      result =
        task.kind === 'svg' && budget
          ? await this.#pool.run(
              { ...task, started: budget.port },
              { signal: budget.signal, transferList: [budget.port] },
            )
          : await this.#pool.run(task);
    } catch (error) {
      if (budget?.signal.aborted)
        throw new BadRequestError('The image took too long to process', 'image_too_complex');
      if (/queue is at limit/i.test(error instanceof Error ? error.message : '')) throw busy();
      throw error;
    } finally {
      budget?.done();
    }
    if (!result.ok) return result;
    // Buffers arrive as plain Uint8Arrays from the worker thread.
    const { data } = result.image;
    return {
      ok: true,
      image: { ...result.image, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
    };
  }

  /** An abort signal that fires `svgTimeoutMs` after the thread says the sanitising began. */
  #svgBudget() {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => controller.abort(), this.#options.svgTimeoutMs);
    });
    return {
      signal: controller.signal,
      port: port2,
      done: () => {
        clearTimeout(timer);
        port1.close();
      },
    };
  }

  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.close({ force: true });
  }
}

const busy = () =>
  new ServiceUnavailableError(
    'Too many images are being processed. Please try again in a moment.',
    'uploads_busy',
  );
