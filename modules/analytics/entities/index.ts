import { AnalyticsRollupSchema } from './analytics-rollup.entity.ts';
import { ConversionSchema } from './conversion.entity.ts';
import { PageViewDailySchema } from './page-view-daily.entity.ts';
import { PageViewRecentSchema } from './page-view-recent.entity.ts';
import { RollupCheckpointSchema } from './rollup-checkpoint.entity.ts';
import { VisitorDailySchema } from './visitor-daily.entity.ts';
import { VisitorStateSchema } from './visitor-state.entity.ts';

export const analyticsEntities = [
  PageViewDailySchema,
  VisitorDailySchema,
  PageViewRecentSchema,
  RollupCheckpointSchema,
  AnalyticsRollupSchema,
  VisitorStateSchema,
  ConversionSchema,
];
