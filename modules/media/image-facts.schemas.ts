import { z } from 'zod';

/** At most this many pictures per `GET /api/images` (a page's grid is well under it). */
export const MAX_IMAGE_SRCS = 50;
/** Longest `src` accepted: `/uploads/<uuid>.<ext>` is 49 characters, room for a longer prefix. */
export const MAX_IMAGE_SRC_LENGTH = 200;

const src = z
  .string()
  .max(MAX_IMAGE_SRC_LENGTH, `Each src must be at most ${MAX_IMAGE_SRC_LENGTH} characters`)
  .startsWith('/uploads/', 'Each src must be an /uploads/ path');

/**
 * `?src=<url>&src=<url>…`: Koa gives one `src` as a string and several as an array; both become
 * a list of 1 to 50 `/uploads/` paths. Paths the store never wrote are accepted and omitted from
 * the answer, as any unknown picture is.
 */
export const imageFactsQuerySchema = z.object({
  src: z
    .union([z.string(), z.array(z.string())], { error: 'src is required' })
    .transform((value) => (typeof value === 'string' ? [value] : value))
    .pipe(
      z
        .array(src)
        .min(1, 'src is required')
        .max(MAX_IMAGE_SRCS, `At most ${MAX_IMAGE_SRCS} src values are accepted`),
    ),
});
