import { DEFAULT_RETRY, type QueueSpec } from '../../queues/index.ts';

/** Relayed outbox rows, one job per event (id = outbox id), each fanned out to its handlers. */
export const EVENTS_QUEUE: QueueSpec = { name: 'events', concurrency: 4 };
/** One job per (event, subscribed handler), id `<eventId>__<handler>`. */
export const EVENT_HANDLERS_QUEUE: QueueSpec = { name: 'event-handlers', concurrency: 4 };
/** Platform housekeeping: the outbox sweep and prune. */
export const MAINTENANCE_QUEUE: QueueSpec = { name: 'maintenance', concurrency: 1 };

/** The kernel's own queues; every other queue comes from a module's job. */
export const KERNEL_QUEUES: readonly QueueSpec[] = [EVENTS_QUEUE, EVENT_HANDLERS_QUEUE, MAINTENANCE_QUEUE];

/** Name of the job the relay adds for each event (the event's own name is in its data). */
export const FAN_OUT_JOB = 'fan-out';
export const FAN_OUT_RETRY = DEFAULT_RETRY;
