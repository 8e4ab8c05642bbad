import { z } from 'zod';
import { pageQuery } from '../../platform/lists/index.ts';

export const REDIRECT_MESSAGES = {
  created: 'Redirect created',
  updated: 'Redirect updated',
  deleted: 'Redirect deleted',
  notFound: 'Redirect not found',
  fromTaken: 'A redirect from this path already exists',
  fromPath: 'The old path must start with a single / (a path on this site, like /2019/05/my-post)',
  toPath: 'The new path must start with a single / (a page of this site, never another site)',
  same: 'A redirect cannot point to itself',
  loop: 'This redirect would send visitors round in a loop',
  reserved: 'The old path cannot be under /admin, /api, /assets or /uploads',
  tooLong: 'Paths must be at most 500 characters',
} as const;

const MAX_PATH = 500;

/**
 * A path of this site: one leading `/`, never `//` or `/\` (browsers read both as another host),
 * no backslash, whitespace or control character anywhere, no scheme, no fragment.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}#]*$/u;

/** Paths the app itself must always answer: never an old address. */
const RESERVED = /^\/(?:admin|api|assets|uploads)(?:[/?]|$)/i;

/** Whether `path` may be an old address (not the back office, the API or the files). */
export const isFreePath = (path: string): boolean => !RESERVED.test(path);

/** An old address as the import records it: a path without its trailing slash, or `/?p=<id>`. */
export function normalisePath(path: string): string {
  const [pathname = '/', query] = path.split('?', 2);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return query === undefined ? trimmed : `${trimmed}?${query}`;
}

const sitePath = (message: string) =>
  z.string({ error: message }).trim().max(MAX_PATH, REDIRECT_MESSAGES.tooLong).regex(SITE_PATH, message);

const fromPath = sitePath(REDIRECT_MESSAGES.fromPath)
  .transform(normalisePath)
  .refine(isFreePath, REDIRECT_MESSAGES.reserved);

export const redirectCreateSchema = z
  .strictObject({
    from: fromPath,
    to: sitePath(REDIRECT_MESSAGES.toPath),
  })
  .refine((value) => normalisePath(value.to) !== value.from, {
    message: REDIRECT_MESSAGES.same,
    path: ['to'],
  });

export const redirectUpdateSchema = z
  .strictObject({
    from: fromPath.optional(),
    to: sitePath(REDIRECT_MESSAGES.toPath).optional(),
  })
  .refine((value) => value.from !== undefined || value.to !== undefined, {
    message: 'Send from or to',
  });

export const redirectsQuerySchema = z.strictObject({
  ...pageQuery(50, 200),
  q: z.string().trim().max(200).optional(),
});

export type RedirectCreateInput = z.infer<typeof redirectCreateSchema>;
export type RedirectUpdateInput = z.infer<typeof redirectUpdateSchema>;

/** A redirect as the admin API answers it. */
export type RedirectView = {
  id: string;
  from: string;
  to: string;
  status: number;
  source: string;
  created_at: string;
  updated_at: string;
};

/** Whether `to` may be a redirect's target: a path of this site (the import checks its own too). */
export const isSitePath = (path: string): boolean => path.length <= MAX_PATH && SITE_PATH.test(path);
