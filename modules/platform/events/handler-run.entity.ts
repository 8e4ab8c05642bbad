import { p } from '@mikro-orm/core';
import { table } from '../db/index.ts';

/**
 * One handler's completed run for one event. Lives in Postgres, not Redis, so a re-delivered
 * event (after Redis lost its jobs) skips the handlers that already finished, and the outbox
 * sweep can tell which handlers still owe a run. Pruned with its event.
 */
export const EventHandlerRunSchema = table('EventHandlerRun', 'event_handler_run', {
  eventId: p.uuid().primary(),
  handler: p.string().length(120).primary(),
  completedAt: p.datetime(),
});

export class EventHandlerRun extends EventHandlerRunSchema.class {}
EventHandlerRunSchema.setClass(EventHandlerRun);
