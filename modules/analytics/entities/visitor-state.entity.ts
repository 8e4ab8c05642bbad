import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * Each visitor hash's latest visit, so the next view can join it (30 minutes idle at most) and
 * the dashboard can say who is on the site now. A hash mixes a salt that lives two days at most,
 * so rows older than that are deleted by the rollup: they can never match a view again.
 */
export const VisitorStateSchema = table('VisitorState', 'analytics_visitor_state', {
  visitorHash: p.string().length(64).primary(),
  visitDay: p.date(),
  startedAt: p.datetime(),
  lastAt: p.datetime().index('analytics_visitor_state_last_at_idx'),
  entryPath: p.string().length(512),
  exitPath: p.string().length(512),
  views: p.integer(),
  source: p.string().length(120),
  channel: p.string().length(16),
  campaign: p.string().length(120).nullable(),
  country: p.string().length(2).nullable(),
  browser: p.string().length(60),
  os: p.string().length(60),
  device: p.string().length(10),
});

export class VisitorState extends VisitorStateSchema.class {}
VisitorStateSchema.setClass(VisitorState);
