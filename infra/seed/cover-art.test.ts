import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVERS } from './cover-art.ts';

const IMAGES = path.join(import.meta.dirname, 'images');
const NAMES = ['web', 'mobile', 'writing', 'realty', 'course', 'freebie'];

/**
 * The share of pixels that differ sharply from their right-hand neighbour: a drawn subject (panes,
 * lines, windows) has many such edges, a gradient with a blank box almost none.
 */
async function edgeShare(file: string): Promise<number> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let edges = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width - 1; x += 1) {
      const at = (y * info.width + x) * 3;
      const jump = Math.max(
        Math.abs((data[at] ?? 0) - (data[at + 3] ?? 0)),
        Math.abs((data[at + 1] ?? 0) - (data[at + 4] ?? 0)),
        Math.abs((data[at + 2] ?? 0) - (data[at + 5] ?? 0)),
      );
      if (jump > 40) edges += 1;
    }
  }
  return edges / (info.width * info.height);
}

describe('demo covers', () => {
  it('has a cover for each picture the seed names', () => {
    expect(Object.keys(COVERS).sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s.png is a drawn cover, not a flat gradient with an empty box', async (name) => {
    const file = path.join(IMAGES, `${name}.png`);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 800]);
    // Measured: the old gradient-and-box pictures 0.0009, these covers 0.0035 to 0.0074.
    expect(await edgeShare(file)).toBeGreaterThan(0.0025);
    // The category's icon tile is drawn in (its glyph's white strokes on the frosted tile).
    expect(COVERS[name]).toContain('translate(922 48)');
    expect((await readFile(file)).byteLength).toBeLessThan(400_000);
  });
});
