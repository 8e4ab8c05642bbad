import { z } from 'zod';

/** `GET /api/content/export?subscribers=true`: the confirmed subscribers go in only when asked. Only zod here. */
export const contentExportQuerySchema = z.strictObject({
  subscribers: z.enum(['true', 'false'], { error: "subscribers is 'true' or 'false'" }).optional(),
});
export type ContentExportQuery = z.infer<typeof contentExportQuerySchema>;

/** The file name the browser saves: `site-export-YYYY-MM-DD.zip` (the day in UTC). */
export const exportFileName = (now: Date) => `site-export-${now.toISOString().slice(0, 10)}.zip`;
