import type { z } from 'zod';
import { type FieldError, NotFoundError, ValidationError } from '../errors/index.ts';

/** zod issues as `{ path, message }`, the shape the spec's forms read. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export const NUL_MESSAGE = 'Text must not contain NUL characters';

const isPlain = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Paths of every string (and object key) holding a NUL. PostgreSQL cannot store U+0000 in
 * text and answers with a protocol error, so no string carrying one may get past a boundary.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function nulPaths(input: unknown): string[] {
  const found: string[] = [];
  const pending: [value: unknown, path: string][] = [[input, '']];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const [value, path] = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => {
        pending.push([element, join(path, index)]);
      });
    } else if (typeof value === 'object' && value !== null && isPlain(value)) {
      for (const [key, element] of Object.entries(value)) {
        if (key.includes('\u0000')) found.push(join(path, key.replaceAll('\u0000', '\\0')));
        else pending.push([element, join(path, key)]);
      }
    }
  }
  return found.sort();
}

function refuseNul(value: unknown): void {
  const paths = nulPaths(value);
  if (paths.length > 0) {
    throw new ValidationError(
      NUL_MESSAGE,
      paths.map((path) => ({ path, message: NUL_MESSAGE })),
    );
  }
}

/**
 * Parses untrusted input with a schema, throwing a 400 whose `error` joins every
 * problem with commas (the spec's way of showing several problems at once). Text holding a
 * NUL character is refused here, for every route: in what arrived, and in what the schema
 * made of it (a JSON array inside a form field is only decoded by the schema).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseNul(input);
  const result = schema.safeParse(input);
  if (result.success) {
    refuseNul(result.data);
    return result.data;
  }
  const errors = toFieldErrors(result.error);
  const message = [...new Set(errors.map((e) => e.message))].join(', ');
  throw new ValidationError(message, errors);
}

/** Query strings whose parse is remembered, per schema; past this a schema's memory starts again. */
const QUERIES_KEPT = 1000;
/**
 * Longer query strings are parsed every time and never kept: the lists' own queries are short,
 * and keeping a thousand 16 KB strings per schema would let any caller fill the memory.
 */
const QUERY_KEPT_MAX_LENGTH = 256;
const parsedQueries = new WeakMap<z.ZodType, Map<string, unknown>>();

/**
 * `parse(schema, ctx.query)`, remembered per query string: a public list is asked the same few
 * queries over and over, and Koa's query object and the schema's checks were a tenth of a cached
 * list's time. For schemas whose answer depends on the query string alone (no clock, no
 * randomness); a refused query is parsed (and refused) every time. The result is shared, hence
 * frozen.
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  ctx: { readonly querystring: string; readonly query: unknown },
): Readonly<z.output<S>> {
  let byQuery = parsedQueries.get(schema);
  if (!byQuery) {
    byQuery = new Map();
    parsedQueries.set(schema, byQuery);
  }
  const key = ctx.querystring;
  if (key.length > QUERY_KEPT_MAX_LENGTH) return Object.freeze(parse(schema, ctx.query));
  let parsed = byQuery.get(key) as Readonly<z.output<S>> | undefined;
  if (parsed === undefined) {
    parsed = Object.freeze(parse(schema, ctx.query));
    if (byQuery.size >= QUERIES_KEPT) byQuery.clear();
    byQuery.set(key, parsed);
  }
  return parsed;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id from the path: anything that is not a uuid cannot name a record, so it is a 404. */
export function requireId(id: string | undefined, notFoundMessage: string): string {
  if (!id || !UUID.test(id)) throw new NotFoundError(notFoundMessage);
  return id;
}
