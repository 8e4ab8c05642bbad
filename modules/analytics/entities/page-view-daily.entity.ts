import { defineEntity, p } from '@mikro-orm/core';

/** Views of one path on one day (in the site's time zone). */
export const PageViewDailySchema = defineEntity({
  name: 'PageViewDaily',
  tableName: 'page_view_daily',
  properties: {
    day: p.date().primary(),
    path: p.string().length(512).primary(),
    views: p.integer().default(0),
  },
});

export class PageViewDaily extends PageViewDailySchema.class {}
PageViewDailySchema.setClass(PageViewDaily);
