import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { assertKey, checkRange } from './object-store.ts';
import { sliceStream } from './slice-stream.ts';

describe('checkRange', () => {
  it('covers the whole object without a range, and clamps an end past the last byte', () => {
    expect(checkRange(undefined, 10)).toEqual({ start: 0, end: 9 });
    expect(checkRange({ start: 9, end: 9 }, 10)).toEqual({ start: 9, end: 9 });
    expect(checkRange({ start: 4, end: 99 }, 10)).toEqual({ start: 4, end: 9 });
  });

  it('refuses a start past the end, a reversed or a fractional range', () => {
    expect(() => checkRange({ start: 10, end: 12 }, 10)).toThrow(RangeError);
    expect(() => checkRange({ start: 5, end: 4 }, 10)).toThrow(RangeError);
    expect(() => checkRange({ start: -1, end: 4 }, 10)).toThrow(RangeError);
    expect(() => checkRange({ start: 0.5, end: 4 }, 10)).toThrow(RangeError);
  });
});

describe('assertKey', () => {
  it('takes the names uploads make, refuses anything that could leave the folder', () => {
    for (const key of ['0b6a3a0e-8c4f-4a57-9d77-1c1f4b1c2a10.jpg', 'a-w640.avif', 'private/x.pdf'])
      expect(() => assertKey(key)).not.toThrow();
    for (const key of ['', '.', '..', '../x', 'private/../x', '/x', 'x/', 'a//b', '.tmp', 'a b', 'a\\b'])
      expect(() => assertKey(key), key).toThrow(/Not an object key/);
  });
});

describe('sliceStream', () => {
  const text = async (stream: Readable) => {
    let out = '';
    for await (const chunk of stream) out += Buffer.from(chunk as Uint8Array).toString();
    return out;
  };

  it('cuts the bytes asked for out of a wider answer, across chunk boundaries', async () => {
    const source = () => Readable.from([Buffer.from('abc'), Buffer.from('defg'), Buffer.from('hij')]);
    expect(await text(sliceStream(source(), 0, 1))).toBe('a');
    expect(await text(sliceStream(source(), 2, 4))).toBe('cdef');
    expect(await text(sliceStream(source(), 9, 1))).toBe('j');
    expect(await text(sliceStream(source(), 0, 10))).toBe('abcdefghij');
  });

  it('stops reading the source once the bytes are through', async () => {
    const source = Readable.from([Buffer.from('abc'), Buffer.from('def')]);
    expect(await text(sliceStream(source, 0, 2))).toBe('ab');
    expect(source.destroyed).toBe(true);
  });
});
