import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors/index.ts';
import type { Logger } from '../../platform/logging/index.ts';
import type { ObjectStore } from '../../platform/storage/index.ts';
import type { UploadedFile } from '../../platform/uploads/index.ts';
import type { ImportRunView } from '../imports-views.schemas.ts';
import { ImportRun } from './import-run.entity.ts';
import { presentImportRun } from './import-run.presenter.ts';
import { type ImportFileKind, importFileKind, RECENT_RUNS, RUN_MESSAGES } from './import-runs.schemas.ts';

/** Runs one import of a file on this machine: the imports door's `importFile`. */
export type RunImport = (options: { file: string; dryRun: boolean }) => Promise<object>;

export type ImportRunsDeps = {
  em: EntityManager;
  store: ObjectStore;
  /** Queues the `imports.run` job of a run (jobId: the run's id, or a retry's own id). */
  enqueue: (runId: string, jobId: string) => Promise<void>;
  runImport: RunImport;
  /** Whether an error is the file's fault (malformed): the run fails at once, no retry. */
  isFormatError: (error: unknown) => boolean;
  clock: () => Date;
};

/** A run untouched this long while queued or running is queued again by the sweep. */
export const STALE_AFTER_MS = 10 * 60_000;
/** How often a running import touches its run (far inside `STALE_AFTER_MS`). */
const HEARTBEAT_MS = 60_000;
/** Starts after which a run that never ends (a file that kills the worker) is failed. */
const MAX_STARTS = 5;

const CONTENT_TYPES: Record<ImportFileKind, string> = {
  xml: 'application/xml',
  json: 'application/json',
  zip: 'application/zip',
};

/** Imports asked for from the admin screen: stored, queued, run by the worker, reported. */
export class ImportRunsService {
  readonly #deps: ImportRunsDeps;

  constructor(deps: ImportRunsDeps) {
    this.#deps = deps;
  }

  /** Stores the upload under `private/imports/`, records the run (queued) and queues its job. */
  async create(file: UploadedFile | undefined, dryRun: boolean, log: Logger): Promise<ImportRunView> {
    if (!file) throw new BadRequestError(RUN_MESSAGES.fileRequired, 'file_required');
    const kind = importFileKind(file.originalFilename, await readHead(file.filepath));
    if (!kind) throw new BadRequestError(RUN_MESSAGES.fileType, 'invalid_file');
    const id = randomUUID();
    const fileKey = `private/imports/${id}.${kind}`;
    await this.#deps.store.putFile(fileKey, file.filepath, {
      contentType: CONTENT_TYPES[kind],
      ifAbsent: true,
    });
    const run = this.#deps.em.create(ImportRun, {
      id,
      dryRun,
      fileName: (file.originalFilename ?? '').replace(/[\p{Cc}/\\]/gu, '_').slice(0, 255) || `import.${kind}`,
      fileKey,
      fileBytes: file.size,
    });
    try {
      await this.#deps.em.flush();
    } catch (error) {
      await this.#deps.store.delete(fileKey);
      throw error;
    }
    // Queued after the commit: if Redis refuses now, the sweep queues it later (the row says queued).
    await this.#deps
      .enqueue(id, id)
      .catch((error: unknown) =>
        log.warn({ err: error, runId: id }, 'import run not queued; the sweep will'),
      );
    return presentImportRun(run);
  }

  /** The newest runs first. */
  async recent(): Promise<ImportRunView[]> {
    const runs = await this.#deps.em.find(
      ImportRun,
      {},
      { orderBy: { createdAt: 'desc' }, limit: RECENT_RUNS },
    );
    return runs.map(presentImportRun);
  }

  async get(id: string): Promise<ImportRunView> {
    const run = await this.#deps.em.findOne(ImportRun, { id });
    if (!run) throw new NotFoundError(RUN_MESSAGES.notFound);
    return presentImportRun(run);
  }

  /**
   * The job: runs the import of a queued run, or again of one found `running` that nothing has
   * touched for `STALE_AFTER_MS` (a worker killed mid-import: the import is one keyed
   * transaction, so running it again is exact; a live one touches its run every minute). An
   * ended run, or one another job is running, is left alone. `lastTry` records an unexpected
   * error as the run's failure instead of throwing; before it, the run is given back (`queued`).
   */
  async execute(id: string, { lastTry }: { lastTry: boolean }, log: Logger): Promise<string> {
    const found = await this.#deps.em.findOne(ImportRun, { id });
    if (!found) return 'missing';
    if ((found.status !== 'queued' && found.status !== 'running') || !found.fileKey) return found.status;
    // One job runs a run: a copy (the sweep's, BullMQ's stalled-job check, a second worker)
    // finds it claimed and leaves it, unless its worker stopped touching it long ago.
    if (!(await this.#claim(id))) return found.status;
    const run = await this.#deps.em.findOneOrFail(ImportRun, { id }, { refresh: true });
    if (run.attempts >= MAX_STARTS)
      return await this.#end(run, { error: RUN_MESSAGES.stopped(run.attempts) });
    run.attempts += 1;
    await this.#deps.em.flush();
    const folder = await mkdtemp(join(tmpdir(), 'import-run-'));
    // While it runs, the run says so: the sweep never takes a long import for a dead one.
    const heartbeat = setInterval(() => void this.#touch(id).catch(() => undefined), HEARTBEAT_MS);
    try {
      const fileKey = run.fileKey ?? '';
      const file = join(folder, `import${fileKey.slice(fileKey.lastIndexOf('.'))}`);
      const read = await this.#deps.store.read(fileKey);
      if (!read) return await this.#end(run, { error: 'The uploaded file is no longer in the store' });
      await pipeline(read.body, createWriteStream(file));
      const report = await this.#deps.runImport({ file, dryRun: run.dryRun });
      const { file: _path, ...kept } = report as Record<string, unknown>;
      return await this.#end(run, { report: { ...kept } });
    } catch (error) {
      if (!this.#deps.isFormatError(error) && !lastTry) {
        // Given back for BullMQ's next try to claim.
        run.status = 'queued';
        await this.#deps.em.flush();
        throw error;
      }
      log.warn({ err: error, runId: id }, 'import run failed');
      const prefix = this.#deps.isFormatError(error) ? `${run.fileName}:` : 'The import failed:';
      return await this.#end(run, { error: `${prefix} ${oneLine(error)}`.slice(0, 600) });
    } finally {
      clearInterval(heartbeat);
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** Takes a queued run, or a running one untouched for `STALE_AFTER_MS`, in one statement. */
  async #claim(id: string): Promise<boolean> {
    const now = this.#deps.clock();
    const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
    const claimed = await this.#deps.em.nativeUpdate(
      ImportRun,
      {
        id,
        fileKey: { $ne: null },
        $or: [{ status: 'queued' }, { status: 'running', updatedAt: { $lt: staleBefore } }],
      },
      { status: 'running', startedAt: now, updatedAt: now },
    );
    return claimed === 1;
  }

  async #touch(id: string): Promise<void> {
    // Its own fork: the timer fires beside the job's scope, while the import holds its transaction.
    await this.#deps.em
      .fork()
      .nativeUpdate(ImportRun, { id, status: 'running' }, { updatedAt: this.#deps.clock() });
  }

  /**
   * Queues again the runs still `queued` or `running` that nothing has touched for
   * `STALE_AFTER_MS` (their job lost with a wiped Redis, or a worker killed mid-run): each under
   * the job id `<run id>__retry<starts>`, so repeated sweeps add it once per start.
   */
  async requeueStale(): Promise<number> {
    const before = new Date(this.#deps.clock().getTime() - STALE_AFTER_MS);
    const runs = await this.#deps.em.find(
      ImportRun,
      { status: { $in: ['queued', 'running'] }, updatedAt: { $lt: before } },
      { orderBy: { createdAt: 'asc' }, limit: 100 },
    );
    for (const run of runs) await this.#deps.enqueue(run.id, `${run.id}__retry${run.attempts}`);
    return runs.length;
  }

  /** Records the end, then deletes the file from the store (a run that ended never needs it). */
  async #end(run: ImportRun, outcome: { report?: Record<string, unknown>; error?: string }): Promise<string> {
    const fileKey = run.fileKey;
    const status = outcome.error === undefined ? 'done' : 'failed';
    run.status = status;
    run.report = outcome.report ?? null;
    run.error = outcome.error ?? null;
    run.fileKey = null;
    run.finishedAt = this.#deps.clock();
    await this.#deps.em.flush();
    if (fileKey) await this.#deps.store.delete(fileKey);
    return status;
  }
}

async function readHead(filepath: string): Promise<Buffer> {
  const handle = await open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** An error's message as one line of at most 500 characters. */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'The import failed';
}
