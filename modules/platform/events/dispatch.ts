import { type Queue, UnrecoverableError } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from '../queues/index.ts';
import type { DomainEvent, EventHandler } from './define-event.ts';

export type EventDispatch = {
  /** Turns one relayed event into one job per subscribed handler. Returns how many. */
  fanOut(event: DomainEvent): Promise<number>;
  /** Runs one handler for one event, validating the payload against the event's schema. */
  run(handlerName: string, event: DomainEvent): Promise<void>;
  handlerNames(): string[];
};

export function createEventDispatch(options: {
  handlers: EventHandler[];
  handlerQueue: Queue<DomainEvent>;
}): EventDispatch {
  const byName = new Map<string, EventHandler>();
  const byEvent = new Map<string, EventHandler[]>();
  for (const handler of options.handlers) {
    if (byName.has(handler.name)) throw new Error(`Two event handlers are named ${handler.name}`);
    byName.set(handler.name, handler);
    byEvent.set(handler.event.name, [...(byEvent.get(handler.event.name) ?? []), handler]);
  }

  return {
    async fanOut(event) {
      const subscribers = byEvent.get(event.name) ?? [];
      if (subscribers.length === 0) return 0;
      await options.handlerQueue.addBulk(
        subscribers.map((handler) => ({
          name: handler.name,
          data: event,
          // `<eventId>__<handler>`: re-adding after a crash finds the same job instead of a second one.
          opts: { ...DEFAULT_JOB_OPTIONS, jobId: `${event.id}__${handler.name}` },
        })),
      );
      return subscribers.length;
    },
    async run(handlerName, event) {
      const handler = byName.get(handlerName);
      if (!handler) throw new UnrecoverableError(`No event handler named ${handlerName}`);
      const parsed = handler.event.schema.safeParse(event.payload);
      if (!parsed.success)
        throw new UnrecoverableError(
          `Payload of ${event.name} ${event.id} is invalid: ${parsed.error.message}`,
        );
      await handler.handle({ ...event, payload: parsed.data });
    },
    handlerNames: () => [...byName.keys()],
  };
}
