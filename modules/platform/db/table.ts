import { defineEntity } from '@mikro-orm/core';

/**
 * An index or unique constraint, named as in the migrations: over columns of the table, or written
 * out as SQL (`expression`) for a partial or functional index.
 */
export type TableKey<TColumn extends string> =
  | { name: string; properties: TColumn[] }
  | { name: string; expression: string };

/** What a table may declare beside its columns: its indexes and unique constraints. */
export interface TableOptions<TColumn extends string> {
  indexes?: TableKey<TColumn>[];
  uniques?: TableKey<TColumn>[];
}

/**
 * Declares a table: the entity's name, the table's name and its columns (MikroORM's property
 * builders, `p`), then any indexes over several columns. It is `defineEntity` with the three lines
 * every entity repeated folded into one call, so each entity file reads as its columns; the types
 * are MikroORM's own (`InferEntity`, `.class`, `.setClass`).
 */
export function table<
  const TName extends string,
  const TTableName extends string,
  const TProperties extends Record<string, unknown>,
>(
  name: TName,
  tableName: TTableName,
  properties: TProperties,
  options: TableOptions<keyof TProperties & string> = {},
) {
  return defineEntity({ name, tableName, properties, ...options });
}
