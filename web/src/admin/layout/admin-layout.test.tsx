import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, callsTo, json, mockAdminApi, mockApi, renderAdmin, signIn } from '../admin-test-utils';

beforeEach(() => {
  document.documentElement.classList.remove('dark');
});

describe('admin guard and shell', () => {
  it.each(['/admin/dashboard', '/admin/profile', '/admin/users'])(
    'sends %s to the login without a token',
    async (path) => {
      const fetch = mockApi({});
      const { router } = renderAdmin(path);
      await screen.findByRole('heading', { name: 'Welcome Back' });
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(callsTo(fetch, 'GET /api/auth/profile')).toHaveLength(0);
    },
  );

  it('clears the stored session and goes to the login when the profile is rejected', async () => {
    signIn();
    const fetch = mockApi({
      'GET /api/auth/profile': () => json({ success: false, error: 'Session expired' }, 401),
    });
    const { router } = renderAdmin('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('admin-token')).toBeNull();
    expect(localStorage.getItem('admin-user')).toBeNull();
    expect(callsTo(fetch, 'GET /api/auth/profile')[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer test-token',
    });
  });

  it('shows the shell: title from the route, navigation, queue link and the admin’s card', async () => {
    signIn();
    mockApi({ 'GET /api/auth/profile': () => json({ success: true, user: ADMIN }) });
    renderAdmin('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0];
    if (!nav) throw new Error('no admin navigation');
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Analytics',
      'Users',
      'Skills',
      'Projects',
      'Blogs',
      'Comments',
      'Shop',
      'Discounts',
      'Import & export',
      'Redirects',
      'Social Links',
      'Promotions',
      'Transactions',
      'Subscribers',
      'Job Queues',
      'Back to Website',
    ]);
    expect(within(nav).getByRole('link', { name: 'Job Queues' }).getAttribute('href')).toBe('/admin/queues');
    expect(within(nav).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe(
      '/admin/pesapal-transactions',
    );
    expect(screen.getAllByText('Grace Hopper').length).toBeGreaterThan(0);
    expect(screen.getByText('Administrator')).toBeTruthy();
  });

  it('signs out: tells the server, forgets the session and opens the login', async () => {
    signIn();
    const fetch = mockAdminApi({
      'POST /api/auth/logout': () => json({ success: true }),
    });
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Your Profile' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/admin/settings');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(callsTo(fetch, 'POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('admin-token')).toBeNull();
    expect(localStorage.getItem('admin-user')).toBeNull();
  });

  it('keeps its own theme under admin-theme and gives the site its theme back on leaving', async () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('admin-theme', 'dark');
    signIn();
    mockApi({ 'GET /api/auth/profile': () => json({ success: true, user: ADMIN }) });
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));

    await router.navigate('/');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(false));
    await router.navigate('/admin/profile');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));

    localStorage.setItem('theme', 'dark');
    await user.click(await screen.findByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('admin-theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(false));
  });
});
