import { describe, expect, it } from 'vitest';
import { countedPath } from './tracked-paths.ts';

describe('countedPath', () => {
  it.each([
    ['/', '/'],
    ['/search', '/search'],
    ['/search/', '/search'],
    ['/checkout', '/checkout'],
    ['/payment/callback', '/payment/callback'],
    ['/blog/hello-world', '/blog/hello-world'],
    ['/blog/hello-world/', '/blog/hello-world'],
    ['/blog/category/engineering', '/blog/category/engineering'],
    ['/blog/tag/type%20script', '/blog/tag/type%20script'],
    ['/product/42', '/product/42'],
  ])('counts %s as %s', (path, counted) => {
    expect(countedPath(path)).toBe(counted);
  });

  it.each([
    '/probe-flood-1',
    '//',
    '/blog',
    '/blog//',
    '/blog/a/b',
    '/blog/..',
    '/product',
    '/product/1/2',
    '/admin',
    '/admin/dashboard',
    '/verify-subscription/abc',
    `/blog/${'x'.repeat(201)}`,
  ])('drops %s', (path) => {
    expect(countedPath(path)).toBeUndefined();
  });
});
