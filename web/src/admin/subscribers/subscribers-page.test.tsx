import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSubscribersQuery, type Subscriber } from '../../api/subscribers';
import { callsTo, expectTiles, json, listJson, mockAdminApi, renderAdmin, signIn } from '../admin-test-utils';
import { SUBSCRIBERS_SEARCH_DEBOUNCE_MS } from './subscribers-filters';

const ACTIVE: Subscriber = {
  id: 's-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  is_active: true,
  is_verified: true,
  subscription_date: '2026-03-04T10:00:00.000Z',
};
const PENDING: Subscriber = {
  ...ACTIVE,
  id: 's-2',
  email: 'bob@example.com',
  name: null,
  is_verified: false,
};
const GONE: Subscriber = { ...ACTIVE, id: 's-3', email: 'cy@example.com', name: 'Cy', is_active: false };
const STATS = { total_subscribers: 1234, active_subscribers: 7, pending_verification: 3, unsubscribed: 2 };

function setup(extra: Parameters<typeof mockAdminApi>[0] = {}) {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/subscribers': () => listJson('subscribers', [ACTIVE, PENDING, GONE]),
    'GET /api/subscribers/stats': () => json({ success: true, stats: STATS }),
    ...extra,
  });
  return { fetch, ...renderAdmin('/admin/subscribers') };
}

/** The page button marked current. */
const shownPage = () =>
  screen.getAllByRole('button', { current: 'page' }).map((button) => button.getAttribute('aria-label'))[0];
const table = async () => within(await screen.findByRole('table'));
const lastListQuery = (fetch: ReturnType<typeof mockAdminApi>) =>
  callsTo(fetch, 'GET /api/subscribers').at(-1)?.url.search;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildSubscribersQuery', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(buildSubscribersQuery({ status: '', search: '' })).toBe('');
    expect(buildSubscribersQuery({ status: 'pending', search: '  ada ' })).toBe('?status=pending&search=ada');
    // The first page is the server's default; a later one is asked for.
    expect(buildSubscribersQuery({ status: '', search: '' }, 1)).toBe('');
    expect(buildSubscribersQuery({ status: 'active', search: '' }, 3)).toBe('?status=active&page=3');
  });
});

describe('SubscribersPage', () => {
  it('shows the four totals from the stats', async () => {
    setup();
    await expectTiles(
      'Subscriber totals',
      { total_subscribers: '1,234', active_subscribers: '7', pending_verification: '3', unsubscribed: '2' },
      ['Total', 'Active', 'Pending Verification', 'Unsubscribed'],
    );
  });

  it('labels each row by its flags: Active, Pending Verification, Unsubscribed', async () => {
    setup();
    const rows = await table();
    const cell = (email: string, index: number) =>
      within(rows.getByText(email).closest('tr') as HTMLElement).getAllByRole('cell')[index]?.textContent;
    const statusOf = (email: string) => cell(email, 2);
    expect(await rows.findByText('ada@example.com')).toBeTruthy();
    expect(statusOf('ada@example.com')).toBe('Active');
    expect(statusOf('bob@example.com')).toBe('Pending Verification');
    expect(statusOf('cy@example.com')).toBe('Unsubscribed');
    expect(cell('ada@example.com', 1)).toBe('Ada Lovelace');
    expect(cell('bob@example.com', 1)).toBe('—');
    expect(cell('ada@example.com', 3)).toBe('Mar 4, 2026');
    // Only someone still subscribed can be unsubscribed.
    expect(rows.queryByRole('button', { name: 'Unsubscribe cy@example.com' })).toBeNull();
  });

  it('sends the status filter and a debounced search', async () => {
    const { fetch } = setup();
    const user = userEvent.setup();
    await table();
    expect(lastListQuery(fetch)).toBe('');

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(lastListQuery(fetch)).toBe('?status=pending'));

    const before = callsTo(fetch, 'GET /api/subscribers').length;
    await user.type(screen.getByLabelText('Search subscribers'), 'ada');
    // Nothing per keystroke: one call once the typing has paused.
    expect(callsTo(fetch, 'GET /api/subscribers')).toHaveLength(before);
    await waitFor(() => expect(lastListQuery(fetch)).toBe('?status=pending&search=ada'));
    expect(callsTo(fetch, 'GET /api/subscribers')).toHaveLength(before + 1);
    expect(SUBSCRIBERS_SEARCH_DEBOUNCE_MS).toBe(500);

    await user.click(screen.getByRole('tab', { name: 'Unsubscribed' }));
    await waitFor(() => expect(lastListQuery(fetch)).toBe('?status=unsubscribed&search=ada'));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(lastListQuery(fetch)).toBe('?search=ada'));
  });

  it('pages through a list longer than one page, and a filter goes back to the first', async () => {
    const { fetch } = setup({
      'GET /api/subscribers': ({ url }) =>
        listJson('subscribers', [ACTIVE], {
          total: 2001,
          page: Number(url.searchParams.get('page') ?? 1),
          limit: 1000,
          totalPages: 3,
        }),
    });
    const user = userEvent.setup();
    await table();
    expect(shownPage()).toBe('Page 1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery(fetch)).toBe('?page=2'));
    await waitFor(() => expect(shownPage()).toBe('Page 2'));

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(lastListQuery(fetch)).toBe('?status=pending'));
    await waitFor(() => expect(shownPage()).toBe('Page 1'));
  });

  it('shows no page buttons when the list fits on one page', async () => {
    setup();
    await table();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('reads "No subscribers found" for an empty list', async () => {
    setup({ 'GET /api/subscribers': () => listJson('subscribers', []) });
    expect(await screen.findByText('No subscribers found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the spec’s errors for the list and the stats', async () => {
    setup({
      'GET /api/subscribers': () => json({ success: false, error: 'Database unavailable' }, 500),
      'GET /api/subscribers/stats': () => json({ success: false, error: 'nope' }, 500),
    });
    expect(await screen.findByText('Failed to fetch subscribers: 500 Database unavailable')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch stats')).toBeTruthy();
  });

  it('unsubscribes after a confirmation', async () => {
    const { fetch } = setup({
      'POST /api/subscribers/s-1/unsubscribe': () =>
        json({ success: true, message: 'Subscriber unsubscribed' }),
    });
    const user = userEvent.setup();
    const rows = await table();
    await user.click(rows.getByRole('button', { name: 'Unsubscribe ada@example.com' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(callsTo(fetch, 'POST /api/subscribers/s-1/unsubscribe')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/subscribers/s-1/unsubscribe')).toHaveLength(1));
    expect(await screen.findByText('Subscriber unsubscribed')).toBeTruthy();
  });

  it('deletes after a confirmation and keeps the dialog open with the reason when it fails', async () => {
    const { fetch } = setup({
      'DELETE /api/subscribers/s-2': () => json({ success: false, error: 'Subscriber not found' }, 404),
    });
    const user = userEvent.setup();
    const rows = await table();
    await user.click(rows.getByRole('button', { name: 'Delete bob@example.com' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete subscriber' }));
    expect(await dialog.findByText('Subscriber not found')).toBeTruthy();
    expect(callsTo(fetch, 'DELETE /api/subscribers/s-2')).toHaveLength(1);
  });

  it('downloads the export as subscribers.csv with the admin token', async () => {
    const { fetch } = setup({
      'GET /api/subscribers/export': () =>
        new Response('email,name\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:subscribers');
    const revokeUrl = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['subscribers.csv blob:subscribers']));
    const headers = new Headers(callsTo(fetch, 'GET /api/subscribers/export')[0]?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer test-token');
    expect(revokeUrl).toHaveBeenCalledWith('blob:subscribers');
  });

  it('says "Failed to export subscribers" when the export fails', async () => {
    setup({ 'GET /api/subscribers/export': () => new Response('boom', { status: 500 }) });
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to export subscribers');
  });
});
