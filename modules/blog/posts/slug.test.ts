import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('makes lower case dashed ASCII from a title', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('  Café  Nairobi — 2026 ')).toBe('cafe-nairobi-2026');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });
  it('falls back to post and stays short', () => {
    expect(slugify('!!!')).toBe('post');
    expect(slugify('日本語')).toBe('post');
    const long = slugify('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('firstFreeSlug', () => {
  it('numbers a taken slug', () => {
    expect(firstFreeSlug('a', new Set())).toBe('a');
    expect(firstFreeSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
  });
});
