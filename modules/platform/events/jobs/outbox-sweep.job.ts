import type { EntityManager } from '../../db/index.ts';
import { defineSweep } from '../../queues/index.ts';
import type { EventDispatch } from '../dispatch.ts';
import { redeliverIncomplete } from '../outbox-maintenance.ts';
import type { OutboxRelay } from '../relay.ts';
import { MAINTENANCE_QUEUE } from './event-queues.ts';

/**
 * The safety net under LISTEN/NOTIFY: relays rows the relay missed (Redis or the listener was
 * down), then re-delivers events whose handlers have not all completed `redeliverAfterMs` after
 * they were sent (their jobs were lost, e.g. Redis came back empty).
 */
export function outboxSweepJob(deps: {
  em: EntityManager;
  relay: OutboxRelay;
  dispatch: EventDispatch;
  everyMs: number;
  redeliverAfterMs: number;
}) {
  return defineSweep({
    queue: MAINTENANCE_QUEUE,
    name: 'outbox-sweep',
    retry: { attempts: 1, backoff: 0 },
    every: deps.everyMs,
    async handle(_data, { log }) {
      const relayed = await deps.relay.drain();
      const result = await redeliverIncomplete({
        em: deps.em,
        dispatch: deps.dispatch,
        olderThanMs: deps.redeliverAfterMs,
      });
      if (result.redelivered > 0) log.warn(result, 'events re-delivered to handlers that had not completed');
      return { relayed, ...result };
    },
  });
}
