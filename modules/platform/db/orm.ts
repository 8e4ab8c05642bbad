import { fileURLToPath } from 'node:url';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { scopedEntityManager } from './request-scope.ts';

export type { EntityManager } from '@mikro-orm/postgresql';
export { MikroORM };

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export type OrmOptions = {
  databaseUrl: string;
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas differ in their generic parameters
  entities: EntitySchema<any, any>[];
  /** Connection pool ceiling; the API and the worker each hold their own pool. */
  poolMax?: number;
  debug?: boolean;
};

/** The ORM settings shared by the API, the worker, the migration scripts and the tests. */
export function ormConfig(options: OrmOptions) {
  return defineConfig({
    clientUrl: options.databaseUrl,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.debug ?? false,
    context: scopedEntityManager,
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).ts',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      // New migrations are diffed against a scratch database migrated to the latest one.
      snapshot: false,
    },
  });
}

export function createOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(ormConfig(options));
}

/** Applies pending migrations; returns the names applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
