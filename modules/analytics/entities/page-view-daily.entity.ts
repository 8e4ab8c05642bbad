import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/** Views of one path on one day (in the site's time zone). */
export const PageViewDailySchema = table('PageViewDaily', 'page_view_daily', {
  day: p.date().primary(),
  path: p.string().length(512).primary(),
  views: p.integer().default(0),
});

export class PageViewDaily extends PageViewDailySchema.class {}
PageViewDailySchema.setClass(PageViewDaily);
