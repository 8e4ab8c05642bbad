import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * The visits' rollup: per day (the day a visit began, site time zone), per filter a dashboard
 * click can set (`filter_dim` '' with `filter_value` '' for none), per panel dimension and value:
 * visits, first visits of a visitor that day (`visitors`), page views, bounces and the time
 * between a visit's first and last views. Every figure is a sum of deltas, so batches add up in
 * any split; the key leads with the filter and the panel, so a range reads one index run.
 */
export const AnalyticsRollupSchema = table('AnalyticsRollup', 'analytics_rollup', {
  filterDim: p.string().length(16).primary(),
  filterValue: p.string().length(512).primary(),
  dim: p.string().length(16).primary(),
  day: p.date().primary(),
  value: p.string().length(640).primary(),
  visits: p.integer().default(0),
  visitors: p.integer().default(0),
  views: p.integer().default(0),
  bounces: p.integer().default(0),
  durationMs: p.bigint('number').default(0),
});

export class AnalyticsRollup extends AnalyticsRollupSchema.class {}
AnalyticsRollupSchema.setClass(AnalyticsRollup);
