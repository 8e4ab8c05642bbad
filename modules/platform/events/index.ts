export {
  type DomainEvent,
  definedEvents,
  defineEvent,
  defineHandler,
  type EventDefinition,
  type EventHandler,
  type EventPayload,
} from './define-event.ts';
export { createEventDispatch, type EventDispatch, type HandlerOutcome, handlerJobId } from './dispatch.ts';
export { EventHandlerRun, EventHandlerRunSchema } from './handler-run.entity.ts';
export { domainEventSchema, eventFanOutJob } from './jobs/event-fan-out.job.ts';
export { eventHandlerJobs } from './jobs/event-handler.job.ts';
export {
  EVENT_HANDLERS_QUEUE,
  EVENTS_QUEUE,
  FAN_OUT_JOB,
  KERNEL_QUEUES,
  MAINTENANCE_QUEUE,
} from './jobs/event-queues.ts';
export { OUTBOX_RETENTION_MS, outboxPruneJob } from './jobs/outbox-prune.job.ts';
export { outboxSweepJob } from './jobs/outbox-sweep.job.ts';
export { OutboxEvent, OutboxEventSchema } from './outbox.entity.ts';
export { pruneCompleted, type RedeliveryResult, redeliverIncomplete } from './outbox-maintenance.ts';
export { OUTBOX_CHANNEL, type Publish, publish } from './publish.ts';
export { OutboxRelay, type OutboxRelayOptions } from './relay.ts';
