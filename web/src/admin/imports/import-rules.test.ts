import { describe, expect, it } from 'vitest';
import type { ImportReportView } from '../../api/imports';
import { countRows, formatBytes, IMPORT_TEXTS, importFileError, reportSummary } from './import-rules';

const report = (counts: ImportReportView['counts'], dryRun = false): ImportReportView => ({
  dryRun,
  format: 'WXR 1.2',
  counts,
  skipped: [],
  skippedNotListed: 0,
  unreachableImages: [],
});
const c = (created: number, updated = 0, unchanged = 0, skipped = 0) => ({
  created,
  updated,
  unchanged,
  skipped,
});

describe('import rules', () => {
  it('orders counts: posts, comments, images, redirects, then the skipped kinds by name', () => {
    const rows = countRows(
      report({ page: c(0, 0, 0, 2), redirect: c(5), attachment: c(0, 0, 0, 1), comment: c(3), post: c(1) }),
    );
    expect(rows.map((row) => row.kind)).toEqual(['post', 'comment', 'redirect', 'attachment', 'page']);
    expect(rows[0]).toEqual({ kind: 'post', created: 1, updated: 0, unchanged: 0, skipped: 0 });
  });

  it('sums a report in one sentence, worded for a dry run', () => {
    const counts = { post: c(2, 1, 4, 0), comment: c(3, 0, 1, 2) };
    expect(reportSummary(report(counts))).toBe('Created 5, updated 1; 5 unchanged, 2 skipped.');
    expect(reportSummary(report(counts, true))).toBe(
      'Dry run, nothing written: would create 5, update 1; 5 unchanged, 2 skipped.',
    );
  });

  it('checks the chosen file before sending it', () => {
    expect(importFileError(null)).toBe(IMPORT_TEXTS.chooseFile);
    expect(importFileError(new File(['x'], 'notes.txt'))).toBe(IMPORT_TEXTS.wrongType);
    expect(importFileError(new File(['<rss/>'], 'export.XML'))).toBeUndefined();
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    expect(importFileError(big)).toBe(IMPORT_TEXTS.tooLarge);
  });

  it('formats sizes', () => {
    expect([formatBytes(800), formatBytes(2048), formatBytes(5 * 1024 * 1024 + 200_000)]).toEqual([
      '800 B',
      '2 KB',
      '5.2 MB',
    ]);
  });
});
