import { z } from 'zod';
import { ImportFormatError } from '../engine/import-source.ts';

/*
 * A Ghost JSON export (Ghost 1.x to 5.x): `{ db: [{ meta: { version }, data: { posts, tags,
 * posts_tags, users, posts_authors, posts_meta, … } }] }`, or the same object without the `db`
 * array (Ghost's importer takes both). Only the fields this importer reads are checked; the rest
 * of each row is Ghost's and passes through. Loose objects: Ghost adds columns every version.
 */

const id = z.union([z.string().min(1), z.number()]).transform(String);
const text = z.string().nullish();
/** ISO strings (Ghost 1+), `YYYY-MM-DD HH:MM:SS` (older MySQL dumps, UTC) or epoch milliseconds. */
const date = z.union([z.string(), z.number()]).nullish();

const PostRow = z
  .looseObject({
    id: id.nullish(),
    uuid: text,
    title: z.string().nullish(),
    slug: z.string().min(1),
    html: text,
    mobiledoc: text,
    /** Ghost 0.x's body, before Mobiledoc. */
    markdown: text,
    lexical: text,
    feature_image: text,
    type: z.string().nullish(),
    page: z.union([z.boolean(), z.number()]).nullish(),
    status: z.string(),
    visibility: z.string().nullish(),
    author_id: id.nullish(),
    created_at: date,
    published_at: date,
    custom_excerpt: text,
    meta_description: text,
  })
  .refine((post) => post.id || post.uuid, { message: 'a post needs an id or a uuid', path: ['id'] });

const TagRow = z.looseObject({ id, name: z.string(), slug: z.string(), visibility: z.string().nullish() });
const PostTagRow = z.looseObject({ post_id: id, tag_id: id, sort_order: z.number().nullish() });
const UserRow = z.looseObject({ id, name: z.string().nullish() });
const PostAuthorRow = z.looseObject({ post_id: id, author_id: id, sort_order: z.number().nullish() });
const PostMetaRow = z.looseObject({ post_id: id, meta_description: text });

const Database = z.looseObject({
  meta: z.looseObject({ version: z.string() }),
  data: z.looseObject({
    posts: z.array(PostRow),
    tags: z.array(TagRow).default([]),
    posts_tags: z.array(PostTagRow).default([]),
    users: z.array(UserRow).default([]),
    posts_authors: z.array(PostAuthorRow).default([]),
    posts_meta: z.array(PostMetaRow).default([]),
  }),
});

export type GhostDatabase = z.infer<typeof Database>;
export type GhostPost = z.infer<typeof PostRow>;

/**
 * Reads an export's text: its one database, or `ImportFormatError` naming the place (the JSON
 * syntax error's line and column, or the path of the first wrong field: `db[0].data.posts[3].slug`).
 */
export function readGhostExport(source: string): { database: GhostDatabase; prefix: string } {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new ImportFormatError(
      'not a valid Ghost export: its JSON does not parse',
      syntaxPlace(source, error instanceof Error ? error.message : ''),
    );
  }
  const wrapped = json && typeof json === 'object' && 'db' in json;
  const candidate = wrapped ? (json as { db: unknown }).db : json;
  if (wrapped && (!Array.isArray(candidate) || candidate.length === 0))
    throw new ImportFormatError('not a valid Ghost export: `db` holds no database', 'db');
  const prefix = wrapped ? 'db[0].' : '';
  const parsed = Database.safeParse(Array.isArray(candidate) ? candidate[0] : candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = prefix + pathText(issue?.path ?? []);
    // zod says "expected object, received undefined" for a missing field: say it plainly.
    const missing = issue?.code === 'invalid_type' && /received undefined/.test(issue.message);
    const message = missing ? 'a required field is missing' : (issue?.message ?? 'unexpected shape');
    throw new ImportFormatError(`not a valid Ghost export: ${message}`, where);
  }
  return { database: parsed.data, prefix };
}

/** `data.posts[3].slug` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');
}

/** `line 3, column 7` from V8's `… in JSON at position 42 …`, else the message itself. */
function syntaxPlace(source: string, message: string): string {
  const position = /at position (\d+)/.exec(message);
  if (!position) return /end of JSON/i.test(message) ? 'at the end of the file' : '';
  const before = source.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** A date of the export, or null when unset or not a date. */
export function ghostDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const iso =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
