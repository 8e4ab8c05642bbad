import { p } from '@mikro-orm/core';
import { table } from '../db/index.ts';

/**
 * A domain event: written in the same transaction as the change it describes (so an event
 * exists exactly when its change committed), relayed to the queue (`sentAt`), and complete once
 * every subscribed handler has recorded its run (`completedAt`); complete rows are pruned later.
 */
export const OutboxEventSchema = table(
  'OutboxEvent',
  'outbox_event',
  {
    id: p.uuid().primary(),
    name: p.string().length(120),
    payload: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime(),
    /** Last time the event was handed to Redis: by the relay, or again by the sweep. */
    sentAt: p.datetime().nullable(),
    relayAttempts: p.integer().default(0),
    /** Every handler subscribed to it has completed (none subscribed counts as complete). */
    completedAt: p.datetime().nullable(),
  },
  {
    indexes: [
      {
        name: 'outbox_event_unsent_idx',
        expression:
          'create index "outbox_event_unsent_idx" on "outbox_event" ("occurred_at") where "sent_at" is null',
      },
      {
        name: 'outbox_event_incomplete_idx',
        expression:
          'create index "outbox_event_incomplete_idx" on "outbox_event" ("sent_at") where "sent_at" is not null and "completed_at" is null',
      },
      {
        name: 'outbox_event_completed_idx',
        expression:
          'create index "outbox_event_completed_idx" on "outbox_event" ("completed_at") where "completed_at" is not null',
      },
    ],
  },
);

export class OutboxEvent extends OutboxEventSchema.class {}
OutboxEventSchema.setClass(OutboxEvent);
