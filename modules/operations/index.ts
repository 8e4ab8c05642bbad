// The operations module's door: `/metrics` for Prometheus, the problems the owner is alerted
// about (detected by a worker sweep or reported by the upload store), their emails, the
// admin's list of open problems, and the site's backup and restore (`npm run backup`/`restore`). It reads other modules only through ports it declares
// (operations-ports.ts), filled by the composition root; nothing imports operations but the roots.
import type { MikroORM } from '../platform/db/index.ts';
import type { Logger } from '../platform/logging/index.ts';
import type { Mailer } from '../platform/mail/index.ts';
import { type Enqueue, QueueSet, type Redis } from '../platform/queues/index.ts';
import { ProblemSchema } from './entities/problem.entity.ts';
import { alertDigestJob, alertEmailJob, detectProblemsJob } from './jobs/operations-jobs.ts';
import { metricsRoutes } from './metrics/metrics.routes.ts';
import { SiteMetrics } from './metrics/site-metrics.ts';
import type { ProblemKind } from './operations.schemas.ts';
import type { PaymentsPort, QueueReader } from './operations-ports.ts';
import { AlertsService } from './problems/alerts.service.ts';
import {
  emailFailingCheck,
  jobFailedCheck,
  outboxStalledCheck,
  paymentPendingCheck,
} from './problems/checks.ts';
import { problemsRoutes } from './problems/problems.routes.ts';
import { ProblemsService } from './problems/problems.service.ts';

// Backup and restore of the whole site: the database (pg_dump's custom format, one snapshot) and
// every stored file (disk or bucket, through the ObjectStore), in one tar with a manifest of
// counts and checksums. Used by `npm run backup` and `npm run restore` (infra/scripts).
export { type BackupOptions, type BackupResult, createBackup } from './backup/backup.ts';
export { describeDatabase, existingTables, type PgTools } from './backup/database.ts';
export {
  type BackupManifest,
  DATABASE_ENTRY,
  fileEntryName,
  MANIFEST_ENTRY,
  manifestSchema,
} from './backup/manifest.ts';
export {
  type RestoreOptions,
  RestoreRefusedError,
  type RestoreResult,
  restoreBackup,
} from './backup/restore.ts';
export { type IndexedEntry, readTarIndex } from './backup/tar-format.ts';
export { ArchiveInvalidError, type VerifiedArchive, verifyArchive } from './backup/verify.ts';
export { Problem } from './entities/problem.entity.ts';
export { DETECT_EVERY_MS, OPERATIONS_QUEUE } from './jobs/operations-jobs.ts';
export { isLoopbackHost } from './metrics/metrics-access.ts';
export {
  PROBLEM_KINDS,
  type ProblemKind,
  type ProblemView,
  problemsResponseSchema,
} from './operations.schemas.ts';
export type { PaymentsPort, QueueReader } from './operations-ports.ts';
export { EMAIL_FAILING_ATTEMPTS, OUTBOX_STALLED_AFTER_SECONDS } from './problems/checks.ts';

export const operationsEntities = [ProblemSchema];

/** Says something is wrong: opens the problem, or counts one more sighting of the open one. */
export type ReportProblem = (kind: ProblemKind, detail: string, subject?: string) => Promise<void>;

/**
 * A `report` for parts made before this module (the upload store is the kernel's, made first):
 * `problemReporter({ orm, log })('storage_write_refused', detail)`. The same as the module's
 * `problems.report`: it never throws (a report that cannot be written is logged), and the alert
 * goes out with the next sweep.
 */
export function problemReporter(deps: { orm: MikroORM; log: Logger; clock?: () => Date }): ReportProblem {
  const problems = new ProblemsService({ em: deps.orm.em, clock: deps.clock ?? (() => new Date()) });
  return async (kind, detail, subject) => {
    try {
      await problems.report(kind, detail, subject);
    } catch (error) {
      deps.log.warn({ err: error, kind }, 'problem not recorded');
    }
  };
}

export type OperationsModuleDeps = {
  orm: MikroORM;
  /** Reads the queues' counts and failed jobs (the API's fast-fail client, the worker's own). */
  redis: Redis;
  redisPrefix: string;
  /** Every queue's name, asked when needed (the modules' jobs are known after this module is made). */
  queueNames: () => readonly string[];
  payments: PaymentsPort;
  mailer: Pick<Mailer, 'deliver'>;
  ownerEmails: () => Promise<string[]>;
  siteName: () => Promise<string>;
  publicUrl: string;
  timeZone: string;
  enqueue: Enqueue;
  /** METRICS_TOKEN; unset, `/metrics` answers only on a loopback-bound API. */
  metricsToken: string | undefined;
  /** HOST, the address the API listens on. */
  host: string;
  log: Logger;
  detectEveryMs?: number;
  clock?: () => Date;
};

/**
 * Operations: metrics, problems and alerts. `problems.report(kind, detail)` is the way another
 * part (the upload store) says something is wrong; the sweep finds the rest. See README.md.
 */
export function createOperationsModule(deps: OperationsModuleDeps) {
  const clock = deps.clock ?? (() => new Date());
  // The ORM's root manager resolves to the scope of the request or job that calls.
  const em = deps.orm.em;
  const queueSet = new QueueSet({ connection: deps.redis, prefix: deps.redisPrefix });
  const queues: QueueReader = { names: deps.queueNames, queue: (name) => queueSet.get(name) };
  const problems = new ProblemsService({ em, clock });
  const alerts: AlertsService = new AlertsService({
    problems,
    checks: [
      jobFailedCheck(queues, clock),
      paymentPendingCheck(deps.payments),
      emailFailingCheck(em),
      outboxStalledCheck(em),
    ],
    mailer: deps.mailer,
    ownerEmails: deps.ownerEmails,
    siteName: deps.siteName,
    publicUrl: deps.publicUrl,
    timeZone: deps.timeZone,
    alertLater: async (problemId) => {
      await deps.enqueue(alertEmail, { problemId }, { jobId: `alert__${problemId}` });
    },
    digestLater: async (date) => {
      await deps.enqueue(alertDigest, { date }, { jobId: `alert-digest__${date}` });
    },
    clock,
    log: deps.log,
  });
  const alertEmail = alertEmailJob(alerts);
  const alertDigest = alertDigestJob(alerts);
  const detect = detectProblemsJob(alerts, deps.detectEveryMs);
  const metrics = new SiteMetrics({ em, queues, payments: deps.payments, problems });
  return {
    routes: [metricsRoutes({ metrics, token: deps.metricsToken, host: deps.host }), problemsRoutes(problems)],
    jobs: [detect, alertEmail, alertDigest],
    handlers: [],
    /** Counts one answered request (give it to the HTTP app as `observe`). */
    observeRequest: metrics.observe,
    /** One detection sweep now (the worker runs it every minute). */
    detect: () => alerts.detect(),
    problems: {
      /**
       * Says something is wrong (the upload store: `report('storage_write_refused', detail)`):
       * opens the problem, or counts one more sighting of the open one. Its alert goes out with
       * the next sweep; without reports for 15 minutes it resolves. Never throws: a report that
       * cannot be written (the database away) is logged.
       */
      report: problemReporter({ orm: deps.orm, log: deps.log, clock }),
      listOpen: (limit?: number) => problems.listOpen(limit),
    },
    /** Ends the queue readers. */
    close: () => queueSet.close(),
  };
}

export type OperationsModule = ReturnType<typeof createOperationsModule>;
