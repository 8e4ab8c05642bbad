import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * No longer written (the visits' rollup counts visitors per day since issue 31); read for the
 * days before the rollup began. One row per visitor per day. The hash mixes a salt that is discarded at the end of its
 * day, so yesterday's rows can no longer be tied to an IP address or to today's visitors.
 */
export const VisitorDailySchema = table('VisitorDaily', 'visitor_daily', {
  day: p.date().primary(),
  visitorHash: p.string().length(64).primary(),
});

export class VisitorDaily extends VisitorDailySchema.class {}
VisitorDailySchema.setClass(VisitorDaily);
