import { analyticsEntities } from './analytics/index.ts';
import { OutboxEventSchema } from './platform/events/index.ts';

/** Every entity of every module: the ORM, migrations and tests load this one list. */
export const ENTITIES = [OutboxEventSchema, ...analyticsEntities];
