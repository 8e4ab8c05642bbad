import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { SubscriberView } from '../newsletter.schemas.ts';
import { statusOf } from '../subscriber-state.ts';

export const CSV_COLUMNS = [
  'id',
  'email',
  'name',
  'status',
  'is_active',
  'is_verified',
  'subscription_date',
] as const;

const STATUS_LABELS = { active: 'Active', pending: 'Pending Verification', unsubscribed: 'Unsubscribed' };

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a leading tab or carriage
 * return) gets a leading apostrophe, the OWASP advice against CSV injection.
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function toRow(subscriber: SubscriberView): string[] {
  const status = statusOf({ isActive: subscriber.is_active, isVerified: subscriber.is_verified });
  return [
    subscriber.id,
    neutralise(subscriber.email),
    neutralise(subscriber.name ?? ''),
    STATUS_LABELS[status],
    String(subscriber.is_active),
    String(subscriber.is_verified),
    subscriber.subscription_date,
  ];
}

/** The CSV as a stream: rows are pulled from the pages as the client reads (backpressure). */
export function subscribersCsv(rows: AsyncIterable<SubscriberView>): Readable {
  async function* cells() {
    for await (const subscriber of rows) yield toRow(subscriber);
  }
  // A byte-order mark lets spreadsheet programs read the names' accents as UTF-8.
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], bom: true });
  // pipeline, not pipe: a client leaving mid-download stops the page reads too.
  pipeline(Readable.from(cells()), csv, () => undefined);
  return csv;
}
