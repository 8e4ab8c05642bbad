import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REALTIME_REFRESH_MS } from '../../api/analytics';
import { callsTo, json, mockAdminApi, renderAdmin } from '../admin-test-utils';
import {
  analyticsHooks,
  CURRENT,
  EMPTY_STATS,
  mockStats,
  NOW,
  PREVIOUS,
  renderAnalytics,
  row,
  TODAY,
} from './analytics-test-fixtures';

analyticsHooks();

const statsCalls = (fetch: ReturnType<typeof mockAdminApi>) =>
  callsTo(fetch, 'GET /api/analytics/stats').map(({ url }) => url.search);

const region = (name: string) => within(screen.getByRole('region', { name }));

/** The accessible names of a panel's filter buttons, in order. */
const filterButtons = (panel: string) =>
  region(panel)
    .getAllByRole('button', { name: /^Filter by/ })
    .map((button) => button.getAttribute('aria-label'));

describe('AnalyticsPage', () => {
  it('shows the headline figures with their change against the previous 30 days', async () => {
    const fetch = mockStats();
    renderAnalytics();

    expect((await screen.findByTestId('change-visitors')).textContent).toBe('Up +25.0%');
    const figures = {
      visitors: ['150', 'Up +25.0%'],
      visits: ['200', 'Down -20.0%'],
      views: ['500', 'No previous figure —'],
      bounce: ['40%', 'Down -20.0%'],
      duration: ['1m 05s', 'Unchanged 0.0%'],
      revenue: ['KES 2,500.50', 'Up +25.0%'],
    };
    for (const [key, [value, change]] of Object.entries(figures)) {
      expect(screen.getByTestId(`figure-${key}`).textContent, key).toBe(value);
      expect(screen.getByTestId(`change-${key}`).textContent, key).toBe(change);
    }
    // A falling bounce rate is good news, a falling visit count is not.
    expect(screen.getByTestId('change-bounce').className).toContain('emerald');
    expect(screen.getByTestId('change-visits').className).toContain('rose');
    expect(screen.getAllByText('vs the previous 30 days')).toHaveLength(6);

    expect(statsCalls(fetch)).toEqual(
      expect.arrayContaining([
        '?from=2026-10-30&to=2026-11-28',
        '?from=2026-09-30&to=2026-10-29',
        '?from=2026-11-28&to=2026-11-28',
      ]),
    );
    expect(screen.getByText('Oct 30 – Nov 28, 2026, compared with Sep 30 – Oct 29, 2026.')).toBeTruthy();
  });

  it('lists each panel by visitors, with channels, countries by name and flag, and realtime', async () => {
    mockStats();
    const user = userEvent.setup();
    renderAnalytics();

    await screen.findByRole('button', { name: 'Filter by source Google' });
    expect(filterButtons('Sources')).toEqual([
      'Filter by source Google',
      'Filter by source Twitter',
      'Filter by source Bing',
    ]);
    // The channel is a word beside the source, not only a colour.
    expect(
      region('Sources')
        .getAllByText('Search')
        .map((badge) => badge.closest('li')?.textContent),
    ).toEqual(['GoogleSearch9091', 'BingSearch1011']);
    expect(filterButtons('Countries')).toEqual(['Filter by country Kenya', 'Filter by country XX']);
    const kenya = within(screen.getByRole('button', { name: 'Filter by country Kenya' }));
    expect(kenya.getByTestId('flag').textContent).toBe('🇰🇪');
    expect(kenya.getByText('Kenya')).toBeTruthy();
    // An unknown code is shown as it came, without a flag.
    expect(
      within(screen.getByRole('button', { name: 'Filter by country XX' })).queryByTestId('flag'),
    ).toBeNull();
    expect(filterButtons('Devices')).toEqual(['Filter by device Mobile', 'Filter by device Desktop']);
    expect(filterButtons('Entry pages')).toEqual([
      'Filter by entry page /',
      'Filter by entry page /blog/hello',
    ]);
    expect(filterButtons('Operating systems')).toEqual(['Filter by operating system Android']);

    // Top pages and exit pages only inform.
    expect(region('Top pages').queryAllByRole('button', { name: /^Filter by/ })).toHaveLength(0);
    expect(
      region('Top pages')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['/300', '/blog/hello120']);
    expect(region('Exit pages').queryAllByRole('button', { name: /^Filter by/ })).toHaveLength(0);

    await user.click(region('Sources').getByRole('tab', { name: 'Channels' }));
    expect(
      region('Sources')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Search100102', 'Social3031']);

    expect((await screen.findByTestId('realtime-visitors')).textContent).toBe(
      '3 visitors in the last 5 minutes',
    );
    const live = within(screen.getByRole('list', { name: 'Pages being read now' }));
    expect(live.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '/blog/hello2 visitors',
      '/1 visitor',
    ]);
  });

  it('filters every figure by a clicked source, shows the chip and clears it', async () => {
    const fetch = mockStats();
    const user = userEvent.setup();
    const { router } = renderAnalytics();

    await user.click(await screen.findByRole('button', { name: 'Filter by source Google' }));

    await waitFor(() =>
      expect(statsCalls(fetch)).toEqual(
        expect.arrayContaining([
          '?from=2026-10-30&to=2026-11-28&source=Google',
          '?from=2026-09-30&to=2026-10-29&source=Google',
        ]),
      ),
    );
    expect(router.state.location.search).toBe('?source=Google');
    expect(screen.getByTestId('filter-chip').textContent).toBe('Source: Google');

    // A second click replaces the filter: one at a time.
    await user.click(await screen.findByRole('button', { name: 'Filter by country Kenya' }));
    expect(router.state.location.search).toBe('?country=KE');
    expect(screen.getByTestId('filter-chip').textContent).toBe('Country: Kenya');
    expect(statsCalls(fetch)).toContain('?from=2026-10-30&to=2026-11-28&country=KE');

    await user.click(screen.getByRole('button', { name: 'Clear filter Country: Kenya' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('filter-chip')).toBeNull();

    // Back brings the filter back: it lives in the URL.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByTestId('filter-chip').textContent).toBe('Country: Kenya'));
  });

  it('opens with the filter and range a shared URL carries', async () => {
    const fetch = mockStats();
    renderAnalytics('/admin/analytics?range=7d&entry=%2Fblog%2Fhello');

    expect((await screen.findByTestId('filter-chip')).textContent).toBe('Entry page: /blog/hello');
    expect(statsCalls(fetch)).toContain('?from=2026-11-22&to=2026-11-28&entry=%2Fblog%2Fhello');
    expect((screen.getByLabelText('Date range') as HTMLSelectElement).value).toBe('7d');
  });

  it('switches to the last 7 days, compared with the 7 days before', async () => {
    const fetch = mockStats();
    const user = userEvent.setup();
    const { router } = renderAnalytics();
    await screen.findByTestId('change-visitors');

    await user.selectOptions(screen.getByLabelText('Date range'), '7d');

    expect(router.state.location.search).toBe('?range=7d');
    await waitFor(() =>
      expect(statsCalls(fetch)).toEqual(
        expect.arrayContaining(['?from=2026-11-22&to=2026-11-28', '?from=2026-11-15&to=2026-11-21']),
      ),
    );
    expect(
      await screen.findByText('Nov 22 – Nov 28, 2026, compared with Nov 15 – Nov 21, 2026.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('vs the previous 7 days')).toHaveLength(6));
  });

  it('checks a custom range before asking for it', async () => {
    const fetch = mockStats();
    const user = userEvent.setup();
    const { router } = renderAnalytics();
    await screen.findByTestId('change-visitors');

    await user.selectOptions(screen.getByLabelText('Date range'), 'custom');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-10-30', '2026-11-28']);

    fireEvent.change(from, { target: { value: '2026-12-05' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.change(to, { target: { value: '2026-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('A range can be at most 366 days.')).toBeTruthy();
    expect(router.state.location.search).toBe('');

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-10');
    await waitFor(() =>
      expect(statsCalls(fetch)).toEqual(
        expect.arrayContaining(['?from=2026-11-01&to=2026-11-10', '?from=2026-10-22&to=2026-10-31']),
      ),
    );
    await waitFor(() => expect(screen.getAllByText('vs the previous 10 days')).toHaveLength(6));
  });

  it('says so when a period has nothing yet', async () => {
    mockStats({ current: EMPTY_STATS, previous: EMPTY_STATS });
    renderAnalytics();

    expect(await screen.findByText('No visits from any source in this period yet.')).toBeTruthy();
    for (const note of [
      'No visits recorded in this period yet.',
      'No campaign visits in this period. Tag your links with utm_campaign to see them here.',
      'No page views in this period yet.',
      'No visits started in this period yet.',
      'No visits ended in this period yet.',
      'No countries recorded in this period yet.',
      'No devices recorded in this period yet.',
      'No browsers recorded in this period yet.',
      'No operating systems recorded in this period yet.',
      'No sales or sign-ups in this period yet.',
    ]) {
      expect(screen.getByText(note)).toBeTruthy();
    }
    expect(screen.getByTestId('figure-revenue').textContent).toBe('KES 0.00');
    expect(screen.getByTestId('change-visitors').textContent).toBe('No previous figure —');
    expect(
      (screen.getByRole('button', { name: 'Export CSV of Sources' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows what sells by source, campaign and page', async () => {
    mockStats();
    const user = userEvent.setup();
    renderAnalytics();

    const sells = await screen.findByRole('region', { name: 'What sells' });
    const rows = () =>
      within(sells)
        .getAllByRole('row')
        .map((tableRow) => tableRow.textContent);
    await waitFor(() =>
      expect(rows()).toEqual([
        'SourceSalesRevenue (KES)Sign-ups',
        'Google2KES 1,500.004',
        'Twitter1KES 1,000.500',
      ]),
    );
    await user.click(within(sells).getByRole('tab', { name: 'By campaign' }));
    expect(within(sells).getByText('No sales or sign-ups in this period yet.')).toBeTruthy();
    await user.click(within(sells).getByRole('tab', { name: 'By page' }));
    expect(rows()).toEqual(['PageSalesRevenue (KES)Sign-ups', '/shop/planner3KES 2,500.501']);
  });

  it('exports a panel as a CSV file named after it and the range', async () => {
    mockStats({
      current: { ...CURRENT, sources: [{ ...row('=HYPERLINK("x")', 5), channel: 'referral' }] },
    });
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderAnalytics();

    await screen.findByRole('button', { name: /^Filter by source/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV of Sources' }));

    expect(names).toEqual(['analytics-sources-2026-10-30_2026-11-28.csv']);
    expect(await blobs[0]?.text()).toBe(
      '\uFEFFSource,Channel,Visitors,Visits,Page views,Bounce rate (%),Visit duration (s)\r\n' +
        `"'=HYPERLINK(""x"")",referral,5,6,12,50,60\r\n`,
    );
  });

  it('refreshes who is on the site every 30 s while the tab is visible', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    let visitors = 3;
    const fetch = mockAdminApi({
      'GET /api/analytics/stats': ({ url }) =>
        url.searchParams.get('from') === TODAY
          ? json({ stats: { ...EMPTY_STATS, realtime: { visitors, pages: [] } } })
          : json({ stats: CURRENT }),
    });
    const todayCalls = () => statsCalls(fetch).filter((search) => search === `?from=${TODAY}&to=${TODAY}`);
    renderAnalytics();
    expect((await screen.findByTestId('realtime-visitors')).textContent).toBe(
      '3 visitors in the last 5 minutes',
    );
    expect(todayCalls()).toHaveLength(1);

    visitors = 1;
    await vi.advanceTimersByTimeAsync(REALTIME_REFRESH_MS);
    await waitFor(() =>
      expect(screen.getByTestId('realtime-visitors').textContent).toBe('1 visitor in the last 5 minutes'),
    );
    expect(todayCalls()).toHaveLength(2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(REALTIME_REFRESH_MS * 2);
    expect(todayCalls()).toHaveLength(2);
    visibility.mockRestore();
  });

  it('shows an error with a retry when the stats cannot be read', async () => {
    let failing = true;
    mockAdminApi({
      'GET /api/analytics/stats': () =>
        failing ? json({ success: false, error: 'Internal server error' }, 500) : json({ stats: CURRENT }),
    });
    const user = userEvent.setup();
    renderAnalytics();

    expect(await screen.findByText('Analytics could not be loaded.')).toBeTruthy();
    expect(screen.queryByTestId('figure-visitors')).toBeNull();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('figure-visitors')).textContent).toBe('150');
    expect(screen.queryByText('Analytics could not be loaded.')).toBeNull();
  });

  it('is opened from the sidebar and from the dashboard’s Traffic panel', async () => {
    mockAdminApi({
      'GET /api/analytics/stats': () => json({ stats: PREVIOUS }),
      'GET /api/admin/summary': () =>
        json({
          success: true,
          summary: {
            counts: { skills: 0, projects: 0, posts: 0, promotions: 0, subscribers: 0 },
            activity: [],
          },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/dashboard');

    const [nav] = await screen.findAllByRole('navigation', { name: 'Admin' });
    expect(nav && within(nav).getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/admin/analytics',
    );
    const traffic = await screen.findByRole('region', { name: 'Traffic' });
    await user.click(within(traffic).getByRole('link', { name: 'Open analytics' }));
    expect(router.state.location.pathname).toBe('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Analytics – Admin Portal – Wanjiru Kamau'));
  });
});
