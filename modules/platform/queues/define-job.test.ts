import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_RETRY, defineJob, jobOptions, queuesOf } from './define-job.ts';

const job = (queue: string, concurrency: number, name: string) =>
  defineJob({
    queue: { name: queue, concurrency },
    name,
    schema: z.object({}),
    retry: DEFAULT_RETRY,
    handle: async () => undefined,
  });

describe('queuesOf', () => {
  it('groups jobs by the queue they declare, with its concurrency', () => {
    const queues = queuesOf([job('mail', 2, 'send'), job('mail', 2, 'bounce'), job('reports', 1, 'daily')]);
    expect([...queues.keys()]).toEqual(['mail', 'reports']);
    expect(queues.get('mail')?.spec.concurrency).toBe(2);
    expect([...(queues.get('mail')?.jobs.keys() ?? [])]).toEqual(['send', 'bounce']);
  });

  it('refuses two jobs of one name on a queue, and jobs disagreeing about its concurrency', () => {
    expect(() => queuesOf([job('mail', 2, 'send'), job('mail', 2, 'send')])).toThrow(
      /Two jobs named mail\/send/,
    );
    expect(() => queuesOf([job('mail', 2, 'send'), job('mail', 3, 'bounce')])).toThrow(/disagree/);
  });
});

describe('defineJob', () => {
  it('refuses a queue without a usable concurrency', () => {
    expect(() => job('mail', 0, 'send')).toThrow(/concurrency/);
  });

  it('gives a job its retry policy and the shared retention', () => {
    expect(jobOptions(job('mail', 1, 'send'))).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: 86_400, count: 10_000 },
    });
  });
});
