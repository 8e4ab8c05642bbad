import { QUEUE_DASHBOARD_PATH } from '../../admin/index.ts';
import { type ProblemKind, REPORTED_KINDS } from '../operations.schemas.ts';

/** One problem seen by a check or reported: the key says which; the rest is what the owner reads. */
export type Observation = {
  key: string;
  kind: ProblemKind;
  title: string;
  detail: string;
  link: string | null;
};

/** Failed jobs this recent keep a `job_failed` problem open (BullMQ keeps failed jobs 14 days). */
export const JOB_FAILURE_WINDOW_MS = 24 * 3_600_000;
/** A reported problem with no new report for this long is taken as cleared. */
export const REPORTED_QUIET_MS = 15 * 60_000;
/** Local hour of the day from which the daily digest goes out. */
export const DIGEST_HOUR = 8;

export type FailedJob = {
  queue: string;
  name: string;
  failedReason: string | undefined;
  finishedOn: number | undefined;
};

/**
 * One problem per queue and job name with jobs that failed every try recently: a campaign of
 * a thousand bounced emails is one problem, not a thousand.
 */
export function jobFailureObservations(failed: readonly FailedJob[], nowMs: number): Observation[] {
  const groups = new Map<string, { queue: string; name: string; count: number; last?: FailedJob }>();
  for (const job of failed) {
    if (job.finishedOn === undefined || nowMs - job.finishedOn > JOB_FAILURE_WINDOW_MS) continue;
    const id = `${job.queue}/${job.name}`;
    const group = groups.get(id) ?? { queue: job.queue, name: job.name, count: 0 };
    group.count += 1;
    if (!group.last || (group.last.finishedOn ?? 0) < job.finishedOn) group.last = job;
    groups.set(id, group);
  }
  return [...groups.entries()].map(([id, group]) => ({
    key: `job_failed:${id}`,
    kind: 'job_failed',
    title: `Job ${id} failed all its retries`,
    detail: `${group.count} job(s) of ${id} failed every try in the last 24 hours. Last error: ${
      group.last?.failedReason?.slice(0, 500) ?? 'unknown'
    }`,
    link: `${QUEUE_DASHBOARD_PATH}/queue/${encodeURIComponent(group.queue)}?status=failed`,
  }));
}

export type OpenProblem = { key: string; kind: ProblemKind; lastSeenAt: Date };

/**
 * The open problems whose condition cleared: a checked kind the sweep no longer sees, or a
 * reported kind without a report for `REPORTED_QUIET_MS`. A kind whose check failed this time
 * (Redis away) is not in `checked`, so its problems stay open rather than resolve on no news.
 */
export function keysToResolve(
  open: readonly OpenProblem[],
  seen: ReadonlySet<string>,
  checked: ReadonlySet<ProblemKind>,
  now: Date,
): string[] {
  return open
    .filter((problem) =>
      REPORTED_KINDS.includes(problem.kind)
        ? now.getTime() - problem.lastSeenAt.getTime() >= REPORTED_QUIET_MS
        : checked.has(problem.kind) && !seen.has(problem.key),
    )
    .map((problem) => problem.key);
}

/** The calendar date (YYYY-MM-DD) and hour at `now` in `timeZone`. */
export function localDateAndHour(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The date whose digest is due at `now` (from `DIGEST_HOUR` local time), or undefined before it. */
export function digestDateDue(now: Date, timeZone: string): string | undefined {
  const { date, hour } = localDateAndHour(now, timeZone);
  return hour >= DIGEST_HOUR ? date : undefined;
}
