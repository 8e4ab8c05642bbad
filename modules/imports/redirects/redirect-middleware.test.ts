import { describe, expect, it } from 'vitest';
import { normalisePath, redirectCreateSchema } from './redirect.schemas.ts';
import { redirectKey } from './redirect-middleware.ts';

describe('redirect paths', () => {
  it('keys a request by its path without trailing slashes, and /?p=<digits> on the root', () => {
    const key = (url: string) => {
      const parsed = new URL(url, 'http://site.example');
      return redirectKey(parsed.pathname, parsed.searchParams);
    };
    expect(key('/2019/05/my-post/')).toBe('/2019/05/my-post');
    expect(key('/2019/05/my-post//')).toBe('/2019/05/my-post');
    expect(key('/category/news?utm=x')).toBe('/category/news');
    expect(key('/?p=12&utm=x')).toBe('/?p=12');
    expect(key('/?p=abc')).toBe('/');
    expect(key('/')).toBe('/');
  });

  it('normalises a stored old path the same way', () => {
    expect(normalisePath('/old/')).toBe('/old');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/?p=3')).toBe('/?p=3');
  });

  it('accepts only paths of this site as targets', () => {
    const ok = (to: string) => redirectCreateSchema.safeParse({ from: '/old', to }).success;
    expect(ok('/blog/new')).toBe(true);
    expect(ok('/blog/caf%C3%A9?x=1')).toBe(true);
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '/a b',
      '/a#b',
      '/old',
      '/old/',
    ])
      expect([bad, ok(bad)]).toEqual([bad, false]);
  });
});
