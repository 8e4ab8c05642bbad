import { defineEntity, p } from '@mikro-orm/core';

/** The latest views, capped by the rollup, for the dashboard's live list. */
export const PageViewRecentSchema = defineEntity({
  name: 'PageViewRecent',
  tableName: 'page_view_recent',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    path: p.string().length(512),
    viewedAt: p.datetime().index(),
  },
});

export class PageViewRecent extends PageViewRecentSchema.class {}
PageViewRecentSchema.setClass(PageViewRecent);
