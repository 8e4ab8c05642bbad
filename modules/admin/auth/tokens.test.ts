import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret, TokenService } from './tokens.ts';

describe('resolveJwtSecret', () => {
  it('prefers the configured secret', async () => {
    expect(await resolveJwtSecret('x'.repeat(40), '/nonexistent')).toBe('x'.repeat(40));
  });

  it('generates one secret shared by processes starting together, and keeps it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jwt-'));
    const secrets = await Promise.all(Array.from({ length: 8 }, () => resolveJwtSecret(undefined, dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{64}$/);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(secrets[0]);
    expect(await resolveJwtSecret(undefined, dir)).toBe(secrets[0]);
  });
});

describe('TokenService', () => {
  const tokens = new TokenService('s'.repeat(40), 60);
  const claims = { userId: '6f1c1c9e-4a52-4f3b-9d0e-2a1f3b4c5d6e', role: 'admin' as const, tokenVersion: 3 };

  it('round-trips its own tokens, each with its own id and an expiry', () => {
    const first = tokens.verify(tokens.sign(claims));
    const second = tokens.verify(tokens.sign(claims));
    expect(first).toMatchObject(claims);
    expect(first?.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.tokenId).not.toBe(first?.tokenId);
    const now = Math.floor(Date.now() / 1000);
    expect(first?.expiresAt).toBeGreaterThanOrEqual(now + 59);
    expect(first?.expiresAt).toBeLessThanOrEqual(now + 61);
  });

  it('refuses a token of ours without an expiry or without an id', () => {
    const base = { role: 'admin', ver: 3 };
    const options = { subject: claims.userId, issuer: 'creator-site', audience: 'admin' } as const;
    const endless = jwt.sign(
      { ...base, jti: '0b6c2d8e-2f0a-4c1e-9a55-6b7f3f0f6a11' },
      's'.repeat(40),
      options,
    );
    expect(tokens.verify(endless)).toBeUndefined();
    const nameless = jwt.sign(base, 's'.repeat(40), { ...options, expiresIn: 60 });
    expect(tokens.verify(nameless)).toBeUndefined();
  });

  it('refuses tokens signed with another secret or tampered with', () => {
    const other = new TokenService('o'.repeat(40), 60).sign(claims);
    expect(tokens.verify(other)).toBeUndefined();
    const [head, , sig] = tokens.sign(claims).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, role: 'admin', ver: 99 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${head}.${forgedBody}.${sig}`)).toBeUndefined();
  });
});
