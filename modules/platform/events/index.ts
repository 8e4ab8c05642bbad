export {
  type DomainEvent,
  defineEvent,
  defineHandler,
  type EventDefinition,
  type EventHandler,
  type EventPayload,
} from './define-event.ts';
export { createEventDispatch, type EventDispatch } from './dispatch.ts';
export { OutboxEvent, OutboxEventSchema } from './outbox.entity.ts';
export { OUTBOX_CHANNEL, type Publish, publish } from './publish.ts';
export { OutboxRelay, type OutboxRelayOptions } from './relay.ts';
