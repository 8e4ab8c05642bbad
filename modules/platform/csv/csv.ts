import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a leading tab or carriage
 * return) gets a leading apostrophe, the OWASP advice against CSV injection.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV as a stream, with a header row and a byte-order mark (spreadsheet programs then read
 * accents as UTF-8). Rows are pulled as the client reads (backpressure); a client leaving
 * mid-download stops the reads too (pipeline, not pipe). Cells are the caller's to neutralise.
 */
export function csvStream(columns: readonly string[], rows: AsyncIterable<string[]>): Readable {
  const csv = stringify({ header: true, columns: [...columns], bom: true });
  pipeline(Readable.from(rows), csv, () => undefined);
  return csv;
}
