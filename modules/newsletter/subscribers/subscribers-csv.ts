import type { Readable } from 'node:stream';
import { csvStream, neutralise } from '../../platform/csv/index.ts';
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

export { neutralise };

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
  return csvStream(CSV_COLUMNS, cells());
}
