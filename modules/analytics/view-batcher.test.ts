import { describe, expect, it, vi } from 'vitest';
import { GATHER_MS, ViewBatcher } from './view-batcher.ts';

describe('ViewBatcher', () => {
  it('writes the views that arrive together in one write and answers each caller after the write', async () => {
    const writes: string[][] = [];
    const batcher = new ViewBatcher(async (lines) => {
      writes.push(lines);
    });
    await Promise.all(['a', 'b', 'c'].map((line) => batcher.add(line)));
    await batcher.add('d');
    expect(writes).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('splits at the batch cap', async () => {
    const writes: string[][] = [];
    const batcher = new ViewBatcher(async (lines) => {
      writes.push(lines);
    }, 2);
    await Promise.all(['a', 'b', 'c'].map((line) => batcher.add(line)));
    expect(writes).toEqual([['a', 'b'], ['c']]);
  });

  it('rejects every caller of a failed write, and carries on afterwards', async () => {
    let fail = true;
    const batcher = new ViewBatcher(async () => {
      if (fail) throw new Error('redis away');
    });
    const results = await Promise.allSettled([batcher.add('a'), batcher.add('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batcher.add('c')).resolves.toBeUndefined();
  });

  it('gathers what arrives while a write is in flight into the next write', async () => {
    const writes: string[][] = [];
    let answer: (() => void) | undefined;
    const batcher = new ViewBatcher(async (lines) => {
      writes.push(lines);
      if (writes.length === 1) await new Promise<void>((resolve) => (answer = resolve));
    });
    vi.useFakeTimers();
    try {
      const first = batcher.add('a');
      await vi.advanceTimersByTimeAsync(GATHER_MS);
      expect(writes).toEqual([['a']]);
      // Both arrive while the first write is unanswered, well apart: they wait for it, together.
      const second = batcher.add('b');
      await vi.advanceTimersByTimeAsync(GATHER_MS * 5);
      const third = batcher.add('c');
      await vi.advanceTimersByTimeAsync(GATHER_MS * 5);
      expect(writes).toEqual([['a']]);
      answer?.();
      await vi.advanceTimersByTimeAsync(GATHER_MS);
      await Promise.all([first, second, third]);
    } finally {
      vi.useRealTimers();
    }
    expect(writes).toEqual([['a'], ['b', 'c']]);
  });
});
