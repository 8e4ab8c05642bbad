import { afterEach, describe, expect, it } from 'vitest';
import { ImagePool } from './image-pool.ts';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
const small = `${SVG_OPEN}<rect x="1" y="2" width="3" height="4" fill="#abc"/></svg>`;
// Allowed, but a second or so of parsing and sanitising.
const heavy = `${SVG_OPEN}${'<rect x="1" y="2" width="3" height="4" fill="#abc"/>'.repeat(9_500)}</svg>`;

describe('ImagePool', () => {
  let pool: ImagePool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('stops an SVG still being sanitised when its budget runs out, and answers a 400', async () => {
    pool = new ImagePool({ maxThreads: 1, svgTimeoutMs: 1 });
    await expect(pool.run({ kind: 'svg', text: heavy })).rejects.toMatchObject({
      status: 400,
      code: 'image_too_complex',
      message: 'The image took too long to process',
    });
  });

  it("starts an SVG's budget once its thread has loaded the sanitiser, not while the thread starts", async () => {
    const started = performance.now();
    pool = new ImagePool({ maxThreads: 1 });
    expect((await pool.run({ kind: 'svg', text: small })).ok).toBe(true);
    const coldMs = performance.now() - started;
    await pool.close();
    // A budget shorter than that cold start: counted from the start, the SVG would be refused.
    pool = new ImagePool({ maxThreads: 1, svgTimeoutMs: Math.max(1, Math.floor(coldMs / 2)) });
    const outcome = await pool.run({ kind: 'svg', text: small });
    expect(outcome.ok).toBe(true);
  });
});
