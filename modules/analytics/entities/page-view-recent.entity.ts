import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/** The latest views, capped by the rollup, for the dashboard's live list. */
export const PageViewRecentSchema = table('PageViewRecent', 'page_view_recent', {
  id: p.bigint('number').primary().autoincrement(),
  path: p.string().length(512),
  viewedAt: p.datetime().index(),
});

export class PageViewRecent extends PageViewRecentSchema.class {}
PageViewRecentSchema.setClass(PageViewRecent);
