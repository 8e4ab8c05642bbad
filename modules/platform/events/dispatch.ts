import { type Queue, UnrecoverableError } from 'bullmq';
import type { EntityManager } from '../db/index.ts';
import { DEFAULT_RETRY, jobOptions } from '../queues/index.ts';
import type { DomainEvent, EventHandler } from './define-event.ts';

/** How the handlers' jobs are retried (each handler is its own job). */
export const HANDLER_RETRY = DEFAULT_RETRY;

/** `<eventId>__<handler>`: re-adding a handler's job while it exists finds it instead of a second one. */
export const handlerJobId = (eventId: string, handler: string) => `${eventId}__${handler}`;

export type HandlerOutcome = 'ran' | 'already_done';

export type EventDispatch = {
  /** Turns one relayed event into one job per subscribed handler. Returns how many. */
  fanOut(event: DomainEvent): Promise<number>;
  /** Adds the jobs of some of an event's handlers (the sweep's redelivery). */
  enqueueHandlers(deliveries: { event: DomainEvent; handlers: string[] }[]): Promise<number>;
  /**
   * Runs one handler for one event, validating the payload against the event's schema, unless
   * its run is already recorded; records the run after success.
   */
  run(handlerName: string, event: DomainEvent): Promise<HandlerOutcome>;
  /** Names of the handlers subscribed to an event (none: the event is complete once sent). */
  subscribersOf(eventName: string): string[];
  handlers(): EventHandler[];
};

export function createEventDispatch(options: {
  handlers: EventHandler[];
  handlerQueue: Queue<DomainEvent>;
  em: EntityManager;
}): EventDispatch {
  const byName = new Map<string, EventHandler>();
  const byEvent = new Map<string, string[]>();
  for (const handler of options.handlers) {
    if (byName.has(handler.name)) throw new Error(`Two event handlers are named ${handler.name}`);
    byName.set(handler.name, handler);
    byEvent.set(handler.event.name, [...(byEvent.get(handler.event.name) ?? []), handler.name]);
  }
  const opts = jobOptions({ retry: HANDLER_RETRY });

  async function enqueueHandlers(deliveries: { event: DomainEvent; handlers: string[] }[]) {
    const jobs = deliveries.flatMap(({ event, handlers }) =>
      handlers.map((handler) => ({
        name: handler,
        data: event,
        opts: { ...opts, jobId: handlerJobId(event.id, handler) },
      })),
    );
    if (jobs.length > 0) await options.handlerQueue.addBulk(jobs);
    return jobs.length;
  }

  return {
    fanOut: (event) => enqueueHandlers([{ event, handlers: byEvent.get(event.name) ?? [] }]),
    enqueueHandlers,
    async run(handlerName, event) {
      const handler = byName.get(handlerName);
      if (!handler) throw new UnrecoverableError(`No event handler named ${handlerName}`);
      const em = options.em.fork();
      const [done] = await em.execute<unknown[]>(
        'select 1 from event_handler_run where event_id = ? and handler = ?',
        [event.id, handler.name],
      );
      if (done) return 'already_done';
      const parsed = handler.event.schema.safeParse(event.payload);
      if (!parsed.success)
        throw new UnrecoverableError(
          `Payload of ${event.name} ${event.id} is invalid: ${parsed.error.message}`,
        );
      await handler.handle({ ...event, payload: parsed.data });
      // A crash between the effect and this row re-runs the handler: effects are idempotent.
      await em.execute(
        `insert into event_handler_run (event_id, handler, completed_at) values (?, ?, now())
         on conflict do nothing`,
        [event.id, handler.name],
      );
      return 'ran';
    },
    subscribersOf: (eventName) => byEvent.get(eventName) ?? [],
    handlers: () => [...byName.values()],
  };
}
