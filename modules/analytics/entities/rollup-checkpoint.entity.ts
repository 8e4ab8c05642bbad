import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * How far the rollup has read the Redis stream of views. Updated in the same transaction
 * as the counts, so a batch is counted exactly once even if the worker dies mid-way.
 */
export const RollupCheckpointSchema = table('RollupCheckpoint', 'analytics_rollup_checkpoint', {
  name: p.string().length(60).primary(),
  lastStreamId: p.string().length(40),
  updatedAt: p.datetime(),
});

export class RollupCheckpoint extends RollupCheckpointSchema.class {}
RollupCheckpointSchema.setClass(RollupCheckpoint);
