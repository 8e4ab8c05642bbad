import { afterAll, inject } from 'vitest';
import { copyThrowawayEnv } from '../../infra/services/throwaway.ts';

/**
 * Each test file gets a world of its own: a copy of the run's migrated database and a Redis key
 * prefix. Files then run in parallel without clearing shared tables, and a worker that one file
 * starts (its relay, its queues, its schedules) never takes another file's events or jobs.
 * tests/support/harness.ts builds every config from it.
 */
export const fileEnv = await freshWorld();

/**
 * Another copy of the run's migrated database with a Redis prefix of its own: the same empty world
 * a file starts in, for a test that needs one to itself (the first account, the whole index, the
 * rollup's totals). The caller drops it with `cleanup`.
 */
export function freshWorld() {
  return copyThrowawayEnv(
    { databaseUrl: inject('databaseUrl'), redisUrl: inject('redisUrl') },
    inject('adminDatabaseUrl'),
  );
}

// Registered before the file's own hooks, so it runs after them (hooks unwind as a stack).
afterAll(() => fileEnv.cleanup());
