import type { z } from 'zod';

/** A past-tense fact a module announces, e.g. `analytics.views_rolled_up`, with its payload schema. */
export type EventDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  readonly name: Name;
  readonly schema: Schema;
};

export type EventPayload<E extends EventDefinition> = z.output<E['schema']>;

/** What a subscriber receives: the event's identity, when it happened and its validated payload. */
export type DomainEvent<Payload = unknown> = {
  id: string;
  name: string;
  occurredAt: string;
  payload: Payload;
};

/** Every event defined in this process, by name (what the README's event table is made from). */
const defined = new Map<string, EventDefinition>();

export function defineEvent<const Name extends string, Schema extends z.ZodType>(
  name: Name,
  schema: Schema,
): EventDefinition<Name, Schema> {
  if (!/^[a-z]+\.[a-z_]+$/.test(name))
    throw new Error(`Event name "${name}" must look like module.past_tense_fact`);
  const event = Object.freeze({ name, schema });
  defined.set(name, event);
  return event;
}

/** The events defined so far in this process (those of every module the caller imported). */
export function definedEvents(): EventDefinition[] {
  return [...defined.values()];
}

/**
 * A subscriber declared by the module that reacts. Each runs as its own job, so a retry
 * never re-runs a handler that already succeeded; effects must be safe to run twice.
 */
export type EventHandler<E extends EventDefinition = EventDefinition> = {
  readonly name: string;
  readonly event: E;
  handle(event: DomainEvent<EventPayload<E>>): Promise<void>;
};

export function defineHandler<E extends EventDefinition>(handler: EventHandler<E>): EventHandler<E> {
  if (!/^[a-z]+\.[a-z_]+$/.test(handler.name)) {
    throw new Error(`Handler name "${handler.name}" must look like module.what_it_does`);
  }
  return Object.freeze(handler);
}
