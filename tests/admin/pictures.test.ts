import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, type TestAccount } from '../support/accounts.ts';
import { startTestApi, type TestApi } from '../support/harness.ts';

async function png(width = 64, height = 64): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

describe('profile pictures and the dashboard stats', () => {
  let api: TestApi;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await startTestApi();
    admin = await createAccount(api);
  });
  afterAll(async () => {
    await api.stop();
  });

  // Through the store, whichever driver the API was given.
  const stored = async (publicPath: string) =>
    (await api.modules.storage.store.head(publicPath.replace(/^\/uploads\//, ''))) !== undefined;

  const putPicture = (blob: Blob, filename: string) => {
    const form = new FormData();
    form.set('profilePicture', blob, filename);
    return api.request('/api/auth/profile', { method: 'PUT', headers: bearer(admin.token), body: form });
  };

  it('stores a picture under a random name, serves it, and deletes the one it replaces', async () => {
    const first = await putPicture(await png(), 'me.png');
    expect(first.status).toBe(200);
    const firstPath = (first.json.user as { profile_picture: string }).profile_picture;
    expect(firstPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${api.baseUrl}${firstPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const second = await putPicture(await png(32, 32), 'me-again.png');
    const secondPath = (second.json.user as { profile_picture: string }).profile_picture;
    expect(secondPath).not.toBe(firstPath);
    expect(await stored(secondPath)).toBe(true);
    expect(await stored(firstPath)).toBe(false);
  });

  it('refuses a file that is not an image by its content, whatever its name', async () => {
    const fake = new Blob(['#!/bin/sh\necho not an image\n'], { type: 'image/png' });
    const answer = await putPicture(fake, 'innocent.png');
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('Please select a valid image file');
  });

  it('refuses a picture of 5 MB or more with the spec message', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: 'image/png' });
    const answer = await putPicture(big, 'big.png');
    expect(answer.status).toBe(413);
    expect(answer.json.error).toBe('Profile picture must be less than 5MB');
  });

  it('answers the admin dashboard stats with the spec keys', async () => {
    const answer = await api.request('/api/analytics/stats', { headers: bearer(admin.token) });
    expect(answer.status).toBe(200);
    // The spec's keys, and issue 31's beside them.
    expect(Object.keys(answer.json.stats as object).sort()).toEqual([
      'bounceRate',
      'browsers',
      'campaigns',
      'conversions',
      'countries',
      'daily',
      'devices',
      'entryPages',
      'exitPages',
      'filter',
      'os',
      'pageStats',
      'realtime',
      'recentViews',
      'sources',
      'totalViews',
      'uniqueVisitors',
      'visitDuration',
      'visits',
    ]);
    expect((answer.json.stats as { daily: unknown[] }).daily).toHaveLength(30);
    const bad = await api.request('/api/analytics/stats?from=2020-01-01&to=2026-01-01', {
      headers: bearer(admin.token),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('The range must be at most 366 days');
  });
});
