import { describe, expect, it } from 'vitest';
import { CIRCLE_GRADIENTS, createFloatingCircles } from './floating-circles';

describe('createFloatingCircles', () => {
  it('makes six circles with the spec sizes and timings', () => {
    const circles = createFloatingCircles(() => 0.5);
    expect(circles).toHaveLength(6);
    expect(circles.map((c) => c.size)).toEqual([100, 120, 140, 160, 180, 200]);
    expect(circles.map((c) => c.delay)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(circles.map((c) => c.duration)).toEqual([8, 10, 12, 14, 16, 18]);
  });

  it('places and colours them from the random source, within the palette', () => {
    const values = [0, 0.999, 0.25, 0.5, 0.75, 0.1];
    let i = 0;
    const circles = createFloatingCircles(() => values[i++ % values.length] ?? 0);

    expect(circles[0]).toMatchObject({ top: 0, left: 100, gradient: CIRCLE_GRADIENTS[1] });
    for (const circle of circles) {
      expect(CIRCLE_GRADIENTS).toContain(circle.gradient);
      expect(circle.top).toBeGreaterThanOrEqual(0);
      expect(circle.top).toBeLessThanOrEqual(100);
    }
  });

  it('uses every palette entry across the random range', () => {
    const seen = new Set(
      CIRCLE_GRADIENTS.map(
        (_, k) => createFloatingCircles(() => (k + 0.5) / CIRCLE_GRADIENTS.length)[0]?.gradient,
      ),
    );
    expect(seen.size).toBe(CIRCLE_GRADIENTS.length);
  });
});
