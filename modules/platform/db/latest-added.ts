import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from './orm.ts';

/** One recently added row, as the admin dashboard's activity list shows it. */
export type AddedActivity<T extends string> = { type: T; id: string; title: string; created_at: string };

/**
 * How many rows an entity has (every one) and the latest `limit` added, newest first by creation
 * date (ties by id), as dashboard activity of `type` titled by the `title` property.
 */
export async function countAndLatestAdded<E extends { id: string }, T extends string>(
  em: EntityManager,
  entity: EntityClass<E>,
  options: { type: T; title: keyof E & string; createdAt: keyof E & string; limit: number },
): Promise<{ count: number; activity: AddedActivity<T>[] }> {
  const { type, title, createdAt, limit } = options;
  // Read by property name: the entity is seen as a plain record of its properties.
  const rows = entity as unknown as EntityClass<Record<string, unknown>>;
  const [count, latest] = await Promise.all([
    em.count(rows, {}),
    em.find(
      rows,
      {},
      { orderBy: { [createdAt]: 'desc', id: 'desc' }, limit, fields: ['id', title, createdAt] as never[] },
    ),
  ]);
  const activity = (latest as Record<string, unknown>[]).map((row) => ({
    type,
    id: row.id as string,
    title: row[title] as string,
    created_at: (row[createdAt] as Date).toISOString(),
  }));
  return { count, activity };
}
