import { saveBlob } from '../../lib/save-blob';
import type { DayPair } from './analytics-range';

export type CsvCell = string | number;
export type CsvTable = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

/** What makes a spreadsheet read a cell as a formula (OWASP's list: the four signs, tab and CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: a text that a spreadsheet would run as a formula gets a leading single quote, then
 * any cell holding a quote, comma or line break is quoted with its quotes doubled (RFC 4180).
 * Numbers are written as they are.
 */
export function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header, then each row, CRLF after every line (RFC 4180). */
export function buildCsv({ header, rows }: CsvTable): string {
  return [header, ...rows].map((line) => `${line.map(csvCell).join(',')}\r\n`).join('');
}

/** 'analytics-sources-2026-10-30_2026-11-28.csv'. */
export function csvFileName(panel: string, range: DayPair): string {
  return `analytics-${panel}-${range.from}_${range.to}.csv`;
}

/** Saves a panel's table as a CSV file (with a byte-order mark, so Excel reads it as UTF-8). */
export function downloadCsv(panel: string, range: DayPair, table: CsvTable): void {
  const blob = new Blob(['\uFEFF', buildCsv(table)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, csvFileName(panel, range));
}
