import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../db/index.ts';
import type { EventDefinition, EventPayload } from './define-event.ts';
import { OutboxEvent } from './outbox.entity.ts';

/** Postgres channel the relay listens on; NOTIFY is delivered only when the transaction commits. */
export const OUTBOX_CHANNEL = 'outbox_events';

/**
 * Records an event in the outbox inside the caller's transaction, so the event exists
 * exactly when the change it describes committed. Returns the event id.
 */
export async function publish<E extends EventDefinition>(
  em: EntityManager,
  event: E,
  payload: EventPayload<E>,
): Promise<string> {
  if (!em.isInTransaction()) {
    throw new Error(
      `publish(${event.name}) must run inside em.transactional() so the event commits with its change`,
    );
  }
  const data = event.schema.parse(payload) as Record<string, unknown>;
  const id = randomUUID();
  em.persist(
    em.create(OutboxEvent, {
      id,
      name: event.name,
      payload: data,
      occurredAt: new Date(),
      sentAt: null,
      relayAttempts: 0,
    }),
  );
  await em.execute(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
  return id;
}

/** Publishing bound to an entity manager, the shape services receive as a dependency. */
export type Publish = <E extends EventDefinition>(
  em: EntityManager,
  event: E,
  payload: EventPayload<E>,
) => Promise<string>;
