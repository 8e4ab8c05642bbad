import { describe, expect, it } from 'vitest';
import {
  isCssColour,
  isCssGradient,
  isPromotionBackground,
  PROMOTION_BG_CLASSES,
  paletteClass,
} from './css-colours.ts';

/** Each check with what it must accept and what it must refuse. */
const CHECKS: [string, (value: string) => boolean, string[], string[]][] = [
  [
    'isCssColour',
    isCssColour,
    [
      '#6B7280',
      '#fff',
      '#ffff',
      '#11223344',
      ' #1877F2 ',
      'rgb(24, 119, 242)',
      'rgba(0 0 0 / 50%)',
      'hsl(220, 90%, 56%)',
      'oklch(0.7 0.15 250)',
      'RebeccaPurple',
      'transparent',
    ],
    [
      '',
      '#12',
      '#12345',
      '#ggg',
      'blurple',
      'rgb(1, 2, 3); background: url(x)',
      'rgb(var(--x))',
      'url(javascript:alert(1))',
      'expression(alert(1))',
    ],
  ],
  [
    'isCssGradient',
    isCssGradient,
    [
      'linear-gradient(135deg, #4f46e5, #7c3aed)',
      'linear-gradient(to right, rgb(79, 70, 229) 0%, rgba(124, 58, 237, 0.8) 100%)',
      'radial-gradient(circle, #fff, #000)',
      'repeating-conic-gradient(#000 0 25%, #fff 0 50%)',
    ],
    [
      'linear-gradient(#000, #fff',
      'linear-gradient(#000, #fff))',
      'linear-gradient(#000, url(https://evil.example/x.png))',
      'linear-gradient(#000, #fff); color: red',
      "linear-gradient('#000', #fff)",
      'linear-gradient(#000, #fff) } body { display: none',
      'gradient(#000, #fff)',
      '#4f46e5',
    ],
  ],
];

describe.each(CHECKS)('%s', (_name, check, accepted, refused) => {
  it.each(accepted)('accepts %s', (value) => {
    expect(check(value)).toBe(true);
  });

  it.each(refused)('refuses %j', (value) => {
    expect(check(value)).toBe(false);
  });
});

describe('promotion backgrounds', () => {
  it('finds a palette entry whatever the spacing, and nothing outside the palette', () => {
    const [first] = PROMOTION_BG_CLASSES;
    expect(paletteClass(`  ${first.replaceAll(' ', '   ')} `)).toBe(first);
    expect(paletteClass('bg-gradient-to-r from-red-500 to-black')).toBeUndefined();
    expect(paletteClass('bg-gradient-to-r')).toBeUndefined();
  });

  it('accepts a colour, a gradient or a palette entry, and nothing else', () => {
    expect(isPromotionBackground('#0ea5e9')).toBe(true);
    expect(isPromotionBackground('linear-gradient(90deg, #0ea5e9, #6366f1)')).toBe(true);
    expect(isPromotionBackground(PROMOTION_BG_CLASSES[3])).toBe(true);
    expect(isPromotionBackground('bg-red-500')).toBe(false);
    expect(isPromotionBackground('url(x.png)')).toBe(false);
  });
});
