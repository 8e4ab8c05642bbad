export { createdAtColumn, updatedAtColumn } from './columns.ts';
export { escapeLike } from './escape-like.ts';
export { type AddedActivity, countAndLatestAdded } from './latest-added.ts';
export {
  createOrm,
  type EntityManager,
  MIGRATIONS_DIR,
  MikroORM,
  migrateUp,
  type OrmOptions,
  ormConfig,
} from './orm.ts';
export { withEntityManagerScope } from './request-scope.ts';
export { type TableKey, type TableOptions, table } from './table.ts';
