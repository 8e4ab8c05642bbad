import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount, STRONG_PASSWORD, type TestAccount } from '../support/accounts.ts';
import { form } from '../support/factories.ts';
import { setUpTestApi } from '../support/harness.ts';

describe('users management', () => {
  // Lists every account and keeps the last admin: each test starts from a world with no accounts.
  const api = setUpTestApi({}, { world: 'test' });
  let admin: TestAccount;

  beforeEach(async () => {
    admin = await createAccount(api, { name: 'Owner Admin', email: 'owner@example.com' });
  });

  const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    api.request(path, { ...init, headers: { ...bearer(admin.token), ...(init.headers ?? {}) } });

  it('lists with pagination and filters', async () => {
    for (let i = 0; i < 11; i++) await createAccount(api, { role: 'user', name: `Member ${i}` });
    await createAccount(api, { role: 'moderator', name: 'Mod Erator', email: 'mod@example.com' });

    const first = await call('/api/users?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.json.pagination).toEqual({ total: 13, totalUsers: 13, page: 1, limit: 10, totalPages: 2 });
    expect(first.json.users).toHaveLength(10);
    // The admin lists' one shape: the spec's users and pagination{total, totalUsers}, and no other key.
    expect(Object.keys(first.json).sort()).toEqual(['pagination', 'success', 'users']);
    const second = await call('/api/users?page=2&limit=10');
    expect(second.json.users).toHaveLength(3);
    expect(second.json.pagination).toEqual({ total: 13, totalUsers: 13, page: 2, limit: 10, totalPages: 2 });

    const search = await call('/api/users?search=mod%40exa');
    expect((search.json.users as { email: string }[]).map((u) => u.email)).toEqual(['mod@example.com']);
    const byRole = await call('/api/users?role=moderator');
    expect(byRole.json.pagination).toMatchObject({ total: 1 });
    const bad = await call('/api/users?role=superuser&page=0');
    expect(bad.status).toBe(400);
  });

  it('filters by locked and unlocks', async () => {
    const member = await createAccount(api, { role: 'user' });
    await api.orm.em
      .fork()
      .execute(`update app_user set account_locked_until = now() + interval '10 minutes' where id = ?`, [
        member.id,
      ]);
    const locked = await call('/api/users?locked=true');
    expect((locked.json.users as { id: string }[]).map((u) => u.id)).toEqual([member.id]);
    const unlocked = await call(`/api/users/${member.id}/unlock`, { method: 'PUT' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.user).toMatchObject({ id: member.id, account_locked_until: null });
    expect((await call('/api/users?locked=true')).json.users).toEqual([]);
  });

  it('edits a user, and refuses a duplicate email', async () => {
    const member = await createAccount(api, { role: 'user', email: 'member@example.com' });
    const answer = await call(`/api/users/${member.id}`, {
      method: 'PUT',
      body: form({ name: 'New Name', email: 'renamed@example.com', phone: '0712345678', role: 'moderator' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      message: 'User updated successfully!',
      user: { name: 'New Name', email: 'renamed@example.com', phone: '0712345678', role: 'moderator' },
    });
    const dup = await call(`/api/users/${member.id}`, {
      method: 'PUT',
      body: form({ name: 'New Name', email: 'owner@example.com', role: 'moderator' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toBe('An account with this email already exists');
    const missing = await call(`/api/users/${member.id}`, { method: 'PUT', body: form({ role: 'user' }) });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Email is required' },
      ]),
    );
  });

  it('never lets an admin demote or delete themselves, nor remove the last admin', async () => {
    const demote = await call(`/api/users/${admin.id}`, {
      method: 'PUT',
      body: form({ name: 'Owner Admin', email: 'owner@example.com', role: 'user' }),
    });
    expect(demote.status).toBe(409);
    expect(demote.json.error).toBe('You cannot remove your own administrator role.');
    const self = await call(`/api/users/${admin.id}`, { method: 'DELETE' });
    expect(self.status).toBe(409);
    expect(self.json.error).toBe('You cannot delete your own account.');

    // A second admin may remove the first; then the survivor is the last one and stays.
    const second = await createAccount(api, { role: 'admin' });
    const removeFirst = await api.request(`/api/users/${admin.id}`, {
      method: 'DELETE',
      headers: bearer(second.token),
    });
    expect(removeFirst.status).toBe(200);
    expect(removeFirst.json.message).toBe('User deleted successfully!');
    const [row] = await api.orm.em
      .fork()
      .execute<{ admins: number }[]>(`select count(*)::int as admins from app_user where role = 'admin'`);
    expect(row?.admins).toBe(1);
  });

  it('changes a password and ends the sessions issued before', async () => {
    const member = await createAccount(api, { role: 'admin' });
    expect((await api.request('/api/auth/profile', { headers: bearer(member.token) })).status).toBe(200);
    const weak = await call(`/api/users/${member.id}/password`, {
      method: 'PUT',
      json: { password: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.json.error).toBe(
      'Password must be at least 8 characters, Password must include uppercase, lowercase and a number',
    );
    const changed = await call(`/api/users/${member.id}/password`, {
      method: 'PUT',
      json: { password: 'NewPass123' },
    });
    expect(changed.json).toEqual({ success: true, message: 'Password changed successfully!' });

    const old = await api.request('/api/auth/profile', { headers: bearer(member.token) });
    expect(old.status).toBe(401);
    const login = await api.request('/api/auth/login', {
      method: 'POST',
      json: { email: member.email, password: 'NewPass123' },
    });
    expect(login.status).toBe(200);
    const stale = await api.request('/api/auth/login', {
      method: 'POST',
      json: { email: member.email, password: STRONG_PASSWORD },
    });
    expect(stale.status).toBe(401);
  });

  it('ends sessions on a role change and on deletion', async () => {
    const other = await createAccount(api, { role: 'admin', email: 'other@example.com' });
    await call(`/api/users/${other.id}`, {
      method: 'PUT',
      body: form({ name: 'Other', email: 'other@example.com', role: 'moderator' }),
    });
    expect((await api.request('/api/users', { headers: bearer(other.token) })).status).toBe(401);

    const gone = await createAccount(api, { role: 'admin' });
    await call(`/api/users/${gone.id}`, { method: 'DELETE' });
    expect((await api.request('/api/users', { headers: bearer(gone.token) })).status).toBe(401);
  });

  it('toggles verification, and answers 404 for unknown or malformed ids', async () => {
    const member = await createAccount(api, { role: 'user' });
    const verified = await call(`/api/users/${member.id}/verification`, {
      method: 'PUT',
      json: { is_verified: true },
    });
    expect(verified.json.user).toMatchObject({ is_verified: true });
    const bad = await call(`/api/users/${member.id}/verification`, {
      method: 'PUT',
      json: { is_verified: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('is_verified must be true or false');
    for (const id of [randomUUID(), 'not-a-uuid', '..%2F..%2Fetc']) {
      const answer = await call(`/api/users/${id}/unlock`, { method: 'PUT' });
      expect(answer.status).toBe(404);
      expect(answer.json.error).toBe('User not found');
    }
  });
});
