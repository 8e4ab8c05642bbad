import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAccount } from '../support/accounts.ts';
import { seedSubscribers, setUpNewsletterAdmin, subscriberRow } from '../support/newsletter.ts';

type View = { id: string; email: string; name: string | null; is_active: boolean; is_verified: boolean };

describe('subscribers admin', () => {
  // The list and the tiles count every subscriber: each test starts from these four in a world of its own.
  const ctx = setUpNewsletterAdmin({}, { world: 'test' });
  const { api } = ctx;

  beforeEach(async () => {
    await seedSubscribers(api, [
      {
        email: 'amina@example.com',
        name: 'Amina Otieno',
        verified: true,
        at: new Date('2026-01-01T10:00:00Z'),
      },
      { email: 'brian@example.com', name: 'Brian', at: new Date('2026-01-02T10:00:00Z') },
      { email: 'carol@sample.org', name: null, active: false, at: new Date('2026-01-03T10:00:00Z') },
      { email: 'dan@sample.org', name: 'Dan 100%_', verified: true, at: new Date('2026-01-04T10:00:00Z') },
    ]);
  });

  const emails = async (query = '') => {
    const answer = await ctx.asAdmin(`/api/subscribers${query}`);
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
    return (answer.json.subscribers as View[]).map((subscriber) => subscriber.email);
  };

  it('lists every subscriber newest first with the spec fields only', async () => {
    const answer = await ctx.asAdmin('/api/subscribers');
    const subscribers = answer.json.subscribers as Record<string, unknown>[];
    expect(subscribers.map((s) => s.email)).toEqual([
      'dan@sample.org',
      'carol@sample.org',
      'brian@example.com',
      'amina@example.com',
    ]);
    expect(Object.keys(subscribers[3] ?? {}).sort()).toEqual(
      ['email', 'id', 'is_active', 'is_verified', 'name', 'subscription_date'].sort(),
    );
    expect(subscribers[3]).toMatchObject({
      email: 'amina@example.com',
      name: 'Amina Otieno',
      is_active: true,
      is_verified: true,
      subscription_date: '2026-01-01T10:00:00.000Z',
    });
    // The admin lists' one shape: the spec's key and one pagination block (1,000 a page).
    expect(Object.keys(answer.json).sort()).toEqual(['pagination', 'subscribers', 'success']);
    expect(answer.json.pagination).toEqual({ total: 4, page: 1, limit: 1000, totalPages: 1 });
  });

  it('pages the filtered list, counting every match', async () => {
    const second = await ctx.asAdmin('/api/subscribers?limit=3&page=2');
    expect((second.json.subscribers as View[]).map((s) => s.email)).toEqual(['amina@example.com']);
    expect(second.json.pagination).toEqual({ total: 4, page: 2, limit: 3, totalPages: 2 });
    const active = await ctx.asAdmin('/api/subscribers?status=active&limit=1');
    expect((active.json.subscribers as View[]).map((s) => s.email)).toEqual(['dan@sample.org']);
    expect(active.json.pagination).toEqual({ total: 2, page: 1, limit: 1, totalPages: 2 });
    const past = await ctx.asAdmin('/api/subscribers?page=9');
    expect(past.json.subscribers).toEqual([]);
    expect(past.json.pagination).toEqual({ total: 4, page: 9, limit: 1000, totalPages: 1 });
    for (const query of ['page=0', 'limit=1001', 'page=two']) {
      expect((await ctx.asAdmin(`/api/subscribers?${query}`)).status, query).toBe(400);
    }
  });

  it('filters by status and searches email and name', async () => {
    expect(await emails('?status=active')).toEqual(['dan@sample.org', 'amina@example.com']);
    expect(await emails('?status=pending')).toEqual(['brian@example.com']);
    expect(await emails('?status=unsubscribed')).toEqual(['carol@sample.org']);
    expect(await emails('?search=SAMPLE')).toEqual(['dan@sample.org', 'carol@sample.org']);
    expect(await emails('?search=otieno')).toEqual(['amina@example.com']);
    // LIKE wildcards are searched for literally.
    expect(await emails(`?search=${encodeURIComponent('%_')}`)).toEqual(['dan@sample.org']);
    expect(await emails('?status=active&search=amina')).toEqual(['amina@example.com']);
    const bad = await ctx.asAdmin('/api/subscribers?status=gone');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('status must be active, pending or unsubscribed');
  });

  it('counts the states as the tiles show them, and the dashboard card', async () => {
    const answer = await ctx.asAdmin('/api/subscribers/stats');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      success: true,
      stats: { total_subscribers: 4, active_subscribers: 2, pending_verification: 1, unsubscribed: 1 },
    });
    const summary = await ctx.asAdmin('/api/admin/summary');
    expect((summary.json.summary as { counts: { subscribers: number } }).counts.subscribers).toBe(2);
  });

  it('unsubscribes and deletes a subscriber', async () => {
    const amina = await subscriberRow(api, 'amina@example.com');
    const off = await ctx.asAdmin(`/api/subscribers/${amina?.id}/unsubscribe`, { method: 'POST' });
    expect(off.json).toEqual({ success: true, message: 'Subscriber unsubscribed' });
    expect(await subscriberRow(api, 'amina@example.com')).toMatchObject({ is_active: false });
    const gone = await ctx.asAdmin(`/api/subscribers/${amina?.id}`, { method: 'DELETE' });
    expect(gone.json).toEqual({ success: true, message: 'Subscriber deleted' });
    expect(await subscriberRow(api, 'amina@example.com')).toBeUndefined();
    const again = await ctx.asAdmin(`/api/subscribers/${amina?.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe('Subscriber not found');
    const junk = await ctx.asAdmin('/api/subscribers/not-a-uuid/unsubscribe', { method: 'POST' });
    expect(junk.status).toBe(404);
  });

  it('refuses visitors (401) and non-admin accounts (403) on every call', async () => {
    const user = await createAccount(api, { role: 'user' });
    const amina = await subscriberRow(api, 'amina@example.com');
    const calls: [string, string][] = [
      ['GET', '/api/subscribers'],
      ['GET', '/api/subscribers/stats'],
      ['GET', '/api/subscribers/export'],
      ['POST', `/api/subscribers/${amina?.id}/unsubscribe`],
      ['DELETE', `/api/subscribers/${amina?.id}`],
    ];
    for (const [method, path] of calls) {
      const anonymous = await api.request(path, { method });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const plain = await api.request(path, { method, headers: bearer(user.token) });
      expect(plain.status, `${method} ${path}`).toBe(403);
    }
    expect(await subscriberRow(api, 'amina@example.com')).toMatchObject({ is_active: true });
  });
});
