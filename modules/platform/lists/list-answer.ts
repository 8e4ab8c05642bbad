import { z } from 'zod/mini';

/**
 * The back office's one list shape: the rows under the key the spec names (`users`,
 * `subscribers`, `transactions`) beside one `pagination` block, built by `listAnswer` on the
 * server and parsed by `listAnswerSchema` in the web app. Only `zod/mini` here: the modules'
 * `*-views.schemas.ts` files, which the public pages load, use it too.
 */

/** Which page of a list to answer: `page` from 1, `limit` rows each (up to `maxLimit`). */
export function pageQuery(defaultLimit: number, maxLimit = defaultLimit) {
  return {
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxLimit)), defaultLimit),
  };
}

export type PageQuery = { page: number; limit: number };

export const paginationSchema = z.object({
  /** Rows matching the filters, on every page. */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** At least 1: an empty list is still "page 1 of 1". */
  totalPages: z.number(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** Extra pagination fields: numbers, described by zod or zod/mini. */
type Numbers = Record<string, z.core.$ZodType<number>>;

type ListShape<Key extends string, Row extends z.core.$ZodType, Extra extends Numbers> = {
  [K in Key]: z.ZodMiniArray<Row>;
} & { pagination: z.ZodMiniObject<typeof paginationSchema.shape & Extra> };

/** The answer of a paged list: `{ [key]: rows, pagination }`, with `extra` as in `listAnswer`. */
export function listAnswerSchema<
  Key extends string,
  Row extends z.core.$ZodType,
  Extra extends Numbers = Record<never, never>,
>(key: Key, row: Row, extra?: Extra) {
  const pagination = z.object({ ...paginationSchema.shape, ...extra });
  return z.object({ [key]: z.array(row), pagination } as ListShape<Key, Row, Extra>);
}

/**
 * One page of a list as the back office reads it. `extra` adds to the pagination block what the
 * spec names for one list (the users' `totalUsers`).
 */
export function listAnswer<
  Key extends string,
  Row,
  Extra extends Record<string, number> = Record<never, never>,
>(
  key: Key,
  rows: Row[],
  total: number,
  { page, limit }: PageQuery,
  extra?: Extra,
): { [K in Key]: Row[] } & { pagination: Pagination & Extra } {
  const pagination = { total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)), ...extra };
  return { [key]: rows, pagination } as { [K in Key]: Row[] } & { pagination: Pagination & Extra };
}
