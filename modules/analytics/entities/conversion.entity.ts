import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * One confirmed sale or newsletter sign-up, credited to the visit it began in: that visit's
 * source, campaign and entry page, as the order or the sign-up kept them. `id` is the fact's own
 * (`sale:<transaction id>`, `signup:<token id>`), so a handler run twice adds nothing. A reversed
 * sale keeps its row with `reversedAt` set and drops out of every figure; so does a sale refunded
 * in full. A partial refund is subtracted from its revenue (`refundedMinor`).
 */
export const ConversionSchema = table(
  'Conversion',
  'analytics_conversion',
  {
    id: p.string().length(100).primary(),
    kind: p.string().length(10).$type<'sale' | 'signup'>(),
    day: p.date(),
    source: p.string().length(120),
    channel: p.string().length(16),
    campaign: p.string().length(120).nullable(),
    entryPath: p.string().length(512),
    revenueMinor: p.bigint('number').default(0),
    /** What a partial refund gave back (a full refund takes the sale out instead, as a reversal does). */
    refundedMinor: p.bigint('number').default(0),
    currency: p.string().length(3).nullable(),
    reversedAt: p.datetime().nullable(),
  },
  { indexes: [{ name: 'analytics_conversion_day_idx', properties: ['day'] }] },
);

export class Conversion extends ConversionSchema.class {}
ConversionSchema.setClass(Conversion);
