import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, callsTo, json, mockApi, renderAdmin } from '../admin-test-utils';

const registration = (open: boolean) => () => json({ success: true, registration: { open } });
const OPEN = { 'GET /api/auth/registration': registration(true) };

async function openLogin() {
  const view = renderAdmin('/admin/login');
  await screen.findByRole('heading', { name: 'Welcome Back' });
  return view;
}

describe('AdminLoginPage', () => {
  it('offers to create an account only when the server says registration is open', async () => {
    const fetch = mockApi({ 'GET /api/auth/registration': registration(false) });
    await openLogin();
    await waitFor(() => expect(callsTo(fetch, 'GET /api/auth/registration')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Don't have an account?")).toBeNull());
    expect(screen.queryByRole('button', { name: 'Create New Account' })).toBeNull();
    expect(document.title).toBe('Sign in – Admin Portal – Wanjiru Kamau');
  });

  it('hides the toggle while the answer is unknown (the call failed)', async () => {
    const fetch = mockApi({});
    await openLogin();
    await waitFor(() => expect(callsTo(fetch, 'GET /api/auth/registration')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Create New Account' })).toBeNull();
  });

  it('shows the portal titles and a link back to the website', async () => {
    mockApi(OPEN);
    await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeTruthy();
    expect(screen.getByText('Administrative Dashboard')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Website/ }).getAttribute('href')).toBe('/');
  });

  it('toggles between sign-in and registration, clearing the form and the errors', async () => {
    mockApi(OPEN);
    const user = userEvent.setup();
    await openLogin();

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Valid email required')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Create New Account' }));
    expect(screen.getByRole('heading', { name: 'Create Admin Account' })).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Valid email required')).toBeNull();
    expect(screen.getByLabelText('Full name')).toBeTruthy();

    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Sign In Instead' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('checks the fields with the shared schemas before sending anything', async () => {
    const fetch = mockApi(OPEN);
    const user = userEvent.setup();
    await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Valid email required')).toBeTruthy();
    expect(screen.getByText('Password required')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Create New Account' }));
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 20 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'abcdefghijklmnopqrstuvwxyz');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Must include uppercase, lowercase, number, and special character')).toBeTruthy();

    expect(callsTo(fetch, 'POST /api/auth/login')).toHaveLength(0);
    expect(callsTo(fetch, 'POST /api/auth/register')).toHaveLength(0);
  });

  it.each([
    [
      'the answer’s error first',
      () => json({ success: false, error: 'Invalid email or password', message: 'Ignored' }, 401),
      'Invalid email or password',
    ],
    ['then the answer’s message', () => json({ success: false, message: 'Try later' }, 423), 'Try later'],
    ['then the client’s error', () => Promise.reject(new TypeError('Network down')), 'Network down'],
    ['then a default', () => Promise.reject('boom'), 'An error occurred'],
  ])('puts %s in the submit banner', async (_case, answer, expected) => {
    mockApi({ ...OPEN, 'POST /api/auth/login': answer });
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(expected);
    expect(localStorage.getItem('admin-token')).toBeNull();
  });

  it('maps the server’s field errors onto the fields', async () => {
    mockApi({
      ...OPEN,
      'POST /api/auth/login': () =>
        json(
          { success: false, error: 'Invalid input', errors: [{ path: 'email', message: 'Unknown domain' }] },
          400,
        ),
    });
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Unknown domain')).toBeTruthy();
  });

  it('shows Processing... while signing in, then stores the session and opens the dashboard', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = mockApi({
      ...OPEN,
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/auth/profile': () => json({ success: true, user: ADMIN }),
    });
    const user = userEvent.setup();
    const { router } = await openLogin();
    await user.type(screen.getByLabelText('Email address'), ' Grace@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: /Processing\.\.\./ })).toBeTruthy();
    const [call] = callsTo(fetch, 'POST /api/auth/login');
    expect(JSON.parse(String(call?.init.body))).toEqual({ email: 'grace@example.com', password: 'Secret-1' });
    expect(call?.init.credentials).toBe('include');

    answer(json({ success: true, token: 'tok-123', user: ADMIN }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem('admin-token')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('admin-user') ?? 'null')).toEqual(ADMIN);
  });

  it('registers with a multipart form', async () => {
    const fetch = mockApi({
      ...OPEN,
      'POST /api/auth/register': () =>
        json({ success: true, token: 'tok-new', user: ADMIN, message: 'Admin account created' }, 201),
      'GET /api/auth/profile': () => json({ success: true, user: ADMIN }),
    });
    const user = userEvent.setup();
    const { router } = await openLogin();
    await user.click(await screen.findByRole('button', { name: 'Create New Account' }));
    await user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'Correct@Horse-Battery1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    const body = callsTo(fetch, 'POST /api/auth/register')[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['email', 'password', 'name']);
    expect(form.get('name')).toBe('Grace Hopper');
    expect(localStorage.getItem('admin-token')).toBe('tok-new');
  });

  it('refuses a picture that is not an image', async () => {
    mockApi(OPEN);
    const user = userEvent.setup({ applyAccept: false });
    await openLogin();
    await user.click(await screen.findByRole('button', { name: 'Create New Account' }));
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Profile picture (optional)'), file);
    expect(await screen.findByText('Please select a valid image file')).toBeTruthy();
  });
});
