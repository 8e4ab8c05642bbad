import { type FSWatcher, watch } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../modules/admin/index.ts';
import { bearer, createAccount, STRONG_PASSWORD } from '../support/accounts.ts';
import { form as registration } from '../support/factories.ts';
import { setUpTestApi, startTestApi } from '../support/harness.ts';

async function png(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

const firstAdmin = { name: 'Wanjiru Kamau', email: 'owner@example.com', password: STRONG_PASSWORD };

describe('accounts and sessions', () => {
  // The first account becomes the admin: each test starts from a world with no accounts.
  const api = setUpTestApi({}, { world: 'test' });

  it('makes the first registered account an admin and closes registration after it', async () => {
    const first = await api.request('/api/auth/register', { method: 'POST', body: registration(firstAdmin) });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      success: true,
      message: 'Admin account created',
      user: { name: 'Wanjiru Kamau', email: 'owner@example.com', role: 'admin', is_verified: true },
    });
    expect(first.json.token).toEqual(expect.any(String));
    expect(JSON.stringify(first.json)).not.toMatch(/password|hash/i);

    const second = await api.request('/api/auth/register', {
      method: 'POST',
      body: registration({ ...firstAdmin, email: 'intruder@example.com' }),
    });
    expect(second.status).toBe(403);
    expect(second.json).toMatchObject({ success: false, error: MESSAGES.registrationClosed });
    const [row] = await api.orm.em
      .fork()
      .execute<{ count: number }[]>('select count(*)::int as count from app_user');
    const count = row?.count;
    expect(count).toBe(1);
  });

  it('refuses a closed registration before reading its picture: no image work, no file written', async () => {
    await createAccount(api);
    await mkdir(api.config.uploadsDir, { recursive: true });
    const before = await readdir(api.config.uploadsDir);
    const touched: string[] = [];
    const watcher: FSWatcher = watch(api.config.uploadsDir, (_event, name) => touched.push(String(name)));
    try {
      const withPicture = registration({ ...firstAdmin, email: 'late@example.com' });
      withPicture.set('profilePicture', await png(), 'me.png');
      const answer = await api.request('/api/auth/register', { method: 'POST', body: withPicture });
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({
        success: false,
        error: 'Registration is closed. Ask an administrator to create your account.',
      });
      // Not an image at all: a closed registration never gets as far as looking at it.
      const notImage = registration({ ...firstAdmin, email: 'late@example.com' });
      notImage.set('profilePicture', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
      const refused = await api.request('/api/auth/register', { method: 'POST', body: notImage });
      expect(refused.status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      watcher.close();
    }
    expect(touched).toEqual([]);
    expect(await readdir(api.config.uploadsDir)).toEqual(before);
  });

  it('tells anyone whether registration is open (GET /api/auth/registration)', async () => {
    const empty = await api.request('/api/auth/registration');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ success: true, registration: { open: true } });
    expect(empty.headers.get('cache-control')).toBe('private, no-store');
    await createAccount(api);
    const closed = await api.request('/api/auth/registration');
    expect(closed.json).toEqual({ success: true, registration: { open: false } });
    const open = await startTestApi({ ADMIN_REGISTRATION: 'open' });
    try {
      expect((await open.request('/api/auth/registration')).json).toEqual({
        success: true,
        registration: { open: true },
      });
    } finally {
      await open.stop();
    }
  });

  it('lets anyone register as admin when ADMIN_REGISTRATION=open', async () => {
    const open = await startTestApi({ ADMIN_REGISTRATION: 'open' });
    try {
      for (const email of ['a@example.com', 'b@example.com']) {
        const answer = await open.request('/api/auth/register', {
          method: 'POST',
          body: registration({ ...firstAdmin, email }),
        });
        expect(answer.status).toBe(201);
      }
      const duplicate = await open.request('/api/auth/register', {
        method: 'POST',
        body: registration({ ...firstAdmin, email: 'B@Example.com' }),
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json.error).toBe('An account with this email already exists');
    } finally {
      await open.stop();
    }
  });

  it('applies the spec rules to registration, field by field', async () => {
    const answer = await api.request('/api/auth/register', {
      method: 'POST',
      body: registration({ name: 'W', email: 'no-at-sign', password: 'short' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Valid email required' },
      { path: 'password', message: 'Password must be at least 20 characters' },
      { path: 'password', message: 'Must include uppercase, lowercase, number, and special character' },
    ]);
    const weak = await api.request('/api/auth/register', {
      method: 'POST',
      body: registration({ ...firstAdmin, password: 'alllowercaseletters12345' }),
    });
    expect(weak.json.errors).toEqual([
      { path: 'password', message: 'Must include uppercase, lowercase, number, and special character' },
    ]);
  });

  it('signs in with JSON, sets the HttpOnly queue-dashboard cookie, and serves the profile', async () => {
    const admin = await createAccount(api, { email: 'admin@example.com' });
    const login = await api.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'ADMIN@example.com', password: admin.password },
    });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ success: true, user: { id: admin.id, email: 'admin@example.com' } });
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^admin_session=[\w.-]+; path=\/admin\/queues; expires=.+; samesite=strict; httponly$/,
    );

    const profile = await api.request('/api/auth/profile', { headers: bearer(String(login.json.token)) });
    expect(profile.status).toBe(200);
    expect(profile.json.user).toMatchObject({ id: admin.id, role: 'admin' });
    expect((profile.json.user as { last_login: string }).last_login).toEqual(expect.any(String));

    const logout = await api.request('/api/auth/logout', { method: 'POST' });
    expect(logout.headers.get('set-cookie')).toMatch(
      /^admin_session=; path=\/admin\/queues; expires=Thu, 01 Jan 1970/,
    );
  });

  it('answers the spec messages for bad sign-in input and one message for any wrong credential', async () => {
    const bad = await api.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'nope', password: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([
      { path: 'email', message: 'Valid email required' },
      { path: 'password', message: 'Password required' },
    ]);
    await createAccount(api, { email: 'known@example.com' });
    for (const email of ['known@example.com', 'unknown@example.com']) {
      const answer = await api.request('/api/auth/login', {
        method: 'POST',
        json: { email, password: 'Wrong1!' },
      });
      expect(answer.status).toBe(401);
      expect(answer.json.error).toBe('Invalid email or password');
    }
  });

  it('refuses the admin area to accounts that are not admins', async () => {
    const member = await createAccount(api, { role: 'user' });
    const answer = await api.request('/api/auth/login', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('This account does not have access to the admin area.');
    expect(answer.json.token).toBeUndefined();
  });

  it('refuses a client after five wrong passwords in a row, even the right one (tests/admin/lockout.test.ts has more)', async () => {
    const admin = await createAccount(api);
    const attempt = (password: string) =>
      api.request('/api/auth/login', { method: 'POST', json: { email: admin.email, password } });
    for (let i = 1; i <= 4; i++) expect((await attempt('Wrong-password-1')).status).toBe(401);
    const fifth = await attempt('Wrong-password-1');
    expect(fifth.status).toBe(429);
    expect(fifth.json.error).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    const right = await attempt(admin.password);
    expect(right.status).toBe(429);

    const [row] = await api.orm.em
      .fork()
      .execute<{ account_locked_until: Date }[]>('select account_locked_until from app_user where id = ?', [
        admin.id,
      ]);
    const lockedFor = new Date(row?.account_locked_until ?? 0).getTime() - Date.now();
    expect(lockedFor).toBeGreaterThan(14 * 60_000);
    expect(lockedFor).toBeLessThanOrEqual(15 * 60_000);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const admin = await createAccount(api);
    const attempt = (password: string) =>
      api.request('/api/auth/login', { method: 'POST', json: { email: admin.email, password } });
    for (let i = 0; i < 4; i++) await attempt('Wrong-password-1');
    expect((await attempt(admin.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong-password-1')).status).toBe(401);
  });

  it('updates only the profile fields sent, and refuses an email someone else has', async () => {
    const admin = await createAccount(api, { name: 'Before Name' });
    const other = await createAccount(api, { role: 'user' });
    const form = new FormData();
    form.set('phone', '+254 712 345678');
    const answer = await api.request('/api/auth/profile', {
      method: 'PUT',
      headers: bearer(admin.token),
      body: form,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      message: 'Profile updated successfully!',
      user: { name: 'Before Name', email: admin.email, phone: '+254 712 345678' },
    });
    const taken = new FormData();
    taken.set('email', other.email);
    const conflict = await api.request('/api/auth/profile', {
      method: 'PUT',
      headers: bearer(admin.token),
      body: taken,
    });
    expect(conflict.status).toBe(409);
    expect(conflict.json.error).toBe('An account with this email already exists');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After once an address has used its attempts', async () => {
    const { inject } = await import('vitest');
    const api = await startTestApi({
      AUTH_RATE_LIMIT_POINTS: '3',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
      REDIS_PREFIX: `${inject('redisPrefix')}-rl`,
    });
    try {
      const attempt = () =>
        api.request('/api/auth/login', {
          method: 'POST',
          json: { email: 'x@example.com', password: 'nope' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.json.error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
    } finally {
      await api.stop();
    }
  });
});
