import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestAccount } from '../support/accounts.ts';
import { startAdminApi } from '../support/admin-api.ts';
import type { TestApi } from '../support/harness.ts';

describe('signing out', () => {
  let api: TestApi;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ api, admin } = await startAdminApi());
  });
  afterAll(async () => {
    await api.stop();
  });

  const signIn = async () => {
    const login = await api.request('/api/auth/login', {
      method: 'POST',
      json: { email: admin.email, password: admin.password },
    });
    expect(login.status).toBe(200);
    return String(login.json.token);
  };
  const dashboard = (token: string) =>
    api.request('/admin/queues/api/queues', {
      headers: { cookie: `admin_session=${token}`, accept: 'application/json' },
    });

  it('revokes the token it is called with: the API and the queue-dashboard cookie refuse it after', async () => {
    const token = await signIn();
    const other = await signIn();
    expect((await api.request('/api/auth/profile', { headers: bearer(token) })).status).toBe(200);
    expect((await dashboard(token)).status).toBe(200);

    const logout = await api.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ success: true });

    const profile = await api.request('/api/auth/profile', { headers: bearer(token) });
    expect(profile.status).toBe(401);
    expect(profile.json).toMatchObject({ success: false, code: 'unauthorized' });
    expect((await dashboard(token)).status).toBe(401);
    // Another session of the same admin (another device) is not signed out with it.
    expect((await api.request('/api/auth/profile', { headers: bearer(other) })).status).toBe(200);
  });

  it('keeps the revocation in Redis only until the token would have expired anyway', async () => {
    const token = await signIn();
    await api.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    const keys = await api.redis.keys(`${api.config.redisPrefix}:auth:revoked:*`);
    expect(keys.length).toBeGreaterThan(0);
    const ttls = await Promise.all(keys.map((key) => api.redis.ttl(key)));
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(api.config.jwtTtlSeconds);
    }
  });

  it('answers a sign-out without a token, or with a dead one, and still clears the cookie', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const answer = await api.request('/api/auth/logout', { method: 'POST', headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/^admin_session=; path=\/admin\/queues;/);
    }
  });
});
