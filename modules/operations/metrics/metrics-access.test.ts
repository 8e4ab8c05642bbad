import { describe, expect, it } from 'vitest';
import { isLoopbackHost, metricsAccess } from './metrics-access.ts';

const TOKEN = 'a-metrics-token-of-thirty-two-chars!';
const direct = (authorization = '') => ({ authorization, forwarded: false });

describe('isLoopbackHost', () => {
  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'example.com', '127.0.0.1.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});

describe('metricsAccess', () => {
  it('with a token, wants exactly that bearer token', () => {
    const settings = { token: TOKEN, loopbackOnly: true };
    expect(metricsAccess(settings, direct(`Bearer ${TOKEN}`))).toBe('allow');
    expect(metricsAccess(settings, { authorization: `Bearer ${TOKEN}`, forwarded: true })).toBe('allow');
    expect(metricsAccess(settings, direct())).toBe('unauthorized');
    expect(metricsAccess(settings, direct(`Bearer ${TOKEN}x`))).toBe('unauthorized');
    expect(metricsAccess(settings, direct(`Basic ${TOKEN}`))).toBe('unauthorized');
    expect(metricsAccess(settings, direct(`Bearer ${TOKEN.slice(1)}`))).toBe('unauthorized');
  });

  it('without a token, answers only direct requests to a loopback-bound API', () => {
    expect(metricsAccess({ token: undefined, loopbackOnly: true }, direct())).toBe('allow');
    expect(
      metricsAccess({ token: undefined, loopbackOnly: true }, { authorization: '', forwarded: true }),
    ).toBe('hidden');
    expect(metricsAccess({ token: undefined, loopbackOnly: false }, direct())).toBe('hidden');
    expect(metricsAccess({ token: undefined, loopbackOnly: false }, direct('Bearer anything'))).toBe(
      'hidden',
    );
  });
});
