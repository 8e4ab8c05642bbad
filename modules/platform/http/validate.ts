import type { z } from 'zod';
import { type FieldError, NotFoundError, ValidationError } from '../errors/index.ts';

/** zod issues as `{ path, message }`, the shape the spec's forms read. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Parses untrusted input with a schema, throwing a 400 whose `error` joins every
 * problem with commas (the spec's way of showing several problems at once).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const message = [...new Set(errors.map((e) => e.message))].join(', ');
  throw new ValidationError(message, errors);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id from the path: anything that is not a uuid cannot name a record, so it is a 404. */
export function requireId(id: string | undefined, notFoundMessage: string): string {
  if (!id || !UUID.test(id)) throw new NotFoundError(notFoundMessage);
  return id;
}
