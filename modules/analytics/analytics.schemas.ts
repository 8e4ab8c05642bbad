import { z } from 'zod';
import { visitAttribution } from '../platform/fields/index.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const MAX_PAGE_PATH_LENGTH = 512;

/**
 * A page view: its path, with the referrer's origin and the campaign parameters a visit carries
 * (the same fields as a checkout's `attribution`; sources.ts trims and bounds them further).
 */
export const trackBodySchema = visitAttribution.omit({ entry_path: true }).extend({
  page_path: z
    .string({ error: 'page_path is required and must be a string' })
    .startsWith('/', 'page_path must start with /')
    .max(MAX_PAGE_PATH_LENGTH, `page_path must be at most ${MAX_PAGE_PATH_LENGTH} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'page_path must not contain control characters'),
});

export type TrackBody = z.infer<typeof trackBodySchema>;

export const MAX_STATS_DAYS = 366;

const day = z.iso.date({ error: 'Dates must be YYYY-MM-DD' });

/**
 * What a dashboard click can filter every panel by: attributes a visit has from its first view.
 * `entry` is the visit's entry page (a path). One filter at a time: each is kept as its own rollup.
 */
export const FILTER_DIMENSIONS = [
  'source',
  'campaign',
  'entry',
  'country',
  'device',
  'browser',
  'os',
] as const;
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number];

const filterValue = z
  .string()
  .min(1, 'A filter needs a value')
  .max(MAX_PAGE_PATH_LENGTH, `A filter value must be at most ${MAX_PAGE_PATH_LENGTH} characters`)
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'A filter value must not contain control characters');

export const statsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    ...Object.fromEntries(FILTER_DIMENSIONS.map((name) => [name, filterValue.optional()])),
  } as { from: z.ZodOptional<typeof day>; to: z.ZodOptional<typeof day> } & Record<
    FilterDimension,
    z.ZodOptional<typeof filterValue>
  >)
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
  )
  .refine((q) => FILTER_DIMENSIONS.filter((name) => q[name] !== undefined).length <= 1, {
    message: `Filter by one of ${FILTER_DIMENSIONS.join(', ')} at a time`,
    path: ['filter'],
  });

export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** The one filter of a stats query, if any. */
export function filterOf(query: StatsQuery): { dimension: FilterDimension; value: string } | null {
  for (const dimension of FILTER_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) return { dimension, value };
  }
  return null;
}

/** How a visit arrived: a search engine, a social network, an email or newsletter, another site, or none. */
export const CHANNELS = ['search', 'social', 'email', 'referral', 'direct'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * One row of a breakdown panel: the value (a source's name, a campaign, a path, an ISO country
 * code, a browser...) with its visits, visitors, page views, bounce rate (percent, 0-100) and
 * average visit duration (seconds).
 */
const breakdownRowSchema = z.object({
  value: z.string(),
  visits: z.number(),
  visitors: z.number(),
  views: z.number(),
  bounceRate: z.number(),
  visitDuration: z.number(),
});
const sourceRowSchema = breakdownRowSchema.extend({ channel: z.enum(CHANNELS) });
/** Confirmed sales (count), their revenue in KES, and newsletter sign-ups, for one value. */
const conversionRowSchema = z.object({
  value: z.string(),
  sales: z.number(),
  revenue: z.number(),
  signups: z.number(),
});
const realtimeSchema = z.object({
  /** Visitors seen in the last 5 minutes. */
  visitors: z.number(),
  pages: z.array(z.object({ page_path: z.string(), visitors: z.number() })),
});

const pageStatSchema = z.object({ page_path: z.string(), views: z.number() });
const recentViewSchema = z.object({ page_path: z.string(), viewed_at: z.string() });
const dailyStatSchema = z.object({
  day: z.string(),
  views: z.number(),
  visitors: z.number(),
  visits: z.number().default(0),
});

/** The dashboard's analytics answer (admin spec: totalViews, uniqueVisitors, pageStats, recentViews). */
export const analyticsStatsSchema = z.object({
  totalViews: z.number(),
  uniqueVisitors: z.number(),
  pageStats: z.array(pageStatSchema),
  recentViews: z.array(recentViewSchema),
  daily: z.array(dailyStatSchema).default([]),
  visits: z.number().default(0),
  bounceRate: z.number().default(0),
  visitDuration: z.number().default(0),
  entryPages: z.array(breakdownRowSchema).default([]),
  exitPages: z.array(breakdownRowSchema).default([]),
  sources: z.array(sourceRowSchema).default([]),
  campaigns: z.array(breakdownRowSchema).default([]),
  browsers: z.array(breakdownRowSchema).default([]),
  os: z.array(breakdownRowSchema).default([]),
  devices: z.array(breakdownRowSchema).default([]),
  countries: z.array(breakdownRowSchema).default([]),
  realtime: realtimeSchema.default({ visitors: 0, pages: [] }),
  /**
   * Sales and sign-ups by the source, campaign and entry page of the visit they began in. A sale
   * keeps no country or device: under such a filter `applies` is false and the lists are empty.
   */
  conversions: z
    .object({
      sources: z.array(conversionRowSchema),
      campaigns: z.array(conversionRowSchema),
      pages: z.array(conversionRowSchema),
      applies: z.boolean().default(true),
    })
    .default({ sources: [], campaigns: [], pages: [], applies: true }),
  /** The filter the figures are for, as asked. */
  filter: z
    .object({ dimension: z.enum(FILTER_DIMENSIONS), value: z.string() })
    .nullable()
    .default(null),
});
export const analyticsStatsResponseSchema = z.object({ stats: analyticsStatsSchema });

export type PageStat = z.infer<typeof pageStatSchema>;
export type RecentView = z.infer<typeof recentViewSchema>;
export type DailyStat = z.infer<typeof dailyStatSchema>;
export type AnalyticsStats = z.infer<typeof analyticsStatsSchema>;
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;
export type SourceRow = z.infer<typeof sourceRowSchema>;
export type ConversionRow = z.infer<typeof conversionRowSchema>;

/** The visit a checkout or sign-up carries (platform/fields), for the browser's side (web/src/lib/visit.ts). */
export type { VisitAttribution } from '../platform/fields/index.ts';
