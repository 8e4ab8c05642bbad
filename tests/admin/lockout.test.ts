import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, type TestAccount } from '../support/accounts.ts';
import { runScript, setUpTestApi } from '../support/harness.ts';

const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';
const WRONG = 'Wrong-password-1';

/**
 * Lockout is per account and client, so failures from one address never stop the owner
 * signing in from another. Behind TRUST_PROXY the forwarded address is the client.
 */
describe('sign-in lockout', () => {
  // Each test counts failures from zero: a world (accounts and Redis prefix) of its own.
  const api = setUpTestApi({ TRUST_PROXY: 'true' }, { world: 'test' });
  let owner: TestAccount;

  beforeEach(async () => {
    owner = await createAccount(api);
  });

  const signIn = (client: string, email: string, password: string) =>
    api.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': client },
      json: { email, password },
    });
  const lockOut = async (client: string, email: string) => {
    for (let i = 1; i <= 4; i++) expect((await signIn(client, email, WRONG)).status).toBe(401);
    const fifth = await signIn(client, email, WRONG);
    expect(fifth.status).toBe(429);
    expect(fifth.json).toMatchObject({ success: false, error: LOCKED, code: 'sign_in_locked' });
    const retryAfter = Number(fifth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  };

  it('locks one client out after five wrong passwords, even against the right one, and no other', async () => {
    await lockOut('203.0.113.7', owner.email);
    const attacker = await signIn('203.0.113.7', owner.email, owner.password);
    expect(attacker.status).toBe(429);
    expect(attacker.json.error).toBe(LOCKED);
    const ownerElsewhere = await signIn('198.51.100.20', owner.email, owner.password);
    expect(ownerElsewhere.status).toBe(200);
    // The owner signing in does not lift the attacker's lock.
    expect((await signIn('203.0.113.7', owner.email, owner.password)).status).toBe(429);
  });

  it('checks at most five of a burst of concurrent guesses from one client', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('203.0.113.99', owner.email, `${WRONG}-${i}`)),
    );
    const statuses = burst.map((answer) => answer.status).sort();
    // Four wrong answers, the fifth guess locks, the other fifteen are refused (each attempt is
    // counted before its check, so they are refused unchecked: LoginLockout.attempt).
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    expect((await signIn('203.0.113.99', owner.email, owner.password)).status).toBe(429);
  });

  it('answers a known and an unknown email alike at every attempt', async () => {
    for (let attempt = 1; attempt <= 7; attempt++) {
      const known = await signIn('192.0.2.1', owner.email, WRONG);
      const unknown = await signIn('192.0.2.1', 'nobody-here@example.com', WRONG);
      const shape = (answer: typeof known) => ({
        status: answer.status,
        body: answer.json,
        retryAfter: answer.headers.get('retry-after') !== null,
      });
      expect(shape(unknown), `attempt ${attempt}`).toEqual(shape(known));
    }
  });

  it('shows the account as locked on the Users screen, and Unlock lifts every client’s lock', async () => {
    const admin = await createAccount(api);
    await lockOut('203.0.113.8', owner.email);
    await lockOut('203.0.113.9', owner.email);
    const locked = await api.request('/api/users?locked=true', { headers: bearer(admin.token) });
    const listed = (locked.json.users as { id: string; account_locked_until: string }[]).find(
      (user) => user.id === owner.id,
    );
    expect(new Date(listed?.account_locked_until ?? 0).getTime()).toBeGreaterThan(Date.now());

    const unlock = await api.request(`/api/users/${owner.id}/unlock`, {
      method: 'PUT',
      headers: bearer(admin.token),
    });
    expect(unlock.status).toBe(200);
    expect(unlock.json.user).toMatchObject({ account_locked_until: null });
    expect((await signIn('203.0.113.8', owner.email, owner.password)).status).toBe(200);
    expect((await signIn('203.0.113.9', owner.email, owner.password)).status).toBe(200);
  });

  it('lets a locked-out sole admin recover with npm run admin:unlock', async () => {
    await lockOut('203.0.113.10', owner.email);
    const run = await runScript(api.config, 'admin-unlock.ts', ['--email', owner.email.toUpperCase()]);
    expect(run.stdout).toMatch(new RegExp(`Unlocked ${owner.email}`));
    expect((await signIn('203.0.113.10', owner.email, owner.password)).status).toBe(200);
  });
});
