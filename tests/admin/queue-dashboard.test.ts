import { describe, expect, it } from 'vitest';
import { createAccount, STRONG_PASSWORD, setUpAccounts } from '../support/accounts.ts';
import { setUpTestApi, startTestApi } from '../support/harness.ts';

describe('the queue dashboard', () => {
  const api = setUpTestApi();
  const { admin, member } = setUpAccounts(api, { admin: 'admin', member: 'user' });

  const cookie = (token: string) => ({ cookie: `admin_session=${token}` });

  it('sends a signed-out browser to the sign-in page', async () => {
    const answer = await api.request('/admin/queues', {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Fqueues');
    const apiCall = await api.request('/admin/queues/api/queues', {
      headers: { accept: 'application/json' },
    });
    expect(apiCall.status).toBe(401);
  });

  it('refuses a bearer header (the page reads only its cookie) and a non-admin cookie', async () => {
    const bearerOnly = await api.request('/admin/queues/api/queues', {
      headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
    });
    expect(bearerOnly.status).toBe(401);
    const user = await api.request('/admin/queues/api/queues', { headers: { ...cookie(member.token) } });
    expect(user.status).toBe(403);
  });

  it('shows every queue to an admin', async () => {
    const page = await api.request('/admin/queues', {
      headers: { ...cookie(admin.token), accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const queues = await api.request('/admin/queues/api/queues', { headers: cookie(admin.token) });
    expect(queues.status).toBe(200);
    const names = (queues.json.queues as { name: string }[]).map((queue) => queue.name).sort();
    expect(names).toEqual([
      'analytics',
      'blog',
      'event-handlers',
      'events',
      'images',
      'imports',
      'maintenance',
      'newsletter',
      'operations',
      'payments',
      'shop',
    ]);
  });

  it('gives the page a visible way back to the admin and loads nothing from other origins', async () => {
    const page = await api.request('/admin/queues', {
      headers: { ...cookie(admin.token), accept: 'text/html' },
    });
    expect(page.text).toMatch(/<a [^>]*href="\/admin\/dashboard"[^>]*>[^<]*Back to admin[^<]*<\/a>/);
    // The stock page asks Google Fonts for its web font, which the CSP blocks (a console error).
    expect(page.text).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
    expect(page.text).not.toMatch(/<(link|script)[^>]+(href|src)="https?:/);
  });
});

describe('the queue dashboard cookie behind a TLS proxy', () => {
  const secureCookieFrom = async (overrides: Record<string, string>, headers: Record<string, string>) => {
    const api = await startTestApi(overrides);
    try {
      const admin = await createAccount(api, { password: STRONG_PASSWORD });
      const login = await api.request('/api/auth/login', {
        method: 'POST',
        headers,
        json: { email: admin.email, password: admin.password },
      });
      expect(login.status).toBe(200);
      return login.headers.get('set-cookie') ?? '';
    } finally {
      await api.stop();
    }
  };

  it('is Secure when a trusted proxy says the request came over https', async () => {
    const cookie = await secureCookieFrom({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/^admin_session=[\w.-]+;.*; secure; httponly$/);
  });

  it('is Secure in production when the public origin is https, whatever the proxy forwards', async () => {
    const cookie = await secureCookieFrom(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://site.example', TRUST_PROXY: 'false' },
      {},
    );
    expect(cookie).toMatch(/^admin_session=[\w.-]+;.*; secure; httponly$/);
  });

  it('is not Secure for a plain-http untrusted request in development', async () => {
    const cookie = await secureCookieFrom({}, { 'x-forwarded-proto': 'https' });
    expect(cookie).not.toMatch(/secure/);
  });
});
