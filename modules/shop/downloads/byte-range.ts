/** An inclusive byte range of a file of `size` bytes. */
export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=…` range (RFC 9110 §14.1.2): `a-b`, `a-`, `-n`. Undefined when there is no
 * usable single range (no header, several ranges, another unit: the whole file is sent);
 * 'unsatisfiable' when it starts past the end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
