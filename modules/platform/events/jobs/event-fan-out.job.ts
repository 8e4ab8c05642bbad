import { z } from 'zod';
import { defineJob } from '../../queues/index.ts';
import type { DomainEvent } from '../define-event.ts';
import type { EventDispatch } from '../dispatch.ts';
import { EVENTS_QUEUE, FAN_OUT_JOB, FAN_OUT_RETRY } from './event-queues.ts';

/** The shape the relay puts on the queue; handlers validate the payload against their event. */
export const domainEventSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  occurredAt: z.string(),
  payload: z.unknown(),
}) satisfies z.ZodType<DomainEvent>;

/** Turns one relayed event into one job per subscribed handler. */
export function eventFanOutJob(dispatch: EventDispatch) {
  return defineJob({
    queue: EVENTS_QUEUE,
    name: FAN_OUT_JOB,
    schema: domainEventSchema,
    retry: FAN_OUT_RETRY,
    handle: (event) => dispatch.fanOut(event),
  });
}
