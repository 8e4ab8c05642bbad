import type { ParameterizedContext } from 'koa';
import { BadRequestError } from '../errors/index.ts';

/** A file of the current request, in its temporary folder until the request ends. */
export type UploadedFile = {
  filepath: string;
  /** The name the browser sent; for display only, never for a path or a type. */
  originalFilename: string | null;
  /** The type the browser claimed; not trusted (the store sniffs the content). */
  mimetype: string | null;
  size: number;
};

type FormContext = Pick<ParameterizedContext, 'request'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The text fields of the body, ready for a zod schema. Multipart fields are strings (the first
 * value of a repeated field); a JSON body is returned as it is, so one schema with
 * `z.coerce`/`z.stringbool` accepts both.
 */
export function formFields(ctx: FormContext): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  if (!isRecord(body)) return {};
  if (!ctx.request.files) return { ...body };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/** Every non-empty file sent under `name`, in the order sent (for fields that take several, like a product's files). */
export function formFiles(ctx: FormContext, name: string): UploadedFile[] {
  const value = ctx.request.files?.[name];
  if (value === undefined) return [];
  const files: UploadedFile[] = Array.isArray(value) ? value : [value];
  // A file input left empty is sent as a part with no name and no bytes: that is "no file".
  // Temporary names are numbered in the order the parts were sent (see multipart.ts).
  return files
    .filter((file) => file.size > 0 || Boolean(file.originalFilename))
    .sort((a, b) => (a.filepath < b.filepath ? -1 : a.filepath > b.filepath ? 1 : 0));
}

/** The one file sent under `name`, or undefined when none was; several under that name is a 400. */
export function formFile(ctx: FormContext, name: string): UploadedFile | undefined {
  const files = formFiles(ctx, name);
  if (files.length > 1)
    throw new BadRequestError(`Send only one file in the field ${name}`, 'too_many_files');
  return files[0];
}
