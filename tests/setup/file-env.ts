import { inject } from 'vitest';
import { copyThrowawayEnv, type ThrowawayEnv } from '../../infra/services/throwaway.ts';

/**
 * Each test file gets a world of its own: a copy of the run's migrated database and a Redis key
 * prefix. Files then run in parallel without clearing shared tables, and a worker that one file
 * starts (its relay, its queues, its schedules) never takes another file's events or jobs.
 * tests/support/harness.ts builds every config from it.
 */
export const fileEnv: ThrowawayEnv = {
  databaseUrl: '',
  redisUrl: '',
  redisPrefix: '',
  cleanup: async () => undefined,
};

/**
 * Gives the file starting now its own world (`fileEnv`, filled in place): run by the integration
 * project's setup file (file-world.ts) before each file. Files share their worker's modules
 * (vitest.config.ts: no isolation, so the app's modules are imported once per worker, not once
 * per file), so the world cannot be made when this module is first imported.
 */
export async function enterFileWorld(): Promise<void> {
  Object.assign(fileEnv, await freshWorld());
}

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
