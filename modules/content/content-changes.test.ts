import { describe, expect, it } from 'vitest';
import { nextImage, sentFields } from './content-changes.ts';

describe('sentFields', () => {
  it('keeps the allowlisted fields that were sent, by the same names', () => {
    const input = { name: 'Go', order_index: 0, started_year: null, remove_icon: true, status: undefined };
    expect(sentFields(input, ['name', 'order_index', 'started_year', 'status'])).toEqual({
      name: 'Go',
      order_index: 0,
      started_year: null,
    });
  });
});

describe('nextImage', () => {
  it('replaces, clears or keeps the image and names the file to drop', () => {
    expect(nextImage('/uploads/a.webp', '/uploads/b.webp', undefined)).toEqual({
      value: '/uploads/b.webp',
      drop: '/uploads/a.webp',
    });
    expect(nextImage('/uploads/a.webp', undefined, true)).toEqual({ value: null, drop: '/uploads/a.webp' });
    expect(nextImage('/uploads/a.webp', undefined, false)).toEqual({ value: '/uploads/a.webp', drop: null });
  });
});
