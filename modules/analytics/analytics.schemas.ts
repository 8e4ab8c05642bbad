import { z } from 'zod';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const MAX_PAGE_PATH_LENGTH = 512;

export const trackBodySchema = z.object({
  page_path: z
    .string({ error: 'page_path is required and must be a string' })
    .startsWith('/', 'page_path must start with /')
    .max(MAX_PAGE_PATH_LENGTH, `page_path must be at most ${MAX_PAGE_PATH_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'page_path must not contain control characters'),
});

export type TrackBody = z.infer<typeof trackBodySchema>;

export const MAX_STATS_DAYS = 366;

const day = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });

export const statsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from ||
      Date.parse(q.to ?? new Date().toISOString().slice(0, 10)) - Date.parse(q.from) <=
        MAX_STATS_DAYS * 86_400_000,
    {
      message: `The range must be at most ${MAX_STATS_DAYS} days`,
      path: ['to'],
    },
  );

export type PageStat = { page_path: string; views: number };
export type RecentView = { page_path: string; viewed_at: string };
export type DailyStat = { day: string; views: number; visitors: number };

/** The dashboard's analytics answer (admin spec: totalViews, uniqueVisitors, pageStats, recentViews). */
export type AnalyticsStats = {
  totalViews: number;
  uniqueVisitors: number;
  pageStats: PageStat[];
  recentViews: RecentView[];
  daily: DailyStat[];
};
