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

const pageStatSchema = z.object({ page_path: z.string(), views: z.number() });
const recentViewSchema = z.object({ page_path: z.string(), viewed_at: z.string() });
const dailyStatSchema = z.object({ day: z.string(), views: z.number(), visitors: z.number() });

/** The dashboard's analytics answer (admin spec: totalViews, uniqueVisitors, pageStats, recentViews). */
export const analyticsStatsSchema = z.object({
  totalViews: z.number(),
  uniqueVisitors: z.number(),
  pageStats: z.array(pageStatSchema),
  recentViews: z.array(recentViewSchema),
  daily: z.array(dailyStatSchema).default([]),
});
export const analyticsStatsResponseSchema = z.object({ stats: analyticsStatsSchema });

export type PageStat = z.infer<typeof pageStatSchema>;
export type RecentView = z.infer<typeof recentViewSchema>;
export type DailyStat = z.infer<typeof dailyStatSchema>;
export type AnalyticsStats = z.infer<typeof analyticsStatsSchema>;
