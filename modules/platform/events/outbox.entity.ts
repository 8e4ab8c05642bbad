import { defineEntity, p } from '@mikro-orm/core';

/**
 * A domain event waiting to be relayed to the queue. Written in the same transaction as
 * the change it describes, so an event exists exactly when its change committed.
 */
export const OutboxEventSchema = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox_event',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(120),
    payload: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    relayAttempts: p.integer().default(0),
  },
  indexes: [
    {
      name: 'outbox_event_unsent_idx',
      expression:
        'create index "outbox_event_unsent_idx" on "outbox_event" ("occurred_at") where "sent_at" is null',
    },
  ],
});

export class OutboxEvent extends OutboxEventSchema.class {}
OutboxEventSchema.setClass(OutboxEvent);
