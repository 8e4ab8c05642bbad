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

  it('keeps refusing a signed-out token after Redis loses every key of this run', async () => {
    const token = await signIn();
    expect((await api.request('/api/auth/logout', { method: 'POST', headers: bearer(token) })).status).toBe(
      200,
    );

    // Only this run's prefix: the shared Redis holds other runs' data.
    const keys: string[] = [];
    for await (const batch of api.redis.scanStream({ match: `${api.config.redisPrefix}:*`, count: 500 })) {
      keys.push(...(batch as string[]));
    }
    if (keys.length > 0) await api.redis.del(...keys);
    expect(await api.redis.keys(`${api.config.redisPrefix}:*`)).toEqual([]);

    const profile = await api.request('/api/auth/profile', { headers: bearer(token) });
    expect(profile.status).toBe(401);
    expect(profile.json).toMatchObject({
      success: false,
      error: 'You have signed out. Please sign in again.',
    });
    expect((await dashboard(token)).status).toBe(401);
  });

  it('keeps a revocation only until the token would have expired anyway', async () => {
    const token = await signIn();
    const { tokenId, expiresAt } = api.modules.admin.tokens.verify(token) ?? { tokenId: '', expiresAt: 0 };
    await api.request('/api/auth/logout', { method: 'POST', headers: bearer(token) });
    const em = api.orm.em.fork();
    const rows = await em.execute<{ expires_at: Date }[]>(
      'select expires_at from admin_session_revocation where token_id = ?',
      [tokenId],
    );
    expect(rows.map((row) => new Date(row.expires_at).getTime())).toEqual([expiresAt * 1000]);

    // A row whose token has expired goes with the next sign-out.
    await em.execute('update admin_session_revocation set expires_at = ? where token_id = ?', [
      new Date(Date.now() - 1000),
      tokenId,
    ]);
    await api.request('/api/auth/logout', { method: 'POST', headers: bearer(await signIn()) });
    const left = await em.execute('select 1 from admin_session_revocation where token_id = ?', [tokenId]);
    expect(left).toEqual([]);
  });

  it('answers a sign-out without a token, or with a dead one, and still clears the cookie', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const answer = await api.request('/api/auth/logout', { method: 'POST', headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/^admin_session=; path=\/admin\/queues;/);
    }
  });
});
