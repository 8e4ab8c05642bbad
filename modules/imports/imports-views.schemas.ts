import { z } from 'zod/mini';
import { listAnswerSchema } from '../platform/lists/index.ts';

/**
 * The imports module's answers as the admin screens read them (zod/mini, like every
 * `*-views.schemas.ts`): import runs with their report, and redirects. The server's presenters
 * build exactly these shapes (checked in tests/imports/import-runs.test.ts).
 */
const counts = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
});

export const importReportViewSchema = z.object({
  dryRun: z.boolean(),
  format: z.string(),
  counts: z.record(z.string(), counts),
  skipped: z.array(
    z.object({ kind: z.string(), source_id: z.string(), line: z.number(), reason: z.string() }),
  ),
  skippedNotListed: z.number(),
  unreachableImages: z.array(z.object({ url: z.string(), reason: z.string() })),
});

export const IMPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const importRunViewSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_RUN_STATUSES),
  dry_run: z.boolean(),
  file_name: z.string(),
  file_bytes: z.number(),
  report: z.nullable(importReportViewSchema),
  error: z.nullable(z.string()),
  created_at: z.string(),
  started_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});

export const importRunAnswerSchema = z.object({ success: z.literal(true), run: importRunViewSchema });
export const importRunsAnswerSchema = z.object({
  success: z.literal(true),
  runs: z.array(importRunViewSchema),
});

export const redirectViewSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.number(),
  source: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const redirectsAnswerSchema = listAnswerSchema('redirects', redirectViewSchema);
export const redirectAnswerSchema = z.object({
  success: z.literal(true),
  redirect: redirectViewSchema,
  message: z.string(),
});

export type ImportRunView = z.infer<typeof importRunViewSchema>;
export type ImportReportView = z.infer<typeof importReportViewSchema>;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];
export type RedirectRow = z.infer<typeof redirectViewSchema>;

/** A delete's answer (`{ success, message }`), for the web app. */
export { messageAnswerSchema } from '../platform/answers/index.ts';
