import { defineEntity, p } from '@mikro-orm/core';

/**
 * How far the rollup has read the Redis stream of views. Updated in the same transaction
 * as the counts, so a batch is counted exactly once even if the worker dies mid-way.
 */
export const RollupCheckpointSchema = defineEntity({
  name: 'RollupCheckpoint',
  tableName: 'analytics_rollup_checkpoint',
  properties: {
    name: p.string().length(60).primary(),
    lastStreamId: p.string().length(40),
    updatedAt: p.datetime(),
  },
});

export class RollupCheckpoint extends RollupCheckpointSchema.class {}
RollupCheckpointSchema.setClass(RollupCheckpoint);
