import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { AnalyticsStats, BreakdownRow } from '../../api/analytics';
import { json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

/** The frozen clock: noon in Nairobi on Nov 28, 2026 (the site's today). */
export const NOW = new Date('2026-11-28T09:00:00Z');
export const TODAY = '2026-11-28';
/** The default range (30 days to today) and the 30 days before it. */
export const CURRENT_RANGE = { from: '2026-10-30', to: TODAY };
export const PREVIOUS_RANGE = { from: '2026-09-30', to: '2026-10-29' };

export function row(value: string, visitors: number, visits = visitors + 1): BreakdownRow {
  return { value, visitors, visits, views: visits * 2, bounceRate: 50, visitDuration: 60 };
}

export const EMPTY_STATS: AnalyticsStats = {
  totalViews: 0,
  uniqueVisitors: 0,
  pageStats: [],
  recentViews: [],
  daily: [],
  visits: 0,
  bounceRate: 0,
  visitDuration: 0,
  entryPages: [],
  exitPages: [],
  sources: [],
  campaigns: [],
  browsers: [],
  os: [],
  devices: [],
  countries: [],
  realtime: { visitors: 0, pages: [] },
  conversions: { sources: [], campaigns: [], pages: [], applies: true },
  filter: null,
};

export const CURRENT: AnalyticsStats = {
  ...EMPTY_STATS,
  uniqueVisitors: 150,
  visits: 200,
  totalViews: 500,
  bounceRate: 40,
  visitDuration: 65,
  pageStats: [
    { page_path: '/blog/hello', views: 120 },
    { page_path: '/', views: 300 },
  ],
  daily: [
    { day: '2026-11-27', views: 20, visitors: 8, visits: 9 },
    { day: '2026-11-28', views: 25, visitors: 10, visits: 12 },
  ],
  sources: [
    { ...row('Twitter', 30), channel: 'social' },
    { ...row('Google', 90), channel: 'search' },
    { ...row('Bing', 10), channel: 'search' },
  ],
  campaigns: [row('launch', 12)],
  entryPages: [row('/', 80), row('/blog/hello', 40)],
  exitPages: [row('/shop', 25)],
  countries: [row('XX', 3), row('KE', 100)],
  devices: [row('mobile', 70), row('desktop', 60)],
  browsers: [row('Firefox', 20)],
  os: [row('Android', 50)],
  conversions: {
    sources: [
      { value: 'Twitter', sales: 1, revenue: 1000.5, signups: 0 },
      { value: 'Google', sales: 2, revenue: 1500, signups: 4 },
    ],
    campaigns: [],
    pages: [{ value: '/shop/planner', sales: 3, revenue: 2500.5, signups: 1 }],
    applies: true,
  },
};

/** Against CURRENT: visitors +25.0%, visits -20.0%, views — (none before), bounce rate -20.0%, duration 0.0%, revenue +25.0%. */
export const PREVIOUS: AnalyticsStats = {
  ...EMPTY_STATS,
  uniqueVisitors: 120,
  visits: 250,
  totalViews: 0,
  bounceRate: 50,
  visitDuration: 65,
  conversions: {
    sources: [{ value: 'Google', sales: 2, revenue: 2000, signups: 0 }],
    campaigns: [],
    pages: [],
    applies: true,
  },
};

export const REALTIME: AnalyticsStats = {
  ...EMPTY_STATS,
  realtime: {
    visitors: 3,
    pages: [
      { page_path: '/', visitors: 1 },
      { page_path: '/blog/hello', visitors: 2 },
    ],
  },
};

type Answers = { current?: AnalyticsStats; previous?: AnalyticsStats; other?: AnalyticsStats };

/**
 * Mocks the stats endpoint: the default range answers `current`, the 30 days before `previous`,
 * today alone the realtime fixture, anything else `other` (CURRENT unless given).
 */
export function mockStats({ current = CURRENT, previous = PREVIOUS, other = CURRENT }: Answers = {}) {
  return mockAdminApi({
    'GET /api/analytics/stats': ({ url }) => {
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      if (from === TODAY && to === TODAY) return json({ stats: REALTIME });
      if (from === CURRENT_RANGE.from && to === CURRENT_RANGE.to) return json({ stats: current });
      if (from === PREVIOUS_RANGE.from && to === PREVIOUS_RANGE.to) return json({ stats: previous });
      return json({ stats: other });
    },
  });
}

export function renderAnalytics(path = '/admin/analytics') {
  return renderAdmin(path);
}

/** Loads the screen's lazy chunks once, freezes the date and signs the admin in before each test. */
export function analyticsHooks() {
  beforeAll(async () => {
    await Promise.all([import('./analytics-page'), import('../layout/admin-layout')]);
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
