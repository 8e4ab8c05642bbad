import type { EntityManager } from '../db/index.ts';
import type { DomainEvent } from './define-event.ts';
import type { EventDispatch } from './dispatch.ts';

const BATCH = 200;

type SentRow = { id: string; name: string; payload: Record<string, unknown>; occurred_at: Date | string };

export type RedeliveryResult = { checked: number; completed: number; redelivered: number };

/**
 * Closes the loop on sent events. An event sent at least `olderThanMs` ago whose subscribed
 * handlers all recorded their run is marked complete; otherwise the missing handlers' jobs
 * are added again. While such a job still exists in Redis (queued, running, retrying) the add
 * finds it by id and adds nothing; after Redis lost its data the add starts it afresh. A
 * redelivered event waits another `olderThanMs` before it is looked at again.
 */
export async function redeliverIncomplete(options: {
  em: EntityManager;
  dispatch: EventDispatch;
  olderThanMs: number;
}): Promise<RedeliveryResult> {
  const { dispatch } = options;
  return options.em.fork().transactional(async (em) => {
    const rows = await em.execute<SentRow[]>(
      `select id, name, payload, occurred_at from outbox_event
       where sent_at is not null and completed_at is null
         and sent_at < now() - make_interval(secs => ?::double precision / 1000)
       order by sent_at limit ${BATCH} for update skip locked`,
      [options.olderThanMs],
    );
    if (rows.length === 0) return { checked: 0, completed: 0, redelivered: 0 };
    const runs = await em.execute<{ event_id: string; handler: string }[]>(
      'select event_id, handler from event_handler_run where event_id = any(?::uuid[])',
      [uuidArray(rows.map((row) => row.id))],
    );
    const done = new Set(runs.map((run) => `${run.event_id} ${run.handler}`));
    const complete: string[] = [];
    const deliveries: { event: DomainEvent; handlers: string[] }[] = [];
    for (const row of rows) {
      const missing = dispatch.subscribersOf(row.name).filter((handler) => !done.has(`${row.id} ${handler}`));
      if (missing.length === 0) {
        complete.push(row.id);
        continue;
      }
      const event = {
        id: row.id,
        name: row.name,
        occurredAt: new Date(row.occurred_at).toISOString(),
        payload: row.payload,
      };
      deliveries.push({ event, handlers: missing });
    }
    if (complete.length > 0) {
      await em.execute('update outbox_event set completed_at = now() where id = any(?::uuid[])', [
        uuidArray(complete),
      ]);
    }
    if (deliveries.length > 0) {
      await dispatch.enqueueHandlers(deliveries);
      await em.execute(
        'update outbox_event set sent_at = now(), relay_attempts = relay_attempts + 1 where id = any(?::uuid[])',
        [uuidArray(deliveries.map(({ event }) => event.id))],
      );
    }
    return { checked: rows.length, completed: complete.length, redelivered: deliveries.length };
  });
}

/**
 * Deletes up to `limit` complete events older than `olderThanMs`, with their handler runs.
 * Bounded, so one pass never holds a long transaction; returns how many events went.
 */
export async function pruneCompleted(options: {
  em: EntityManager;
  olderThanMs: number;
  limit: number;
}): Promise<number> {
  const [row] = await options.em.fork().execute<{ pruned: number }[]>(
    `with gone as (
       delete from outbox_event where id in (
         select id from outbox_event
         where completed_at < now() - make_interval(secs => ?::double precision / 1000)
         order by completed_at limit ?)
       returning id),
     runs as (delete from event_handler_run where event_id in (select id from gone))
     select count(*)::int as pruned from gone`,
    [options.olderThanMs, options.limit],
  );
  return row?.pruned ?? 0;
}

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;
