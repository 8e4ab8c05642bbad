import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * A search that found nothing, counted per normalised query and day for the owner's dashboard
 * ("Searched, not found"). Holds no visitor data; days older than the dashboard's window are
 * pruned and each day keeps a bounded number of distinct queries (see search-misses.ts).
 */
export const SearchMissSchema = table('SearchMiss', 'search_miss', {
  query: p.string().length(100).primary(),
  day: p.date().primary().index(),
  count: p.integer().default(1),
  lastSearchedAt: p.datetime(),
});

export class SearchMiss extends SearchMissSchema.class {}
SearchMissSchema.setClass(SearchMiss);
