import { defineJob } from '../../queues/index.ts';
import { type EventDispatch, HANDLER_RETRY } from '../dispatch.ts';
import { domainEventSchema } from './event-fan-out.job.ts';
import { EVENT_HANDLERS_QUEUE } from './event-queues.ts';

/** One job definition per subscribed handler, named after it, on the event-handlers queue. */
export function eventHandlerJobs(dispatch: EventDispatch) {
  return dispatch.handlers().map((handler) =>
    defineJob({
      queue: EVENT_HANDLERS_QUEUE,
      name: handler.name,
      schema: domainEventSchema,
      retry: HANDLER_RETRY,
      handle: (event) => dispatch.run(handler.name, event),
    }),
  );
}
