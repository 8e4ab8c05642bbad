import type { EntityManager } from '../platform/db/index.ts';
import { NotFoundError } from '../platform/errors/index.ts';
import type { EventDefinition, Publish } from '../platform/events/index.ts';
import type { ContentAction, contentChangeSchema } from './content.events.ts';

export type FileRemover = { remove(path: string | null | undefined): Promise<void> };

/** What every content service needs: the database, the outbox, the upload store, the cache. */
export type ContentDeps = {
  em: EntityManager;
  publish: Publish;
  files: FileRemover;
  cache: { invalidate(): Promise<void> };
  clock: () => Date;
};

export type ChangeEvent = EventDefinition<string, typeof contentChangeSchema>;
type Outcome<T> = { id: string; value: T; drop?: (string | null | undefined)[] };

export function orThrowNotFound<T>(record: T | null, message: string): T {
  if (!record) throw new NotFoundError(message);
  return record;
}

/**
 * The image a record keeps: a new upload replaces the current one, `remove` clears it. Returns
 * the file to delete once the change has committed.
 */
export function nextImage(
  current: string | null | undefined,
  uploaded: string | undefined,
  remove: boolean | undefined,
): { value: string | null; drop: string | null } {
  if (uploaded) return { value: uploaded, drop: current ?? null };
  if (remove) return { value: null, drop: current ?? null };
  return { value: current ?? null, drop: null };
}

/**
 * Runs one change and records its event in the same transaction (`null`: a change nobody
 * listens to publishes none). After the commit, caches are invalidated (on every instance) and
 * replaced or orphaned files deleted.
 */
export async function commitChange<T>(
  deps: ContentDeps,
  event: ChangeEvent | null,
  action: ContentAction,
  work: (tx: EntityManager) => Promise<Outcome<T>>,
): Promise<T> {
  const outcome = await deps.em.transactional(async (tx) => {
    const result = await work(tx);
    if (event)
      await deps.publish(tx, event, { id: result.id, action, occurredAt: deps.clock().toISOString() });
    return result;
  });
  await deps.cache.invalidate();
  for (const file of outcome.drop ?? []) await deps.files.remove(file);
  return outcome.value;
}

/**
 * The entity's share of a form, by the same names: the allowlisted `keys` the form sent. Absent
 * fields stay absent, so update changes only what was sent; on create the schema's defaults have
 * filled every required field. Images are not here: they follow the upload (see nextImage).
 */
export function sentFields<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Pick<T, K> {
  const fields: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    if (input[key] !== undefined) fields[key] = input[key];
  }
  return fields as Pick<T, K>;
}

/** Sorted distinct non-empty categories. */
export function distinctCategories(rows: { category: string }[]): string[] {
  return [...new Set(rows.map((row) => row.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
