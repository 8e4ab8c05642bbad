// Watching a cluster settle: every outbox event handled, and the runs of job schedulers.
import { QueueEvents } from 'bullmq';
import type { Cluster } from './cluster.ts';
import { until } from './cluster-flows.ts';

/** Waits until every event in the outbox is sent and each of its handlers has run. */
export async function quiet(cluster: Cluster, timeoutMs: number): Promise<void> {
  await until(
    async () => {
      const [row] = await cluster.query<{ open: number }>(
        'select count(*)::int as open from outbox_event where completed_at is null',
      );
      return row?.open === 0 ? true : undefined;
    },
    timeoutMs,
    'every event handled',
  );
}

export type ScheduleRuns = { completed: string[]; failed: number };

/** The scheduler jobs completed (by id) and failed on the queues during `windowMs`. */
export async function watchSchedules(
  cluster: Cluster,
  schedules: readonly (readonly [string, string])[],
  windowMs: number,
): Promise<Map<string, ScheduleRuns>> {
  const url = new URL(cluster.env.REDIS_URL ?? '');
  const connection = { host: url.hostname, port: Number(url.port || 6379) };
  const seen = new Map<string, ScheduleRuns>(
    schedules.map(([, name]) => [name, { completed: [], failed: 0 }]),
  );
  const schedulerOf = (jobId: string) => /^repeat:([^:]+):\d+$/.exec(jobId)?.[1];
  const listeners = [...new Set(schedules.map(([queue]) => queue))].map((queue) => {
    const events = new QueueEvents(queue, { connection, prefix: cluster.env.REDIS_PREFIX });
    events.on('completed', ({ jobId }) => {
      const runs = seen.get(schedulerOf(jobId) ?? '');
      runs?.completed.push(jobId);
    });
    events.on('failed', ({ jobId }) => {
      const runs = seen.get(schedulerOf(jobId) ?? '');
      if (runs) runs.failed += 1;
    });
    return events;
  });
  try {
    await Promise.all(listeners.map((events) => events.waitUntilReady()));
    // The window is what is measured: the schedules run by themselves meanwhile.
    await new Promise((resolve) => setTimeout(resolve, windowMs));
  } finally {
    await Promise.all(listeners.map((events) => events.close()));
  }
  return seen;
}
