import { describe, expect, it } from 'vitest';
import { NewsletterTokens } from './newsletter-tokens.ts';
import { flagsOf, onSubscribeRequest, statusOf } from './subscriber-state.ts';
import { neutralise } from './subscribers/subscribers-csv.ts';

describe('subscriber state', () => {
  it('derives the spec state from the two flags', () => {
    expect(statusOf({ isActive: false, isVerified: false })).toBe('unsubscribed');
    expect(statusOf({ isActive: false, isVerified: true })).toBe('unsubscribed');
    expect(statusOf({ isActive: true, isVerified: false })).toBe('pending');
    expect(statusOf({ isActive: true, isVerified: true })).toBe('active');
  });

  it('filters by the flags of each state, and round-trips', () => {
    for (const status of ['active', 'pending', 'unsubscribed'] as const) {
      const flags = { isActive: true, isVerified: true, ...flagsOf(status) };
      expect(statusOf(flags)).toBe(status);
    }
    expect(flagsOf('unsubscribed')).toEqual({ isActive: false });
  });

  it('sends a link to everyone but the already active', () => {
    expect(onSubscribeRequest('pending')).toBe('send_link');
    expect(onSubscribeRequest('unsubscribed')).toBe('send_link');
    expect(onSubscribeRequest('active')).toBe('nothing');
  });
});

describe('CSV cell neutralising', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+254', "'+254"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j -> %j', (cell, expected) => {
    expect(neutralise(cell)).toBe(expected);
  });
});

describe('newsletter tokens', () => {
  const tokens = new NewsletterTokens('a-secret-of-at-least-thirty-two-chars!');

  it('derives the same url-safe token for the same id and purpose, different otherwise', () => {
    const id = '6f1c5a38-4c1e-4e8a-9a55-0d3c1b2a9f10';
    expect(tokens.verification(id)).toBe(tokens.verification(id));
    expect(tokens.verification(id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.unsubscribe(id)).not.toBe(tokens.verification(id));
    expect(new NewsletterTokens('another-secret-of-thirty-two-chars!!').verification(id)).not.toBe(
      tokens.verification(id),
    );
  });

  it('stores a SHA-256 of the token, never the token', () => {
    expect(NewsletterTokens.hash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
