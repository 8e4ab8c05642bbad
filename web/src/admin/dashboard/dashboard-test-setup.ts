import { beforeAll, beforeEach } from 'vitest';
import { json, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';

const COUNTS = { skills: 1, projects: 0, posts: 0, promotions: 0, subscribers: 0 };

/** The dashboard for a signed-in admin, analytics off, its summary's counts plus `summary`. */
export function renderDashboardWith(summary: Record<string, unknown>) {
  mockAdminApi({
    'GET /api/analytics/stats': () => json({ success: false, error: 'off' }, 503),
    'GET /api/admin/summary': () =>
      json({ success: true, summary: { counts: COUNTS, activity: [], ...summary } }),
  });
  return renderAdmin('/admin/dashboard');
}

/** Loads the dashboard's lazy chunks once and signs the admin in before each test. */
export function dashboardHooks() {
  beforeAll(async () => {
    await Promise.all([import('./dashboard-page'), import('../layout/admin-layout')]);
  });
  beforeEach(() => signIn());
}
