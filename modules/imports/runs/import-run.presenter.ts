import type { ImportReportView, ImportRunView } from '../imports-views.schemas.ts';
import type { ImportRun } from './import-run.entity.ts';

/** The stored report as the screen reads it (the temporary file's path is left out). */
function presentReport(report: Record<string, unknown> | null | undefined): ImportReportView | null {
  if (!report) return null;
  // Reports made before the engine named their format carry WordPress's `version` instead.
  const format =
    typeof report.format === 'string'
      ? report.format
      : typeof report.version === 'string' && report.version
        ? `WXR ${report.version}`
        : '';
  return {
    dryRun: report.dryRun === true,
    format,
    counts: (report.counts ?? {}) as ImportReportView['counts'],
    skipped: (report.skipped ?? []) as ImportReportView['skipped'],
    skippedNotListed: typeof report.skippedNotListed === 'number' ? report.skippedNotListed : 0,
    unreachableImages: (report.unreachableImages ?? []) as ImportReportView['unreachableImages'],
  };
}

/** An import run as the admin API answers it (an allowlist: never the object key). */
export const presentImportRun = (run: ImportRun): ImportRunView => ({
  id: run.id,
  status: run.status as ImportRunView['status'],
  dry_run: run.dryRun,
  file_name: run.fileName,
  file_bytes: run.fileBytes,
  report: presentReport(run.report),
  error: run.error ?? null,
  created_at: run.createdAt.toISOString(),
  started_at: run.startedAt?.toISOString() ?? null,
  finished_at: run.finishedAt?.toISOString() ?? null,
});
