import { describe, expect, it, vi } from 'vitest';
import { createImageFactsBatcher, hasImageFacts, type ImageFacts } from './images';

const srcOf = (n: number) => `/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;
const facts: ImageFacts = { width: 800, height: 600, variants: [] };

describe('image facts batcher', () => {
  it('asks for the pictures of one turn together, 50 per request, each once', async () => {
    const request = vi.fn(async (path: string) => {
      const srcs = new URLSearchParams(path.split('?')[1]).getAll('src');
      return Object.fromEntries(srcs.filter((src) => src !== srcOf(7)).map((src) => [src, facts]));
    });
    const { load } = createImageFactsBatcher(request);
    const asked = Array.from({ length: 51 }, (_, index) => srcOf(index));
    const answers = await Promise.all([...asked, srcOf(3)].map((src) => load(src)));
    expect(request).toHaveBeenCalledTimes(2);
    const counts = request.mock.calls.map(
      ([path]) => new URLSearchParams(path.split('?')[1]).getAll('src').length,
    );
    expect(counts).toEqual([50, 1]);
    expect(answers[7]).toBeNull();
    expect(answers[3]).toEqual(facts);
    expect(answers[51]).toEqual(facts);
  });

  it('fails every picture of a failed request', async () => {
    const { load } = createImageFactsBatcher(async () => {
      throw new Error('down');
    });
    await expect(Promise.all([load(srcOf(1)), load(srcOf(2))])).rejects.toThrow('down');
  });

  it('knows which pictures the server may have facts of', () => {
    expect(hasImageFacts(srcOf(1))).toBe(true);
    expect(hasImageFacts('/uploads/00000000-0000-4000-8000-000000000001.svg')).toBe(false);
    expect(hasImageFacts('/uploads/00000000-0000-4000-8000-000000000001-w640.avif')).toBe(false);
    expect(hasImageFacts('https://example.com/a.jpg')).toBe(false);
    expect(hasImageFacts(null)).toBe(false);
  });
});
