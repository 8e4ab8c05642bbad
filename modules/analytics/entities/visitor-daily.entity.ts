import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row per visitor per day. The hash mixes a salt that is discarded at the end of its
 * day, so yesterday's rows can no longer be tied to an IP address or to today's visitors.
 */
export const VisitorDailySchema = defineEntity({
  name: 'VisitorDaily',
  tableName: 'visitor_daily',
  properties: {
    day: p.date().primary(),
    visitorHash: p.string().length(64).primary(),
  },
});

export class VisitorDaily extends VisitorDailySchema.class {}
VisitorDailySchema.setClass(VisitorDaily);
