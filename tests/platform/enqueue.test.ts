import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../modules/platform/queues/index.ts';
import { eventually, startTestApi, startTestWorker, type TestApi } from '../support/harness.ts';

type Worker = Awaited<ReturnType<typeof startTestWorker>>;

const TEST_QUEUE = { name: 'test-one-off', concurrency: 2 };

/** A one-off job of the kind a module starts with data (a confirmation email, say). */
function greetingJob() {
  const runs: { to: string; jobId: string | undefined; at: number }[] = [];
  const job = defineJob({
    queue: TEST_QUEUE,
    name: 'test.send_greeting',
    schema: z.object({ to: z.email() }),
    retry: { attempts: 2, backoff: 100 },
    async handle(data, { jobId }) {
      runs.push({ to: data.to, jobId, at: Date.now() });
    },
  });
  return { job, runs };
}

describe('enqueue: one-off jobs with data', () => {
  let api: TestApi;
  let worker: Worker;
  const greeting = greetingJob();

  beforeAll(async () => {
    api = await startTestApi();
    worker = await startTestWorker({ extraJobs: [greeting.job] });
  });
  afterAll(async () => {
    await worker.stop();
    await api.stop();
  });

  /** Resolves once the job is finished and nothing is left waiting, delayed or running on the queue. */
  const settled = (jobId: string) =>
    eventually(
      async () => {
        const queue = worker.queues.get(TEST_QUEUE.name);
        const state = await queue.getJobState(jobId);
        const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
        const pending = Object.values(counts).reduce((a, b) => a + b, 0);
        return state === 'completed' && pending === 0 ? true : undefined;
      },
      30_000,
      `job ${jobId} to complete`,
    );

  it('runs a job the API enqueued with a delay and a job id once, however often it is enqueued', async () => {
    const jobId = `greeting__${randomUUID()}`;
    const to = `${randomUUID().slice(0, 8)}@example.com`;
    const enqueuedAt = Date.now();
    const first = await api.enqueue(greeting.job, { to }, { jobId, delay: 400 });
    const second = await api.enqueue(greeting.job, { to }, { jobId, delay: 400 });
    expect(first).toBe(jobId);
    expect(second).toBe(jobId);

    await settled(jobId);
    const mine = greeting.runs.filter((run) => run.jobId === jobId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.to).toBe(to);
    expect(mine[0]?.at ?? 0).toBeGreaterThanOrEqual(enqueuedAt + 400);

    // Kept after completion, so a later enqueue with the same id still adds nothing.
    const finishedOn = (await worker.queues.get(TEST_QUEUE.name).getJob(jobId))?.finishedOn;
    expect(await api.enqueue(greeting.job, { to }, { jobId })).toBe(jobId);
    const counts = await worker.queues.get(TEST_QUEUE.name).getJobCounts('waiting', 'delayed', 'active');
    expect(counts).toEqual({ waiting: 0, delayed: 0, active: 0 });
    expect((await worker.queues.get(TEST_QUEUE.name).getJob(jobId))?.finishedOn).toBe(finishedOn);
    expect(greeting.runs.filter((run) => run.jobId === jobId)).toHaveLength(1);
  });

  it('runs a job the worker itself enqueued', async () => {
    const to = `${randomUUID().slice(0, 8)}@example.com`;
    const jobId = await worker.enqueue(greeting.job, { to });
    await settled(jobId);
    expect(greeting.runs.filter((run) => run.to === to)).toEqual([{ to, jobId, at: expect.any(Number) }]);
  });

  it('refuses data that does not match the job schema, and a job id BullMQ cannot store', async () => {
    const queue = worker.queues.get(TEST_QUEUE.name);
    const before = await queue.count();
    await expect(api.enqueue(greeting.job, { to: 'not an address' })).rejects.toThrow(/email/i);
    await expect(
      api.enqueue(greeting.job, { to: 42 } as unknown as { to: string }, { jobId: `bad__${randomUUID()}` }),
    ).rejects.toThrow();
    await expect(api.enqueue(greeting.job, { to: 'a@example.com' }, { jobId: 'a:b' })).rejects.toThrow(/':'/);
    expect(await queue.count()).toBe(before);
  });
});
