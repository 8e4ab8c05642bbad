/** What happened to one kind of item. */
export type ImportCounts = { created: number; updated: number; unchanged: number; skipped: number };

/** An item left out, and why; `line` is where it starts in the file (0: not from one line). */
export type SkippedItem = { kind: string; source_id: string; line: number; reason: string };

/** What a run did (or, dry, would do). */
export type ImportReport = {
  file: string;
  dryRun: boolean;
  /** What the file was: `WXR 1.2`, `Ghost 5.x`, `Markdown (12 files)` … */
  format: string;
  counts: Record<string, ImportCounts>;
  skipped: SkippedItem[];
  /** Skipped items past the first `MAX_LISTED`, counted but not listed. */
  skippedNotListed: number;
  /** Images (featured or in a body) that could not be fetched: kept as links to where they were. */
  unreachableImages: { url: string; reason: string }[];
};

const MAX_LISTED = 1000;

/** Builds the report as the import goes (bounded: a huge file lists its first 1,000 skips). */
export class ImportReportBuilder {
  readonly #report: ImportReport;

  constructor(file: string, dryRun: boolean, format: string) {
    this.#report = {
      file,
      dryRun,
      format,
      counts: {},
      skipped: [],
      skippedNotListed: 0,
      unreachableImages: [],
    };
  }

  count(kind: string, outcome: keyof ImportCounts): void {
    const counts = this.#report.counts[kind] ?? { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    counts[outcome] += 1;
    this.#report.counts[kind] = counts;
  }

  skip(kind: string, sourceId: string, line: number, reason: string): void {
    this.count(kind, 'skipped');
    if (this.#report.skipped.length < MAX_LISTED)
      this.#report.skipped.push({ kind, source_id: sourceId, line, reason });
    else this.#report.skippedNotListed += 1;
  }

  unreachable(url: string, reason: string): void {
    this.count('image', 'skipped');
    if (this.#report.unreachableImages.length < MAX_LISTED)
      this.#report.unreachableImages.push({ url, reason });
  }

  done(): ImportReport {
    return this.#report;
  }
}

/** The report as the command line prints it. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written)' : 'Imported'}: ${report.file} (${report.format})`,
    '',
    'kind            created  updated  unchanged  skipped',
  ];
  for (const [kind, c] of Object.entries(report.counts).sort(([a], [b]) => a.localeCompare(b)))
    lines.push(
      `${kind.padEnd(15)} ${String(c.created).padStart(7)}  ${String(c.updated).padStart(7)}  ${String(c.unchanged).padStart(9)}  ${String(c.skipped).padStart(7)}`,
    );
  if (report.skipped.length > 0) {
    lines.push('', 'Skipped:');
    for (const s of report.skipped)
      lines.push(`  ${s.kind} ${s.source_id}${s.line ? ` (line ${s.line})` : ''}: ${s.reason}`);
    if (report.skippedNotListed > 0) lines.push(`  … and ${report.skippedNotListed} more`);
  }
  if (report.unreachableImages.length > 0) {
    lines.push('', 'Images not fetched (kept as links):');
    for (const image of report.unreachableImages) lines.push(`  ${image.url}: ${image.reason}`);
  }
  return lines.join('\n');
}
