import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type TestAccount } from '../support/accounts.ts';
import { eventually, startTestApi, type TestApi } from '../support/harness.ts';
import { expectRefusal } from '../support/refusals.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A throwaway redis-server of this test only (never the shared one), killed mid-test. */
async function startThrowawayRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return { url: `redis://127.0.0.1:${port}`, process: child };
}

describe('sign-in while Redis is down', () => {
  let redis: Awaited<ReturnType<typeof startThrowawayRedis>>;
  let api: TestApi;
  let admin: TestAccount;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    api = await startTestApi({
      REDIS_URL: redis.url,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_POINTS: '3',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    });
    admin = await createAccount(api);
  });
  afterAll(async () => {
    await api?.stop();
    if (redis?.process.exitCode === null) redis.process.kill('SIGKILL');
  });

  const signIn = (client: string, password = 'Wrong-password-1') =>
    api.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': client },
      json: { email: admin.email, password },
    });

  it('keeps limiting across the outage, fails sign-in closed with 503, and keeps sessions and sign-out working', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('203.0.113.50')).status).toBe(401);
    expect((await signIn('203.0.113.50')).status).toBe(429);

    redis.process.kill('SIGKILL');
    await once(redis.process, 'exit');
    await eventually(async () => (api.redis.status === 'ready' ? undefined : true), 30_000, 'redis down');

    // The client that used up its attempts stays limited: its count survived the outage.
    const limited = await signIn('203.0.113.50', admin.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toEqual(expect.any(String));

    // A fresh client is not told anything about the password: the lockout counts are in Redis.
    const fresh = await signIn('203.0.113.51', admin.password);
    expectRefusal(
      fresh,
      503,
      'session_store_unavailable',
      'Sign-in is temporarily unavailable. Please try again in a moment.',
    );
    // Its attempts still count in memory during the outage.
    expect((await signIn('203.0.113.51')).status).toBe(503);
    expect((await signIn('203.0.113.51')).status).toBe(503);
    expect((await signIn('203.0.113.51')).status).toBe(429);

    // Guarded calls do not need Redis: the deny-list of signed-out tokens is in Postgres.
    const profile = await api.request('/api/auth/profile', { headers: bearer(admin.token) });
    expect(profile.status).toBe(200);

    // Sign-out works and holds during the outage.
    const logout = await api.request('/api/auth/logout', { method: 'POST', headers: bearer(admin.token) });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^admin_session=; path=\/admin\/queues;/);
    const after = await api.request('/api/auth/profile', { headers: bearer(admin.token) });
    expect(after.status).toBe(401);
    expect(after.json.error).toBe('You have signed out. Please sign in again.');
  });
});
