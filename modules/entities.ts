import { adminEntities } from './admin/index.ts';
import { analyticsEntities } from './analytics/index.ts';
import { blogEntities } from './blog/index.ts';
import { contentEntities } from './content/index.ts';
import { importsEntities } from './imports/index.ts';
import { mediaEntities } from './media/index.ts';
import { newsletterEntities } from './newsletter/index.ts';
import { operationsEntities } from './operations/index.ts';
import { paymentsEntities } from './payments/index.ts';
import { EventHandlerRunSchema, OutboxEventSchema } from './platform/events/index.ts';
import { EmailDeliverySchema } from './platform/mail/index.ts';
import { searchEntities } from './search/index.ts';
import { shopEntities } from './shop/index.ts';

/** Every entity of every module: the ORM, migrations and tests load this one list. */
export const ENTITIES = [
  OutboxEventSchema,
  EventHandlerRunSchema,
  EmailDeliverySchema,
  ...mediaEntities,
  ...adminEntities,
  ...analyticsEntities,
  ...contentEntities,
  ...blogEntities,
  ...shopEntities,
  ...paymentsEntities,
  ...newsletterEntities,
  ...searchEntities,
  ...importsEntities,
  ...operationsEntities,
];
