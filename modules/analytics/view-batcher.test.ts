import { describe, expect, it } from 'vitest';
import { ViewBatcher } from './view-batcher.ts';

describe('ViewBatcher', () => {
  it('writes the views of one event-loop turn together and answers each caller after the write', async () => {
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
});
