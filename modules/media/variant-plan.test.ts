import { describe, expect, it } from 'vitest';
import { storedNameOf, variantsOf, variantWidths } from './variant-plan.ts';

const NAME = '0f8b3c2a-1d4e-4f5a-9b6c-7d8e9f0a1b2c.jpg';
const STEM = NAME.replace('.jpg', '');

describe('variant widths', () => {
  it('makes every standard width strictly narrower than the original', () => {
    expect(variantWidths(2000, false)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280, false)).toEqual([320, 640, 960]);
    expect(variantWidths(1000, false)).toEqual([320, 640, 960]);
    expect(variantWidths(321, false)).toEqual([320]);
  });

  it('makes none of an image 320 px wide or narrower, nor of an animation', () => {
    expect(variantWidths(320, false)).toEqual([]);
    expect(variantWidths(16, false)).toEqual([]);
    expect(variantWidths(2000, true)).toEqual([]);
  });
});

describe('variant URLs', () => {
  it('are computed from the prefix, the name and the widths made', () => {
    expect(variantsOf('/uploads', NAME, [320, 640], ['avif', 'webp'])).toEqual([
      { width: 320, avif: `/uploads/${STEM}-w320.avif`, webp: `/uploads/${STEM}-w320.webp` },
      { width: 640, avif: `/uploads/${STEM}-w640.avif`, webp: `/uploads/${STEM}-w640.webp` },
    ]);
  });

  it('are none unless every format was made', () => {
    expect(variantsOf('/uploads', NAME, [320], ['webp'])).toEqual([]);
    expect(variantsOf('/uploads', NAME, [], ['avif', 'webp'])).toEqual([]);
  });

  it('read the stored name out of an uploads URL or a bare name, nothing else', () => {
    expect(storedNameOf('/uploads', `/uploads/${NAME}`)).toBe(NAME);
    expect(storedNameOf('/uploads', NAME)).toBe(NAME);
    expect(storedNameOf('/uploads', `https://example.com/uploads/${NAME}`)).toBeUndefined();
    expect(storedNameOf('/uploads', `/uploads/../${NAME}`)).toBeUndefined();
    expect(storedNameOf('/uploads', `/uploads/${STEM}.svg`)).toBeUndefined();
  });
});
