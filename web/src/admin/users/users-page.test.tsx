import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserView } from '../../api/auth';
import { buildUsersQuery, EMPTY_USERS_FILTERS } from '../../api/users';
import {
  ADMIN,
  callsTo,
  json,
  listJson,
  mockAdminApi,
  type mockApi,
  renderAdmin,
  signIn,
} from '../admin-test-utils';

const FUTURE = new Date(Date.now() + 15 * 60_000).toISOString();
const PAST = new Date(Date.now() - 60 * 60_000).toISOString();

const ADA: UserView = {
  ...ADMIN,
  id: 'u-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  is_verified: false,
  account_locked_until: FUTURE,
};
const BOB: UserView = {
  ...ADMIN,
  id: 'u-bob',
  name: 'Bob Brown',
  email: 'bob@example.com',
  role: 'moderator',
  account_locked_until: PAST,
};

/** The users answer for the page asked (`url`'s page, 1 without one). */
function page(users: UserView[], totalPages = 1, url?: URL) {
  const asked = Number(url?.searchParams.get('page') ?? 1);
  return listJson('users', users, { totalUsers: users.length, limit: 10, totalPages, page: asked });
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const fetch = mockAdminApi({
    'GET /api/users': ({ url }) => page([ADMIN, ADA, BOB], 3, url),
    ...extra,
  });
  const view = renderAdmin('/admin/users');
  return { fetch, ...view };
}

async function table() {
  return within(await screen.findByRole('table'));
}

describe('buildUsersQuery', () => {
  it('sends page and limit=10, and only the filters that are set', () => {
    expect(buildUsersQuery(EMPTY_USERS_FILTERS)).toBe('page=1&limit=10');
    expect(
      buildUsersQuery({ search: '  ada ', role: 'moderator', verified: 'false', locked: 'true' }, 3),
    ).toBe('page=3&limit=10&search=ada&role=moderator&is_verified=false&locked=true');
  });
});

describe('UsersPage', () => {
  it('lists users with their role, verification and lock state', async () => {
    setup();
    const rows = await table();
    expect(await rows.findByText('Ada Lovelace')).toBeTruthy();
    expect(await rows.findByText('Moderator')).toBeTruthy();
    expect(await rows.findAllByText('Unverified')).toHaveLength(1);
    expect(await rows.findAllByText('Locked')).toHaveLength(1);
    expect(await rows.findByText('You')).toBeTruthy();
  });

  it('steps back to the last page when the page shown is past the end (its last user was deleted)', async () => {
    // The list shrank to two pages just as page 3 was asked for.
    const { fetch } = setup({
      'GET /api/users': ({ url }) => page([ADA], url.searchParams.get('page') === '1' ? 3 : 2, url),
    });
    const user = userEvent.setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(callsTo(fetch, 'GET /api/users').at(-1)?.url.search).toBe('?page=2&limit=10'));
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
  });

  it('builds the query from the filters, debouncing the search and going back to page 1', async () => {
    const { fetch } = setup();
    const user = userEvent.setup();
    await table();

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo(fetch, 'GET /api/users').at(-1)?.url.search).toBe('?page=2&limit=10'));

    await user.selectOptions(await screen.findByLabelText('Role'), 'admin');
    await user.selectOptions(await screen.findByLabelText('Verified'), 'true');
    await user.selectOptions(await screen.findByLabelText('Locked'), 'false');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/users').at(-1)?.url.search).toBe(
        '?page=1&limit=10&role=admin&is_verified=true&locked=false',
      ),
    );

    const before = callsTo(fetch, 'GET /api/users').length;
    await user.type(await screen.findByLabelText('Search users'), 'ada');
    expect(callsTo(fetch, 'GET /api/users')).toHaveLength(before);
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/users').at(-1)?.url.search).toBe(
        '?page=1&limit=10&search=ada&role=admin&is_verified=true&locked=false',
      ),
    );
    expect(callsTo(fetch, 'GET /api/users')).toHaveLength(before + 1);
  });

  it('offers Unlock only while the lock lies in the future, and unlocks', async () => {
    const { fetch } = setup({
      'PUT /api/users/u-ada/unlock': () =>
        json({ success: true, user: { ...ADA, account_locked_until: null }, message: 'Account unlocked' }),
    });
    const user = userEvent.setup();
    const rows = await table();
    expect(rows.queryByRole('button', { name: 'Unlock Bob Brown' })).toBeNull();
    expect(rows.queryByRole('button', { name: 'Unlock Grace Hopper' })).toBeNull();

    await user.click(await rows.findByRole('button', { name: 'Unlock Ada Lovelace' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/users/u-ada/unlock')).toHaveLength(1));
    expect(await screen.findByText('Account unlocked')).toBeTruthy();
  });

  it('toggles verification with a JSON body', async () => {
    const { fetch } = setup({
      'PUT /api/users/u-ada/verification': () => json({ success: true, user: { ...ADA, is_verified: true } }),
    });
    const user = userEvent.setup();
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Mark Ada Lovelace verified' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/users/u-ada/verification')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/users/u-ada/verification')[0]?.init.body).toBe('{"is_verified":true}');
  });

  it('refuses mismatched passwords before sending, then changes the password', async () => {
    const { fetch } = setup({
      'PUT /api/users/u-ada/password': () => json({ success: true, message: 'Password changed' }),
    });
    const user = userEvent.setup();
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Change password of Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change password' }));
    expect(dialog.getByText('Minimum 8 characters, with uppercase, lowercase and a number.')).toBeTruthy();

    await user.type(dialog.getByLabelText('New password'), 'Abcdefg1');
    await user.type(dialog.getByLabelText('Confirm password'), 'Abcdefg2');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(dialog.getByText('Passwords do not match')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/users/u-ada/password')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Confirm password'));
    await user.type(dialog.getByLabelText('Confirm password'), 'Abcdefg1');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/users/u-ada/password')[0]?.init.body).toBe('{"password":"Abcdefg1"}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the dialog on Escape', async () => {
    setup();
    const user = userEvent.setup();
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Edit Ada Lovelace' }));
    expect(await screen.findByRole('dialog', { name: 'Edit user' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves an edit as multipart with the spec’s field names', async () => {
    const { fetch } = setup({
      'PUT /api/users/u-ada': () => json({ success: true, user: ADA, message: 'User updated' }),
    });
    const user = userEvent.setup();
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit user' }));
    await user.clear(dialog.getByLabelText('Full name'));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(dialog.getByText('Name is required')).toBeTruthy();

    await user.type(dialog.getByLabelText('Full name'), 'Ada King');
    await user.selectOptions(dialog.getByLabelText('Role'), 'moderator');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated successfully!')).toBeTruthy();
    const form = callsTo(fetch, 'PUT /api/users/u-ada')[0]?.init.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      name: 'Ada King',
      email: 'ada@example.com',
      phone: '',
      role: 'moderator',
    });
  });

  it('shows the server’s refusal to delete a user', async () => {
    setup({
      'DELETE /api/users/u-bob': () => json({ success: false, error: 'Cannot delete the last admin' }, 409),
    });
    const user = userEvent.setup();
    const rows = await table();
    await user.click(await rows.findByRole('button', { name: 'Delete Bob Brown' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete user' }));
    await user.click(dialog.getByRole('button', { name: 'Delete user' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Cannot delete the last admin');
  });

  it('does not offer Delete or verification changes on the admin’s own row, and says why', async () => {
    const { fetch } = setup();
    const user = userEvent.setup();
    const rows = await table();
    await rows.findByText('You');
    const remove = await rows.findByRole('button', { name: 'Delete Grace Hopper' });
    const verify = await rows.findByRole('button', { name: 'Mark Grace Hopper unverified' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('title')).toBe('You cannot delete your own account');
    expect(verify.getAttribute('aria-disabled')).toBe('true');
    expect(verify.getAttribute('title')).toBe('You cannot change the verification of your own account');

    await user.click(remove);
    await user.click(verify);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetch, 'PUT /api/users/u-admin/verification')).toHaveLength(0);

    // Other rows keep both actions.
    const other = await rows.findByRole('button', { name: 'Delete Ada Lovelace' });
    expect(other.getAttribute('aria-disabled')).toBeNull();
    expect(other.getAttribute('title')).toBe('Delete Ada Lovelace');
  });

  it('says what the search box searches: name or email', async () => {
    setup();
    const search = await screen.findByLabelText('Search users');
    expect(search.getAttribute('placeholder')).toBe('Name or email');
  });

  it('explains a database outage', async () => {
    setup({ 'GET /api/users': () => json({ success: false, error: 'Database connection lost' }, 500) });
    expect(
      // Reads are tried 3 times, 1 s then 2 s apart, before the message: wait for it, however long
      // a loaded machine takes.
      await screen.findByText('Database connection issue. Please try again in a moment.', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
  }, 30_000);

  it('ends the session on a 401 from a users call', async () => {
    const { router } = setup({
      'GET /api/users': () => json({ success: false, error: 'Unauthorized' }, 401),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('admin-token')).toBeNull();
  });
});
