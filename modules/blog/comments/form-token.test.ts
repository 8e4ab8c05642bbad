import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_LIFETIME_MS, FormTokens } from './form-token.ts';

const POST = '6f1c2c57-3f5c-4a57-9f3c-0d3f8a4b1e2d';
const tokens = new FormTokens('secret-0123456789abcdef0123456789', 3_000);
const at = new Date('2026-11-29T10:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('FormTokens', () => {
  it('passes a form sent after the minimum time, drops one sent sooner', () => {
    const token = tokens.issue(POST, at);
    expect(tokens.check(token, POST, later(2_999))).toBe('too_fast');
    expect(tokens.check(token, POST, later(3_000))).toBe('ok');
    expect(tokens.check(token, POST, later(FORM_TOKEN_LIFETIME_MS + 1))).toBe('stale');
  });
  it('refuses a token for another post, another key or an edited time', () => {
    const token = tokens.issue(POST, at);
    expect(tokens.check(token, '00000000-0000-4000-8000-000000000000', later(5_000))).toBe('forged');
    expect(new FormTokens('another-secret-0123456789abcdef').check(token, POST, later(5_000))).toBe('forged');
    const [, mac] = token.split('.');
    expect(tokens.check(`${at.getTime() - 60_000}.${mac}`, POST, later(5_000))).toBe('forged');
    expect(tokens.check('garbage', POST, later(5_000))).toBe('forged');
    expect(tokens.check(undefined, POST, later(5_000))).toBe('missing');
  });
});
