import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';

/**
 * One import asked for from the admin screen: the uploaded file waits in the object store
 * (`fileKey`, under `private/imports/`) until the worker's `imports.run` job has run it.
 * `status` goes queued → running → done (with `report`) or failed (with `error`, one line).
 * The state lives here, not in Redis, so a wiped queue loses no run (see the README's "Crashes").
 */
export const ImportRunSchema = table(
  'ImportRun',
  'import_run',
  {
    id: p.uuid().primary(),
    status: p.string().length(10).default('queued'),
    dryRun: p.boolean().default(false),
    /** The name the browser sent (shown only; never a path). */
    fileName: p.string().length(255),
    /** The file's object key while the run waits or runs; null once it has ended and been deleted. */
    fileKey: p.string().length(300).nullable(),
    fileBytes: p.integer(),
    report: p.json<Record<string, unknown>>().nullable(),
    error: p.text().nullable(),
    /** How many times a worker has started it (a run found `running` is run again). */
    attempts: p.integer().default(0),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  { indexes: [{ name: 'import_run_status_idx', properties: ['status', 'createdAt'] }] },
);

export class ImportRun extends ImportRunSchema.class {}
ImportRunSchema.setClass(ImportRun);
