import type { ImportReportView, ImportRunView } from '../../api/imports';
import type { BadgeTone } from '../../components/badge';

/** What the file input accepts: the kinds the server takes (it checks the content again). */
export const ACCEPTED_FILES = '.xml,.json,.zip,application/xml,text/xml,application/json,application/zip';

/** The largest file the server takes (POST /api/imports answers 413 above it). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

export const IMPORT_TEXTS = {
  accepted:
    'A WordPress export (.xml), a Ghost export (.json), or a .zip of Markdown files (Jekyll, Hugo, Eleventy) or of this site’s own export; up to 100 MB.',
  chooseFile: 'Choose a file to import',
  tooLarge: 'The file is larger than 100 MB',
  wrongType: 'Choose an .xml, .json or .zip file',
  startFailed: 'Failed to start the import',
  runsFailed: 'Failed to fetch recent imports',
} as const;

const STATUS: Record<ImportRunView['status'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** A run's state as its badge shows it. */
export const runStatus = (status: ImportRunView['status']) => STATUS[status];

/** Why a chosen file cannot be sent, or undefined when it can. */
export function importFileError(file: File | null): string | undefined {
  if (!file) return IMPORT_TEXTS.chooseFile;
  if (!/\.(xml|json|zip)$/i.test(file.name)) return IMPORT_TEXTS.wrongType;
  if (file.size > MAX_IMPORT_BYTES) return IMPORT_TEXTS.tooLarge;
  return undefined;
}

export type CountRow = { kind: string; created: number; updated: number; unchanged: number; skipped: number };

/** The report's counts as table rows: posts first, then comments, then the rest by name. */
export function countRows(report: ImportReportView): CountRow[] {
  const rank = (kind: string) => ['post', 'comment', 'image', 'redirect'].indexOf(kind);
  return Object.entries(report.counts)
    .map(([kind, counts]) => ({ kind, ...counts }))
    .sort((a, b) => {
      const [ra, rb] = [rank(a.kind), rank(b.kind)];
      if (ra !== rb) return (ra === -1 ? 99 : ra) - (rb === -1 ? 99 : rb);
      return a.kind.localeCompare(b.kind);
    });
}

/** One sentence for the top of a report: what was (or, dry, would be) created and updated. */
export function reportSummary(report: ImportReportView): string {
  const total = (key: 'created' | 'updated' | 'unchanged' | 'skipped') =>
    Object.values(report.counts).reduce((sum, counts) => sum + counts[key], 0);
  const verb = report.dryRun ? 'Dry run, nothing written: would create' : 'Created';
  return `${verb} ${total('created')}, ${report.dryRun ? 'update' : 'updated'} ${total('updated')}; ${total('unchanged')} unchanged, ${total('skipped')} skipped.`;
}

/** A file size for people: `812 KB`, `4.2 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
