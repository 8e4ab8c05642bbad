import { describe, expect, it } from 'vitest';
import { contrastRatio, fadesOnDark, parseColour } from './brand-contrast';

describe('parseColour', () => {
  it('reads hex in every length, rgb() and black', () => {
    expect(parseColour('#181717')).toEqual([24, 23, 23]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#0A66C2ff')).toEqual([10, 102, 194]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColour('black')).toEqual([0, 0, 0]);
    expect(parseColour('tomato')).toBeNull();
  });
});

describe('fadesOnDark', () => {
  it("is true for GitHub's and X's near-black marks, false for colours that show on zinc-950", () => {
    expect(fadesOnDark('#181717')).toBe(true);
    expect(fadesOnDark('#000000')).toBe(true);
    expect(fadesOnDark('#374151')).toBe(true);
    expect(fadesOnDark('#0A66C2')).toBe(false);
    expect(fadesOnDark('#E4405F')).toBe(false);
    expect(fadesOnDark('not a colour')).toBe(false);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  });
});
