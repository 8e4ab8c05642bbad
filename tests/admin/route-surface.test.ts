import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { bearer, setUpAccounts } from '../support/accounts.ts';
import { setUpTestApi } from '../support/harness.ts';

/**
 * Every guarded route the routers know, listed from the routers themselves: a route added
 * later without its guard fails here.
 */
describe('the admin surface', () => {
  const api = setUpTestApi();
  const { member, admin } = setUpAccounts(api, { member: 'user', admin: 'admin' });

  const guarded = () =>
    api.modules.routes
      .flatMap((router) => router.routes)
      .filter((route) => route.access.kind === 'roles')
      .map((route) => ({ ...route, url: route.path.replace(/:\w+/g, randomUUID()) }));

  it('has the back-office routes under guard', () => {
    const names = guarded().map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/auth/profile',
        'PUT /api/auth/profile',
        'GET /api/users',
        'PUT /api/users/:id',
        'PUT /api/users/:id/password',
        'PUT /api/users/:id/verification',
        'PUT /api/users/:id/unlock',
        'DELETE /api/users/:id',
        'GET /api/analytics/stats',
      ]),
    );
    expect(
      guarded().every((route) => route.access.kind === 'roles' && route.access.roles.includes('admin')),
    ).toBe(true);
  });

  it('answers 401 without a token, with a forged, expired or endless one, and 403 to a user', async () => {
    const forged = jwt.sign({ role: 'admin', ver: 0 }, 'not-our-secret-0123456789abcdef0123', {
      subject: admin.id,
      issuer: 'creator-site',
      audience: 'admin',
      expiresIn: 600,
    });
    const expired = jwt.sign(
      { role: 'admin', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 },
      api.config.jwtSecret ?? '',
      { subject: admin.id, issuer: 'creator-site', audience: 'admin' },
    );
    // Our secret and claims, but no expiry: such a token would be good forever.
    const endless = jwt.sign({ role: 'admin', ver: 0, jti: randomUUID() }, api.config.jwtSecret ?? '', {
      subject: admin.id,
      issuer: 'creator-site',
      audience: 'admin',
    });
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: admin.id, role: 'admin', ver: 0, iss: 'creator-site', aud: 'admin' }),
    ).toString('base64url')}.`;
    const failures: string[] = [];
    for (const route of guarded()) {
      const cases: [string, Record<string, string>, number][] = [
        ['no token', {}, 401],
        ['forged', bearer(forged), 401],
        ['expired', bearer(expired), 401],
        ['no exp', bearer(endless), 401],
        ['alg none', bearer(unsigned), 401],
        ['malformed header', { authorization: 'Token abc' }, 401],
        ['user role', bearer(member.token), 403],
      ];
      for (const [what, headers, status] of cases) {
        const answer = await api.request(route.url, {
          method: route.method,
          headers,
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        if (answer.status !== status || answer.json?.success !== false) {
          failures.push(`${route.method} ${route.path} (${what}): ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the admin through the same guard', async () => {
    const answer = await api.request('/api/users', { headers: bearer(admin.token) });
    expect(answer.status).toBe(200);
  });
});
